import { resources } from '@contract/registry';
import type { DemoWriter } from './writer';

const suppliers = [
  ['Gulf Fresh Produce', 'AED', 'Fruit and vegetables, delivered daily before 7am.'],
  ['Emirates Prime Meats', 'AED', 'Beef, lamb and poultry; halal certified.'],
  ['Roastworks Coffee Traders', 'AED', 'Green and roasted beans for Bean & Leaf.'],
  ['Al Ain Dairy Supplies', 'AED', 'Milk, cream, butter and cheese.'],
  ['Clean & Co. Hygiene', 'AED', 'Cleaning supplies and packaging.'],
  ['Soho Bakery Wholesale', 'GBP', 'Buns and bread for the London restaurant.'],
] as const;

/**
 * When each supplier delivers (0 Sunday … 6 Saturday) and how many days ahead it must be ordered:
 * what an order by forecast (issue 27) reads to know how long an order must last.
 */
const deliveries: readonly { delivery_days: number[]; lead_time_days: number }[] = [
  { delivery_days: [1, 2, 3, 4, 5, 6], lead_time_days: 1 },
  { delivery_days: [1, 4], lead_time_days: 1 },
  { delivery_days: [2], lead_time_days: 3 },
  { delivery_days: [0, 2, 4], lead_time_days: 1 },
  { delivery_days: [3], lead_time_days: 2 },
  { delivery_days: [1, 3, 5], lead_time_days: 1 },
];

/** The days an order must be placed on to make each delivery day. */
const orderDays = (d: { delivery_days: number[]; lead_time_days: number }) =>
  [...new Set(d.delivery_days.map((day) => (((day - d.lead_time_days) % 7) + 7) % 7))].sort();

export async function seedSuppliers(w: DemoWriter): Promise<void> {
  for (const [i, [name, currency, notes]] of suppliers.entries()) {
    const contact = w.faker.person.fullName();
    await w.add(resources.suppliers, {
      name,
      reference: `SUP-${String(i + 1).padStart(3, '0')}`,
      contact_name: contact,
      email: `orders@${name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
      phone:
        currency === 'GBP'
          ? `+44 20 ${w.faker.string.numeric(4)} ${w.faker.string.numeric(4)}`
          : `+971 4 ${w.faker.string.numeric(3)} ${w.faker.string.numeric(4)}`,
      tax_number: currency === 'GBP' ? 'GB987654321' : `1003${w.faker.string.numeric(11)}`,
      address: `${w.faker.location.streetAddress()}, ${currency === 'GBP' ? 'London' : 'Dubai'}`,
      currency,
      payment_terms_days: [30, 14, 45, 7, 30, 14][i],
      minimum_order: [250, 1000, 500, 150, 200, 80][i],
      ...deliveries[i]!,
      order_days: orderDays(deliveries[i]!),
      notes,
    });
  }
}
