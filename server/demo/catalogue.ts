import { resources } from '@contract/registry';
import type { DemoBusiness } from './business';
import type { DemoConfig } from './config';
import { seedMaterials } from './materials';
import { demoGroups, seedProducts } from './products';
import type { DemoWriter } from './writer';

const labels: [string, string][] = [
  ['Vegan', '#2e7d32'],
  ['Vegetarian', '#558b2f'],
  ['Spicy', '#d32f2f'],
  ['Gluten free', '#f57c00'],
  ['New', '#1e88e5'],
  ["Chef's pick", '#6a1b9a'],
  ['Best seller', '#c62828'],
  ['Halal', '#00897b'],
];

/** Modifiers with their items: [name, min, max, required, [item, price][]]. */
// prettier-ignore
const modifiers: [string, number, number, boolean, [string, number][]][] = [
  ['Milk', 0, 1, false, [['Whole milk', 0], ['Skimmed milk', 0], ['Oat milk', 3], ['Almond milk', 3], ['Soy milk', 2]]],
  ['Size', 1, 1, true, [['Small', 0], ['Regular', 3], ['Large', 5]]],
  ['Extra shot', 0, 2, false, [['Single shot', 4], ['Double shot', 7]]],
  ['Steak doneness', 1, 1, true, [['Rare', 0], ['Medium rare', 0], ['Medium', 0], ['Well done', 0]]],
  ['Burger extras', 0, 4, false, [['Cheddar', 5], ['Beef bacon', 8], ['Avocado', 7], ['Fried egg', 4]]],
  ['Sauces', 0, 2, false, [['Peppercorn', 6], ['Mushroom', 6], ['Béarnaise', 6]]],
  ['Syrups', 0, 2, false, [['Vanilla', 2], ['Caramel', 2], ['Hazelnut', 2], ['Sugar-free vanilla', 2]]],
  ['Sweetness', 0, 1, false, [['No sugar', 0], ['Half sugar', 0], ['Regular sugar', 0], ['Extra sweet', 0]]],
  ['Ice level', 0, 1, false, [['No ice', 0], ['Light ice', 0], ['Regular ice', 0]]],
  ['Egg style', 1, 1, true, [['Fried', 0], ['Poached', 0], ['Scrambled', 0], ['Boiled', 0]]],
  ['Bread choice', 0, 1, false, [['Sourdough', 0], ['Multigrain', 0], ['Brioche', 2], ['Gluten-free bread', 4]]],
  ['Side choice', 0, 1, false, [['French fries', 0], ['Side salad', 0], ['Sweet potato fries', 4], ['Mashed potatoes', 2]]],
  ['Dressing', 0, 1, false, [['Balsamic', 0], ['Lemon and olive oil', 0], ['Caesar', 0], ['Honey mustard', 0]]],
];

const channels = [
  ['Dine-in', 'dine_in', '', 0, 0],
  ['Takeaway', 'takeaway', '', 0, 0],
  ['Delivery', 'delivery', '', 0, 0],
  ['Deliveroo', 'aggregator', 'Deliveroo', 25, 15],
] as const;

/**
 * The demo catalogue: groups, labels, modifier groups with their items, channels, materials, the 40
 * categories and about 300 products of both brands (products.ts), menus for breakfast, lunch and
 * dinner, and deals.
 */
export async function seedCatalogue(
  w: DemoWriter,
  business: DemoBusiness,
  config: DemoConfig,
): Promise<void> {
  const groups = new Map<string, string>();
  for (const [i, name] of demoGroups.entries()) {
    const row = await w.add(resources.groups, {
      name,
      reference: `GRP-${i + 1}`,
      sort_order: i + 1,
    });
    groups.set(name, row.id);
  }

  const labelIds = new Map<string, string>();
  for (const [i, [name, color]] of labels.entries()) {
    labelIds.set(name, (await w.add(resources.labels, { name, color, sort_order: i + 1 })).id);
  }

  const modifierIds = new Map<string, string>();
  for (const [i, [name, min, max, required, items]] of modifiers.entries()) {
    const modifier = await w.add(resources.modifiers, {
      name,
      reference: `MOD-${i + 1}`,
      min_select: min,
      max_select: max,
      is_required: required,
      sort_order: i + 1,
    });
    modifierIds.set(name, modifier.id);
    for (const [j, [item, price]] of items.entries()) {
      await w.add(resources.modifierItems, {
        modifier_id: modifier.id,
        name: item,
        sku: `MI-${i + 1}-${j + 1}`,
        price,
        cost: Math.round(price * 0.3 * 100) / 100,
        tax_group_id: config.taxGroups.uae,
        is_default: j === 0 && required,
        sort_order: j + 1,
      });
    }
  }

  const channelIds: string[] = [];
  for (const [i, [name, kind, aggregator, commission, adjustment]] of channels.entries()) {
    const row = await w.add(resources.channels, {
      name,
      kind,
      aggregator,
      reference: `CH-${i + 1}`,
      commission_percent: commission,
      price_adjustment_percent: adjustment,
      sort_order: i + 1,
    });
    channelIds.push(row.id);
  }

  const materials = await seedMaterials(w);
  const catalogue = await seedProducts(
    w,
    business,
    config,
    { groups, labels: labelIds, modifiers: modifierIds, deliveroo: channelIds[3]! },
    materials,
  );

  const [dubai, soho, cafe] = business.locationIds;
  const days = (from: string, to: string, which = [0, 1, 2, 3, 4, 5, 6]) =>
    which.map((day) => ({ day, from, to }));
  const menus = [
    ['Grill breakfast', 'grill', 'breakfast', [dubai], days('08:00', '11:30', [5, 6])],
    ['Grill lunch', 'grill', 'lunch', [dubai, soho], days('11:30', '16:00')],
    ['Grill dinner', 'grill', 'dinner', [dubai, soho], days('17:00', '23:30')],
    ['Bean & Leaf breakfast', 'coffee', 'breakfast', [cafe], days('07:00', '11:00')],
    ['Bean & Leaf all day', 'coffee', undefined, [cafe], days('11:00', '20:00')],
  ] as const;
  for (const [i, [name, brand, meal, locations, schedule]] of menus.entries()) {
    await w.add(resources.menus, {
      name,
      brand_id: business.brands[brand],
      description: meal
        ? `The ${meal} menu of ${brand === 'grill' ? 'Backhouse Grill' : 'Bean & Leaf'}.`
        : 'Coffee, tea and bakery, all day.',
      location_ids: locations,
      channel_ids: brand === 'grill' ? channelIds : channelIds.slice(0, 3),
      category_ids: catalogue.categoryIds(brand, meal),
      schedule,
      sort_order: i + 1,
    });
  }

  const group = (name: string, category: string, min = 1, max = 1) => ({
    name,
    min,
    max,
    product_ids: catalogue.productIds(category),
  });
  const deals = [
    {
      name: 'Burger combo',
      brand_id: business.brands.grill,
      description: 'Any burger with a side and a soft drink.',
      kind: 'fixed_price',
      price: 65,
      groups: [group('Burger', 'Burgers'), group('Side', 'Sides'), group('Drink', 'Soft drinks')],
      location_ids: [dubai],
      channel_ids: channelIds.slice(0, 2),
    },
    {
      name: 'Steak night for two',
      brand_id: business.brands.grill,
      description: 'Two steaks, two sides and a dessert to share.',
      kind: 'discount_percent',
      discount_value: 15,
      groups: [
        group('Steaks', 'Steaks', 2, 2),
        group('Sides', 'Sides', 2, 2),
        group('Dessert', 'Desserts'),
      ],
      location_ids: [dubai, soho],
      channel_ids: channelIds.slice(0, 1),
    },
    {
      name: 'Kids eat well',
      brand_id: business.brands.grill,
      description: 'A kids main, a juice and a scoop of ice cream.',
      kind: 'fixed_price',
      price: 39,
      groups: [
        group('Main', 'Kids menu'),
        group('Juice', 'Fresh juices'),
        group('Ice cream', 'Ice cream'),
      ],
      location_ids: [dubai, soho],
      channel_ids: channelIds.slice(0, 2),
    },
    {
      name: 'Coffee & pastry',
      brand_id: business.brands.coffee,
      description: 'Any espresso drink with a pastry, 20% off.',
      kind: 'discount_percent',
      discount_value: 20,
      starts_on: '2026-01-01',
      ends_on: '2026-12-31',
      groups: [group('Coffee', 'Espresso bar'), group('Pastry', 'Pastries')],
      location_ids: [cafe],
      channel_ids: [],
    },
    {
      name: 'Breakfast bowl and juice',
      brand_id: business.brands.coffee,
      description: 'A breakfast bowl with a smoothie, 10 off.',
      kind: 'discount_amount',
      discount_value: 10,
      groups: [group('Bowl', 'Breakfast bowls'), group('Smoothie', 'Smoothies')],
      location_ids: [cafe],
      channel_ids: channelIds.slice(0, 3),
    },
  ];
  for (const [i, deal] of deals.entries()) {
    await w.add(resources.deals, { ...deal, reference: `DEAL-${i + 1}`, sort_order: i + 1 });
  }
}
