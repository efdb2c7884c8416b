import { resources } from '@contract/registry';
import type { DemoBusiness } from './business';
import type { DemoConfig } from './config';
import type { DemoWriter } from './writer';

type Brand = keyof DemoBusiness['brands'];

const groups = ['Starters', 'Mains', 'Desserts', 'Hot drinks', 'Cold drinks', 'Bakery'] as const;
type GroupName = (typeof groups)[number];

const categories: [name: string, brand: Brand, group: GroupName, color: string][] = [
  ['Starters', 'grill', 'Starters', '#ef6c00'],
  ['Salads', 'grill', 'Starters', '#7cb342'],
  ['Burgers', 'grill', 'Mains', '#8d6e63'],
  ['Steaks', 'grill', 'Mains', '#b71c1c'],
  ['Sides', 'grill', 'Mains', '#fbc02d'],
  ['Desserts', 'grill', 'Desserts', '#ad1457'],
  ['Soft drinks', 'grill', 'Cold drinks', '#0288d1'],
  ['Espresso bar', 'coffee', 'Hot drinks', '#4e342e'],
  ['Filter & brew', 'coffee', 'Hot drinks', '#6d4c41'],
  ['Tea', 'coffee', 'Hot drinks', '#558b2f'],
  ['Iced drinks', 'coffee', 'Cold drinks', '#00838f'],
  ['Pastries', 'coffee', 'Bakery', '#f9a825'],
  ['Sandwiches', 'coffee', 'Bakery', '#6a1b9a'],
];

const labels: [string, string][] = [
  ['Vegan', '#2e7d32'],
  ['Vegetarian', '#558b2f'],
  ['Spicy', '#d32f2f'],
  ['Gluten free', '#f57c00'],
  ['New', '#1e88e5'],
  ["Chef's pick", '#6a1b9a'],
];

/** Modifiers with their items: [name, min, max, required, [item, price][]]. */
const modifiers: [string, number, number, boolean, [string, number][]][] = [
  [
    'Milk',
    0,
    1,
    false,
    [
      ['Whole milk', 0],
      ['Skimmed milk', 0],
      ['Oat milk', 3],
      ['Almond milk', 3],
      ['Soy milk', 2],
    ],
  ],
  [
    'Size',
    1,
    1,
    true,
    [
      ['Small', 0],
      ['Regular', 3],
      ['Large', 5],
    ],
  ],
  [
    'Extra shot',
    0,
    2,
    false,
    [
      ['Single shot', 4],
      ['Double shot', 7],
    ],
  ],
  [
    'Steak doneness',
    1,
    1,
    true,
    [
      ['Rare', 0],
      ['Medium rare', 0],
      ['Medium', 0],
      ['Well done', 0],
    ],
  ],
  [
    'Burger extras',
    0,
    4,
    false,
    [
      ['Cheddar', 5],
      ['Beef bacon', 8],
      ['Avocado', 7],
      ['Fried egg', 4],
    ],
  ],
  [
    'Sauces',
    0,
    2,
    false,
    [
      ['Peppercorn', 6],
      ['Mushroom', 6],
      ['Béarnaise', 6],
    ],
  ],
];

const channels = [
  ['Dine-in', 'dine_in', '', 0, 0],
  ['Takeaway', 'takeaway', '', 0, 0],
  ['Delivery', 'delivery', '', 0, 0],
  ['Deliveroo', 'aggregator', 'Deliveroo', 25, 15],
] as const;

export async function seedCatalogue(
  w: DemoWriter,
  business: DemoBusiness,
  config: DemoConfig,
): Promise<void> {
  const groupIds = new Map<GroupName, string>();
  for (const [i, name] of groups.entries()) {
    const row = await w.add(resources.groups, {
      name,
      reference: `GRP-${i + 1}`,
      sort_order: i + 1,
    });
    groupIds.set(name, row.id);
  }

  const categoryIds = new Map<Brand, string[]>([
    ['grill', []],
    ['coffee', []],
  ]);
  for (const [i, [name, brand, group, color]] of categories.entries()) {
    const row = await w.add(resources.categories, {
      name,
      reference: `CAT-${String(i + 1).padStart(2, '0')}`,
      brand_id: business.brands[brand],
      group_id: groupIds.get(group),
      color,
      sort_order: i + 1,
    });
    categoryIds.get(brand)!.push(row.id);
  }

  for (const [i, [name, color]] of labels.entries()) {
    await w.add(resources.labels, { name, color, sort_order: i + 1 });
  }

  for (const [i, [name, min, max, required, items]] of modifiers.entries()) {
    const modifier = await w.add(resources.modifiers, {
      name,
      reference: `MOD-${i + 1}`,
      min_select: min,
      max_select: max,
      is_required: required,
      sort_order: i + 1,
    });
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

  const everyDay = (from: string, to: string) =>
    Array.from({ length: 7 }, (_, day) => ({ day, from, to }));
  const [dubai, soho, cafe] = business.locationIds;
  await w.add(resources.menus, {
    name: 'Grill all day',
    brand_id: business.brands.grill,
    description: 'The full Backhouse Grill menu.',
    location_ids: [dubai, soho],
    channel_ids: channelIds,
    category_ids: categoryIds.get('grill'),
    schedule: everyDay('11:00', '23:00'),
    sort_order: 1,
  });
  await w.add(resources.menus, {
    name: 'Bean & Leaf',
    brand_id: business.brands.coffee,
    description: 'Coffee, tea and bakery.',
    location_ids: [cafe],
    channel_ids: channelIds.slice(0, 3),
    category_ids: categoryIds.get('coffee'),
    schedule: everyDay('07:00', '20:00'),
    sort_order: 2,
  });

  await w.add(resources.deals, {
    name: 'Burger combo',
    brand_id: business.brands.grill,
    reference: 'DEAL-1',
    description: 'Any burger with a side and a soft drink.',
    kind: 'fixed_price',
    price: 65,
    location_ids: [dubai],
    channel_ids: channelIds.slice(0, 2),
    sort_order: 1,
  });
  await w.add(resources.deals, {
    name: 'Coffee & pastry',
    brand_id: business.brands.coffee,
    reference: 'DEAL-2',
    description: 'Any espresso drink with a pastry, 20% off.',
    kind: 'discount_percent',
    discount_value: 20,
    starts_on: '2026-01-01',
    ends_on: '2026-12-31',
    location_ids: [cafe],
    sort_order: 2,
  });
}
