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
      notes,
    });
  }
}
