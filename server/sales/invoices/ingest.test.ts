import { describe, expect, it } from 'vitest';
import type { InvoiceBody } from '@contract/sales';
import { invoiceHash } from './ingest';

const body: InvoiceBody = {
  id: '0192e1a0-0000-7000-8000-000000000001',
  location_id: '0192e1a0-0000-7000-8000-000000000002',
  number: 'R-1',
  created_at: '2026-11-20T23:30:00+04:00',
  status: 'completed',
  lines: [
    {
      product_id: '0192e1a0-0000-7000-8000-000000000003',
      name: 'Burger "double" ü 🍔',
      quantity: 1.5,
      unit_price: 10,
      discount: 0,
      tax: 0.5,
      is_complimentary: false,
      modifiers: [],
    },
  ],
  payments: [{ payment_method_id: '0192e1a0-0000-7000-8000-000000000004', amount: 15.75, tip: 0 }],
};

describe('the hash that tells a resend from another invoice', () => {
  // Stored hashes are compared with those of resends, so a hash must never change between
  // releases: these are what the first release stored for the same bodies.
  it('is what earlier releases stored for the same body', () => {
    expect(invoiceHash(body)).toBe(
      '3cf04f48012440ba234b778e102ac32c4d1c863f9f4612c4a0e61caa92c40557',
    );
    expect(invoiceHash({ ...body, channel_id: null, table_id: undefined, guests: 0 })).toBe(
      '46854016f58d45a3be550e1a0ae93ea8209849c09285b3e76e05d3461f5eee94',
    );
  });

  it('is what earlier releases stored for a raw order with numeric keys, nulls and odd text', () => {
    const payload = {
      b: [
        1,
        null,
        { z: null, a: 'x', '10': 1, '2': 2, '01': 3, '4294967295': 4, '4294967294': 5, B: true },
      ],
      a: { '': -0, e: 1e21, f: 1e-7, g: '\u2028\n\t"\\' },
      arr: [[], {}, [null]],
    };
    expect(invoiceHash({ ...body, payload })).toBe(
      '089c9efb9f94df8b30f2d475ed6733026d5e80b284ea150034d4e8ac13d842b5',
    );
  });

  it('is the same for the same invoice sent with other key order, nulls and offset', () => {
    const again = {
      ...Object.fromEntries(Object.entries(body).reverse()),
      created_at: '2026-11-20T19:30:00Z',
      customer_id: null,
    } as InvoiceBody;
    expect(invoiceHash(again)).toBe(invoiceHash(body));
  });
});
