import { v7 as uuidv7 } from 'uuid';
import { beforeAll } from 'vitest';
import { plainSale } from '@contract/invoiceExample';
import type { InvoiceBody } from '@contract/sales';
import type { Caller, TestRow } from '../testing/harness';

/**
 * What sales tests need from the demo business: its places and payment methods, and products whose
 * tax is known. `vatProduct` is taxed by VAT 5% alone; `mixedProduct` by VAT 5% and a 7% fee that is
 * not VAT, so 5/12 of its tax is VAT.
 */
export interface SalesFixture {
  dubai: string;
  soho: string;
  abuDhabi: string;
  card: string;
  cash: string;
  vatProduct: string;
  mixedProduct: string;
  modifierItem: string;
  dineIn: string;
  deliveroo: string;
  /** A sale at `dubai`, completed, with one plain line and its exact payment; override as needed. */
  invoice(overrides?: Partial<InvoiceBody>): InvoiceBody;
}

const byName = (rows: TestRow[], name: string) => {
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`no "${name}" among ${rows.map((r) => r.name).join(', ')}`);
  return row.id;
};

/** Makes the fixture in `beforeAll` with the administrator's caller; read it in tests. */
export function salesFixture(admin: Caller): () => SalesFixture {
  let fixture: SalesFixture | null = null;
  beforeAll(async () => {
    const list = async (path: string) =>
      (
        (await admin('GET', `${path}${path.includes('?') ? '&' : '?'}limit=1000`)).json() as {
          data: TestRow[];
        }
      ).data;
    const locations = await list('/locations');
    const methods = await list('/payment-methods');
    const taxes = await list('/tax');
    const create = async (path: string, body: Record<string, unknown>) => {
      const reply = await admin('POST', path, body);
      if (reply.statusCode !== 201) throw new Error(`${path}: ${reply.body}`);
      return (reply.json() as TestRow).id;
    };
    const fee = await create('/tax', { name: 'Municipality fee 7%', rate: 7 });
    const vat = byName(taxes, 'VAT 5%');
    const vatOnly = await create('/tax-group', { name: 'Test VAT only', tax_ids: [vat] });
    const mixed = await create('/tax-group', { name: 'Test VAT and fee', tax_ids: [vat, fee] });
    const vatProduct = await create('/products', {
      name: 'Test burger',
      price: 10,
      tax_group_id: vatOnly,
    });
    const mixedProduct = await create('/products', {
      name: 'Test hotel platter',
      price: 50,
      tax_group_id: mixed,
    });
    const modifier = await create('/modifiers', {
      name: 'Test extras',
      min_select: 0,
      max_select: 3,
    });
    const modifierItem = await create('/modifierItems', {
      modifier_id: modifier,
      name: 'Test extra cheese',
      price: 2,
    });
    const orderTypes = await list('/order-type');
    const channels = await list('/channels');
    const dubai = byName(locations, 'Backhouse Grill Dubai Marina');
    const card = byName(methods, 'Card');
    fixture = {
      dubai,
      soho: byName(locations, 'Backhouse Grill Soho'),
      abuDhabi: byName(locations, 'Bean & Leaf Corniche'),
      card,
      cash: byName(methods, 'Cash'),
      vatProduct,
      mixedProduct,
      modifierItem,
      dineIn: byName(orderTypes, 'Dine-in'),
      deliveroo: channels.find((c) => /deliveroo/i.test(c.name))?.id ?? channels[0]!.id,
      invoice: (overrides = {}) => ({
        ...plainSale({
          id: uuidv7(),
          location_id: dubai,
          number: `T-${Math.random().toString(36).slice(2, 8)}`,
          created_at: '2026-11-20T13:00:00+04:00',
          product: { id: vatProduct, name: 'Test burger' },
          payment_method_id: card,
        }),
        ...overrides,
      }),
    };
  });
  return () => {
    if (!fixture) throw new Error('the sales fixture is used before beforeAll made it');
    return fixture;
  };
}
