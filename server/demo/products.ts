import { resources } from '@contract/registry';
import type { DemoBusiness } from './business';
import type { DemoConfig } from './config';
import type { DemoMaterials } from './materials';
import type { DemoWriter } from './writer';

type Brand = keyof DemoBusiness['brands'];
/** When a category is on the menu: breakfast, lunch, dinner. */
export type Meal = 'breakfast' | 'lunch' | 'dinner';

interface DemoCategory {
  name: string;
  brand: Brand;
  group: string;
  color: string;
  meals: readonly Meal[];
  /** Price range of its products, in the business currency (AED). */
  price: [min: number, max: number];
  /** Modifier groups its products offer, by name. */
  modifiers: readonly string[];
  products: string;
  /** Its products are add-ons (sold with other products, listed at /products?addon=1). */
  addons?: boolean;
}

const all: Meal[] = ['breakfast', 'lunch', 'dinner'];
const day: Meal[] = ['lunch', 'dinner'];

/** 40 categories across the two brands; products separated by `|`. */
// prettier-ignore
const categories: DemoCategory[] = [
  // Backhouse Grill.
  { name: 'Breakfast plates', brand: 'grill', group: 'Breakfast', color: '#ff8f00', meals: ['breakfast'], price: [38, 62], modifiers: ['Egg style', 'Bread choice'], products: 'Full English|Shakshuka|Avocado toast|Eggs Benedict|Pancake stack|French toast|Steak and eggs|Halloumi breakfast|Foul medames|Breakfast burrito' },
  { name: 'Eggs & omelettes', brand: 'grill', group: 'Breakfast', color: '#ffb300', meals: ['breakfast'], price: [28, 42], modifiers: ['Bread choice'], products: 'Cheese omelette|Spanish omelette|Scrambled eggs on toast|Eggs Florentine|Egg white omelette|Mushroom omelette|Fried eggs and beef bacon' },
  { name: 'Starters', brand: 'grill', group: 'Starters', color: '#ef6c00', meals: day, price: [29, 54], modifiers: [], products: 'Chicken wings|Calamari|Loaded nachos|Beef sliders|Halloumi fries|Garlic prawns|Bruschetta|Mozzarella sticks|Hummus and pita|Spicy edamame' },
  { name: 'Soups', brand: 'grill', group: 'Starters', color: '#f4511e', meals: day, price: [24, 36], modifiers: ['Bread choice'], products: 'Tomato soup|Lentil soup|Mushroom soup|Chicken noodle soup|French onion soup|Seafood chowder|Pumpkin soup' },
  { name: 'Salads', brand: 'grill', group: 'Starters', color: '#7cb342', meals: day, price: [32, 58], modifiers: ['Dressing'], products: 'Caesar salad|Greek salad|Fattoush|Quinoa salad|Rocket and parmesan salad|Chicken Cobb salad|Beetroot and feta salad|Tabbouleh|Burrata salad' },
  { name: 'Burgers', brand: 'grill', group: 'Mains', color: '#8d6e63', meals: day, price: [52, 78], modifiers: ['Burger extras', 'Side choice'], products: 'Classic beef burger|Cheeseburger|Double smash burger|Truffle mushroom burger|Crispy chicken burger|Spicy jalapeño burger|Veggie burger|BBQ beef bacon burger|Lamb burger' },
  { name: 'Steaks', brand: 'grill', group: 'Mains', color: '#b71c1c', meals: ['dinner'], price: [125, 390], modifiers: ['Steak doneness', 'Sauces', 'Side choice'], products: 'Ribeye 300g|Sirloin 250g|Fillet 200g|T-bone 450g|Tomahawk 1kg|Wagyu striploin|Flank steak|Picanha' },
  { name: 'Grill platters', brand: 'grill', group: 'Mains', color: '#c62828', meals: ['dinner'], price: [89, 240], modifiers: ['Sauces'], products: 'Mixed grill|Lamb chops|Chicken shish|Kofta platter|Surf and turf|Beef short ribs' },
  { name: 'Chicken', brand: 'grill', group: 'Mains', color: '#f9a825', meals: day, price: [48, 72], modifiers: ['Side choice'], products: 'Grilled half chicken|Chicken schnitzel|Peri-peri chicken|Chicken tikka|Lemon herb chicken breast|Chicken tenders|Chicken shawarma plate|Butter chicken' },
  { name: 'Seafood', brand: 'grill', group: 'Mains', color: '#0277bd', meals: day, price: [68, 115], modifiers: ['Side choice'], products: 'Grilled salmon|Fish and chips|Sea bass fillet|Grilled king prawns|Seafood linguine|Tuna steak|Shrimp tacos' },
  { name: 'Pasta', brand: 'grill', group: 'Mains', color: '#fdd835', meals: day, price: [46, 69], modifiers: [], products: 'Spaghetti bolognese|Penne arrabbiata|Fettuccine Alfredo|Mushroom risotto|Lasagne|Pesto linguine|Mac and cheese|Carbonara' },
  { name: 'Wraps', brand: 'grill', group: 'Mains', color: '#a1887f', meals: ['lunch'], price: [36, 48], modifiers: ['Side choice'], products: 'Chicken Caesar wrap|Falafel wrap|Steak wrap|Halloumi wrap|Shawarma wrap|Buffalo chicken wrap|Tuna wrap' },
  { name: 'Kids menu', brand: 'grill', group: 'Mains', color: '#ec407a', meals: day, price: [29, 35], modifiers: [], products: 'Kids burger|Kids chicken tenders|Kids pasta|Kids fish fingers|Kids mini pizza' },
  { name: 'Sides', brand: 'grill', group: 'Sides', color: '#fbc02d', meals: day, price: [14, 26], modifiers: [], products: 'French fries|Sweet potato fries|Onion rings|Mashed potatoes|Grilled vegetables|Coleslaw|Truffle fries|Side salad|Corn on the cob|Loaded fries' },
  { name: 'Desserts', brand: 'grill', group: 'Desserts', color: '#ad1457', meals: day, price: [32, 45], modifiers: [], products: 'Chocolate fondant|New York cheesecake|Sticky toffee pudding|Tiramisu|Apple crumble|Crème brûlée|Brownie sundae|Baklava|Kunafa' },
  { name: 'Ice cream', brand: 'grill', group: 'Desserts', color: '#f48fb1', meals: day, price: [18, 28], modifiers: [], products: 'Vanilla ice cream|Chocolate ice cream|Strawberry sorbet|Pistachio gelato|Salted caramel ice cream|Mango sorbet|Coffee gelato' },
  { name: 'Soft drinks', brand: 'grill', group: 'Cold drinks', color: '#0288d1', meals: all, price: [9, 16], modifiers: ['Ice level'], products: 'Coca-Cola|Diet Coke|Sprite|Fanta Orange|Still water|Sparkling water|Ginger ale|Tonic water|Iced lemon tea|Root beer' },
  { name: 'Fresh juices', brand: 'grill', group: 'Cold drinks', color: '#ffa000', meals: all, price: [19, 29], modifiers: ['Size'], products: 'Orange juice|Apple juice|Watermelon juice|Carrot and ginger juice|Green detox juice|Pineapple juice|Lemon mint' },
  { name: 'Mocktails', brand: 'grill', group: 'Cold drinks', color: '#26a69a', meals: day, price: [26, 34], modifiers: [], products: 'Virgin mojito|Passion fruit cooler|Pink lemonade|Berry spritz|Piña colada mocktail|Cucumber fizz|Watermelon mint cooler' },
  { name: 'Milkshakes', brand: 'grill', group: 'Cold drinks', color: '#ce93d8', meals: day, price: [27, 34], modifiers: [], products: 'Vanilla milkshake|Chocolate milkshake|Strawberry milkshake|Cookies and cream milkshake|Salted caramel milkshake|Peanut butter milkshake|Banana milkshake' },
  { name: 'Sauces & extras', brand: 'grill', group: 'Extras', color: '#757575', meals: all, price: [4, 12], modifiers: [], addons: true, products: 'Extra cheese|Extra beef bacon|Fried egg|Avocado slices|Peppercorn sauce|Garlic mayo|BBQ sauce|Extra patty|Truffle mayo|Jalapeños' },
  // Bean & Leaf.
  { name: 'Espresso bar', brand: 'coffee', group: 'Hot drinks', color: '#4e342e', meals: all, price: [12, 22], modifiers: ['Milk', 'Size', 'Extra shot', 'Syrups'], products: 'Espresso|Double espresso|Americano|Cappuccino|Flat white|Caffè latte|Cortado|Macchiato|Mocha|Spanish latte|Piccolo|Affogato|Long black|Red eye' },
  { name: 'Filter & brew', brand: 'coffee', group: 'Hot drinks', color: '#6d4c41', meals: all, price: [16, 26], modifiers: ['Milk'], products: 'V60 pour over|Chemex for two|Batch brew|AeroPress|Cold brew|French press|Nitro cold brew|Siphon coffee' },
  { name: 'Tea', brand: 'coffee', group: 'Hot drinks', color: '#558b2f', meals: all, price: [12, 21], modifiers: ['Milk', 'Sweetness'], products: 'English breakfast|Earl Grey|Sencha green tea|Chamomile|Peppermint|Chai latte|Matcha latte|Karak chai|Jasmine green tea|Rooibos' },
  { name: 'Hot chocolate', brand: 'coffee', group: 'Hot drinks', color: '#3e2723', meals: all, price: [18, 24], modifiers: ['Milk', 'Size'], products: 'Classic hot chocolate|White hot chocolate|Salted caramel hot chocolate|Hazelnut hot chocolate|Mint hot chocolate' },
  { name: 'Iced drinks', brand: 'coffee', group: 'Cold drinks', color: '#00838f', meals: all, price: [18, 26], modifiers: ['Milk', 'Size', 'Syrups', 'Ice level'], products: 'Iced latte|Iced Americano|Iced Spanish latte|Iced matcha|Iced mocha|Iced caramel macchiato|Iced peach tea|Iced chai latte|Iced white mocha' },
  { name: 'Frappés', brand: 'coffee', group: 'Cold drinks', color: '#4dd0e1', meals: day, price: [22, 28], modifiers: ['Milk', 'Size'], products: 'Caramel frappé|Mocha frappé|Vanilla frappé|Java chip frappé|Matcha frappé|Strawberry cream frappé|Cookies frappé' },
  { name: 'Smoothies', brand: 'coffee', group: 'Cold drinks', color: '#e91e63', meals: all, price: [24, 32], modifiers: ['Size'], products: 'Berry blast smoothie|Mango passion smoothie|Green goodness smoothie|Banana peanut butter smoothie|Tropical smoothie|Açaí smoothie' },
  { name: 'Bottled drinks', brand: 'coffee', group: 'Cold drinks', color: '#29b6f6', meals: all, price: [8, 18], modifiers: [], products: 'Mineral water|Sparkling mineral water|Kombucha|Bottled orange juice|Coconut water|Sparkling lemonade' },
  { name: 'Pastries', brand: 'coffee', group: 'Bakery', color: '#f9a825', meals: all, price: [12, 18], modifiers: [], products: 'Pain au chocolat|Cinnamon roll|Almond pastry|Apricot Danish|Cardamom bun|Pain aux raisins|Pistachio roll|Kouign-amann' },
  { name: 'Croissants', brand: 'coffee', group: 'Bakery', color: '#ffca28', meals: ['breakfast', 'lunch'], price: [11, 24], modifiers: [], products: "Butter croissant|Almond croissant|Za'atar croissant|Cheese croissant|Chocolate croissant|Turkey and cheese croissant" },
  { name: 'Muffins', brand: 'coffee', group: 'Bakery', color: '#ffe082', meals: all, price: [13, 16], modifiers: [], products: 'Blueberry muffin|Chocolate chip muffin|Banana walnut muffin|Lemon poppy seed muffin|Bran muffin' },
  { name: 'Cakes', brand: 'coffee', group: 'Bakery', color: '#d81b60', meals: day, price: [19, 28], modifiers: [], products: 'Carrot cake|Red velvet cake|Lemon drizzle cake|Chocolate fudge cake|Banana bread|Victoria sponge|Basque cheesecake|Pistachio cake|Coffee walnut cake' },
  { name: 'Cookies', brand: 'coffee', group: 'Bakery', color: '#bcaaa4', meals: all, price: [8, 12], modifiers: [], products: 'Chocolate chip cookie|Double chocolate cookie|Oat and raisin cookie|White chocolate macadamia cookie|Peanut butter cookie|Salted caramel cookie|Red velvet cookie' },
  { name: 'Sandwiches', brand: 'coffee', group: 'Bakery', color: '#6a1b9a', meals: day, price: [26, 38], modifiers: [], products: 'Chicken pesto sandwich|Tuna melt|Caprese sandwich|Turkey and cheese sandwich|Egg mayo sandwich|Roast beef sandwich|Falafel sandwich|Halloumi pesto sandwich|Chicken club sandwich' },
  { name: 'Toasties', brand: 'coffee', group: 'Bakery', color: '#8e24aa', meals: day, price: [24, 32], modifiers: [], products: 'Three cheese toastie|Turkey and cheese toastie|Mushroom and truffle toastie|Halloumi toastie|Kimchi cheese toastie|Spinach and feta toastie' },
  { name: 'Bagels', brand: 'coffee', group: 'Bakery', color: '#ab47bc', meals: ['breakfast', 'lunch'], price: [18, 34], modifiers: [], products: 'Cream cheese bagel|Smoked salmon bagel|Everything bagel|Avocado bagel|Egg and cheese bagel|Turkey club bagel|Labneh and cucumber bagel' },
  { name: 'Breakfast bowls', brand: 'coffee', group: 'Breakfast', color: '#ff7043', meals: ['breakfast'], price: [22, 34], modifiers: [], products: 'Açaí bowl|Granola bowl|Overnight oats|Porridge with berries|Chia pudding|Greek yoghurt parfait|Protein pancakes' },
  { name: 'Salad boxes', brand: 'coffee', group: 'Starters', color: '#9ccc65', meals: day, price: [32, 42], modifiers: ['Dressing'], products: 'Chicken quinoa box|Falafel hummus box|Tuna Niçoise box|Halloumi grain box|Superfood salad box|Roast vegetable box' },
  { name: 'Coffee extras', brand: 'coffee', group: 'Extras', color: '#9e9e9e', meals: all, price: [2, 5], modifiers: [], addons: true, products: 'Extra espresso shot|Oat milk swap|Vanilla syrup shot|Caramel syrup shot|Whipped cream|Hazelnut syrup shot|Almond milk swap' },
];

export const demoGroups = [
  'Breakfast',
  'Starters',
  'Mains',
  'Sides',
  'Desserts',
  'Hot drinks',
  'Cold drinks',
  'Bakery',
  'Extras',
] as const;

export interface DemoProducts {
  /** Category ids by brand and by meal, for menus. */
  categoryIds: (brand: Brand, meal?: Meal) => string[];
  /** Product ids by category name, for deals. */
  productIds: (category: string) => string[];
}

export interface CatalogueRefs {
  groups: Map<string, string>;
  labels: Map<string, string>;
  modifiers: Map<string, string>;
  /** The Deliveroo channel, whose prices are a little higher. */
  deliveroo: string;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Every label a product gets, by a few simple rules on its name and category. */
function labelsFor(name: string, category: DemoCategory, index: number): string[] {
  const labels: string[] = [];
  const meat = /beef|burger|chicken|lamb|turkey|tuna|salmon|bacon|steak|prawn|fish|shrimp|kofta/i;
  if (/vegan|falafel|açaí|smoothie|juice|sorbet|hummus|tabbouleh/i.test(name)) labels.push('Vegan');
  else if (/veggie|halloumi|cheese|mushroom|caprese|omelette|pancake|feta/i.test(name)) {
    if (!meat.test(name)) labels.push('Vegetarian');
  }
  if (/spicy|jalapeño|peri-peri|arrabbiata|buffalo|kimchi/i.test(name)) labels.push('Spicy');
  if (/salad|steak|ribeye|sirloin|fillet|salmon|sea bass/i.test(name)) labels.push('Gluten free');
  if (index === 0 && !category.addons) labels.push("Chef's pick");
  if (index === 1 && category.brand === 'coffee') labels.push('Best seller');
  return labels;
}

/**
 * The 40 categories and about 300 products of the demo catalogue: prices in the business currency
 * (AED) with a price in pounds at the London restaurant, a higher price on Deliveroo for the grill,
 * recipes for the categories that have one, modifiers and labels. Prices and calories come from the
 * seeded faker, so they are the same on every machine.
 */
export async function seedProducts(
  w: DemoWriter,
  business: DemoBusiness,
  config: DemoConfig,
  refs: CatalogueRefs,
  materials: DemoMaterials,
): Promise<DemoProducts> {
  const soho = business.locationIds[1]!;
  const categoryRows: { category: DemoCategory; id: string }[] = [];
  const products = new Map<string, string[]>();
  let plu = 1000;

  for (const [i, category] of categories.entries()) {
    const row = await w.add(resources.categories, {
      name: category.name,
      reference: `CAT-${String(i + 1).padStart(2, '0')}`,
      brand_id: business.brands[category.brand],
      group_id: refs.groups.get(category.group),
      color: category.color,
      sort_order: i + 1,
    });
    categoryRows.push({ category, id: row.id });
  }

  for (const [i, { category, id: categoryId }] of categoryRows.entries()) {
    const ids: string[] = [];
    for (const [j, name] of category.products.split('|').entries()) {
      const [min, max] = category.price;
      const price = roundTo(w.faker.number.float({ min, max }), max > 50 ? 1 : 0.5);
      const grill = category.brand === 'grill';
      const modifiers = category.modifiers.map((modifier) => ({
        modifier_id: refs.modifiers.get(modifier)!,
        min_select: modifier === 'Size' || modifier === 'Steak doneness' ? 1 : 0,
        max_select: modifier === 'Burger extras' ? 4 : 1,
        free_count: modifier === 'Sauces' ? 1 : 0,
        default_item_ids: [],
      }));
      plu += 1;
      const adjective = w.faker.food.adjective();
      const product = await w.add(resources.products, {
        name,
        description: `${adjective[0]!.toUpperCase()}${adjective.slice(1)}, made fresh every day.`,
        sku: `${grill ? 'GR' : 'BL'}-${String(i + 1).padStart(2, '0')}${String(j + 1).padStart(2, '0')}`,
        plu: String(plu),
        brand_id: business.brands[category.brand],
        group_id: refs.groups.get(category.group),
        category_id: categoryId,
        label_ids: labelsFor(name, category, j).map((label) => refs.labels.get(label)!),
        price,
        cost: roundTo(price * w.faker.number.float({ min: 0.22, max: 0.38 }), 0.01),
        tax_group_id: config.taxGroups.uae,
        location_prices: grill ? [{ location_id: soho, price: roundTo(price / 4.5, 0.5) }] : [],
        channel_prices:
          grill && !category.addons
            ? [{ channel_id: refs.deliveroo, price: roundTo(price * 1.15, 0.5) }]
            : [],
        // A few dishes are not offered in London.
        unavailable_location_ids: grill && (i * 7 + j) % 13 === 0 ? [soho] : [],
        modifiers,
        recipe: materials.recipeFor(category.name),
        is_addon: category.addons === true,
        calories: w.faker.number.int({ min: 5, max: category.price[1] > 60 ? 1100 : 600 }),
        preparation_minutes: category.addons ? null : w.faker.number.int({ min: 2, max: 25 }),
        sort_order: j + 1,
      });
      ids.push(product.id);
    }
    products.set(category.name, ids);
  }

  return {
    categoryIds: (brand, meal) =>
      categoryRows
        .filter((c) => c.category.brand === brand && (!meal || c.category.meals.includes(meal)))
        .map((c) => c.id),
    productIds: (category) => products.get(category) ?? [],
  };
}
