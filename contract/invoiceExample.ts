import type { InvoiceBody } from './sales';

/**
 * The example of `POST /api/invoices` in the API documentation: a dine-in sale of two burgers with
 * an extra, a complimentary drink and a discount, paid by card with a tip. A till sends its
 * business's own ids where this example has made-up ones (locations, products, payment methods...).
 */
export const invoiceExample: InvoiceBody = {
  id: '0193f6a2-5c10-7c3e-9a51-2f0d4b7e8a01',
  location_id: '0193f000-0000-7000-8000-0000000000a1',
  number: 'DXB-000123',
  created_at: '2026-11-24T13:05:00+04:00',
  status: 'completed',
  channel_id: null,
  order_type_id: '0193f000-0000-7000-8000-0000000000d1',
  table_id: '0193f000-0000-7000-8000-0000000000e7',
  cashier_id: '0193f000-0000-7000-8000-000000000001',
  guests: 2,
  lines: [
    {
      product_id: '0193f000-0000-7000-8000-0000000001b1',
      name: 'Classic burger',
      quantity: 2,
      unit_price: 42,
      discount: 8.4,
      tax: 4.2,
      is_complimentary: false,
      modifiers: [
        {
          modifier_item_id: '0193f000-0000-7000-8000-0000000002c1',
          name: 'Extra cheese',
          quantity: 1,
          unit_price: 4,
        },
      ],
    },
    {
      product_id: '0193f000-0000-7000-8000-0000000001b2',
      name: 'Lemonade',
      quantity: 1,
      unit_price: 18,
      discount: 0,
      tax: 0.9,
      is_complimentary: true,
      modifiers: [],
    },
  ],
  // 2 x (42 + 4) = 92, less 8.40 discount, plus 4.20 + 0.90 tax = 88.70; the lemonade is free.
  payments: [{ payment_method_id: '0193f000-0000-7000-8000-0000000003f2', amount: 88.7, tip: 10 }],
};

/** What a plain sale names: where, when and what, and how it was paid. */
export interface PlainSaleParts {
  id: string;
  location_id: string;
  number: string;
  created_at: string;
  product: { id: string; name: string };
  payment_method_id: string;
}

/** One of a product at 10 plus 0.50 tax, nothing taken off, nothing added. */
export function plainLine(product: { id: string; name: string }): InvoiceBody['lines'][number] {
  return {
    product_id: product.id,
    name: product.name,
    quantity: 1,
    unit_price: 10,
    discount: 0,
    tax: 0.5,
    is_complimentary: false,
    modifiers: [],
  };
}

/**
 * A completed sale of one `plainLine`, paid exactly: the smallest invoice a till sends, for tests
 * and examples that need a sale and do not care what was sold.
 */
export function plainSale({ product, payment_method_id, ...sale }: PlainSaleParts): InvoiceBody {
  return {
    ...sale,
    status: 'completed',
    lines: [plainLine(product)],
    payments: [{ payment_method_id, amount: 10.5, tip: 0 }],
  };
}
