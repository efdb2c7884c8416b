import { resources } from '@contract/registry';
import type { DemoBusiness } from './business';
import type { DemoWriter } from './writer';

export interface DemoConfig {
  taxGroups: { uae: string; uk: string; zero: string };
}

/** Taxes, payment methods, order types, floors and tables, discounts and coupons. */
export async function seedConfig(w: DemoWriter, business: DemoBusiness): Promise<DemoConfig> {
  const vat5 = await w.add(resources.taxes, {
    name: 'VAT 5%',
    reference: 'AE-VAT',
    rate: 5,
    is_vat: true,
  });
  const vat20 = await w.add(resources.taxes, {
    name: 'VAT 20%',
    reference: 'UK-VAT',
    rate: 20,
    is_vat: true,
  });
  const zero = await w.add(resources.taxes, { name: 'Zero rated', reference: 'ZERO', rate: 0 });
  const group = (name: string, reference: string, taxIds: string[]) =>
    w.add(resources.taxGroups, { name, reference, tax_ids: taxIds });
  const taxGroups = {
    uae: (await group('UAE standard', 'TG-AE', [vat5.id])).id,
    uk: (await group('UK standard', 'TG-UK', [vat20.id])).id,
    zero: (await group('Zero rated', 'TG-ZERO', [zero.id])).id,
  };

  const paymentMethods = [
    ['Cash', 'cash', true],
    ['Card', 'card', false],
    ['Apple Pay', 'apple_pay', false],
    ['Samsung Pay', 'samsung_pay', false],
    ['Mastercard', 'mastercard', false],
    ['Deliveroo', 'deliveroo', false],
    ['Delivery', 'delivery', false],
  ] as const;
  for (const [i, [name, kind, drawer]] of paymentMethods.entries()) {
    await w.add(resources.paymentMethods, {
      name,
      kind,
      reference: kind.toUpperCase(),
      opens_cash_drawer: drawer,
      sort_order: i + 1,
    });
  }

  const orderTypes = [
    ['Dine-in', 'dine_in', true, false],
    ['Takeaway', 'takeaway', false, false],
    ['Delivery', 'delivery', false, true],
    ['Pickup', 'pickup', false, true],
  ] as const;
  for (const [i, [name, kind, table, customer]] of orderTypes.entries()) {
    await w.add(resources.orderTypes, {
      name,
      kind,
      requires_table: table,
      requires_customer: customer,
      sort_order: i + 1,
    });
  }

  const floorPlans = [
    [
      ['Main dining room', 10],
      ['Terrace', 6],
    ],
    [
      ['Ground floor', 8],
      ['Mezzanine', 5],
    ],
  ] as const;
  for (const [r, restaurantId] of business.restaurantIds.entries()) {
    let number = 0;
    for (const [f, [floorName, tableCount]] of (floorPlans[r] ?? []).entries()) {
      const floor = await w.add(
        resources.floors,
        { name: floorName, sort_order: f + 1 },
        { locationId: restaurantId },
      );
      for (let t = 0; t < tableCount; t += 1) {
        number += 1;
        await w.add(
          resources.tables,
          {
            floor_id: floor.id,
            name: `T${number}`,
            seats: [2, 4, 4, 6, 2, 8][t % 6],
            shape: t % 3 === 0 ? 'round' : 'square',
            sort_order: number,
          },
          { locationId: restaurantId },
        );
      }
    }
  }

  const discount = (fields: Record<string, unknown>) => w.add(resources.discounts, fields);
  await discount({ name: 'Staff meal', reference: 'STAFF', value: 50, requires_approval: true });
  await discount({ name: 'Happy hour', reference: 'HAPPY', value: 20 });
  const welcome = await discount({ name: 'Welcome 10%', reference: 'WELCOME', value: 10 });
  const flat = await discount({
    name: '10 off orders over 100',
    reference: 'FLAT10',
    kind: 'amount',
    value: 10,
    min_order_amount: 100,
  });
  await w.add(resources.coupons, {
    code: 'WELCOME10',
    name: 'First order',
    discount_id: welcome.id,
    max_uses_per_customer: 1,
  });
  await w.add(resources.coupons, {
    code: 'SAVE10',
    name: '10 off over 100',
    discount_id: flat.id,
    max_uses: 500,
    starts_on: '2026-01-01',
    ends_on: '2026-12-31',
  });
  return { taxGroups };
}
