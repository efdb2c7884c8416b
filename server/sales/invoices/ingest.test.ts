import { createHash } from 'node:crypto';
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

  it('is, for any keys, the hash of the sorted copy that earlier releases made', () => {
    // The definition the first release used, kept here as the reference: a copy with sorted
    // entries and no null fields, through JSON.stringify. The hash writes it in one pass and
    // remembers the order of each set of keys it met, which must never mix up two sets (the empty
    // object and `{ "": 1 }` once did).
    const canonical = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(canonical);
      if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        return Object.fromEntries(
          Object.keys(record)
            .sort()
            .filter((k) => record[k] !== undefined && record[k] !== null)
            .map((k) => [k, canonical(record[k])]),
        );
      }
      return value;
    };
    const reference = (b: InvoiceBody) =>
      createHash('sha256')
        .update(
          JSON.stringify(canonical({ ...b, created_at: new Date(b.created_at).toISOString() })),
        )
        .digest('hex');
    const keys = [
      'a',
      'B',
      'z',
      '0',
      '2',
      '10',
      '01',
      '-1',
      '1.5',
      '4294967294',
      '4294967295',
      '',
      'é',
      '🍔',
      ' 3',
    ];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const leaves = [null, undefined, 0, -0, 1.25, 1e21, true, false, 'a "b" \\ \u2028 ü'];
    const value = (depth: number): unknown => {
      const roll = random();
      if (depth > 3 || roll < 0.35) return pick(leaves);
      if (roll < 0.6)
        return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
      const object: Record<string, unknown> = {};
      for (let i = Math.floor(random() * 6); i > 0; i--) object[pick(keys)] = value(depth + 1);
      return object;
    };
    for (let i = 0; i < 3000; i++) {
      const sent = { ...body, payload: value(0) as InvoiceBody['payload'], lines: body.lines };
      expect(invoiceHash(sent)).toBe(reference(sent));
    }
  });
});
