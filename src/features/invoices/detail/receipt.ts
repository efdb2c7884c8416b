import type { InvoiceDetail } from '@contract/sales';
import { roundMoney } from '@/lib/money';

/**
 * An invoice laid out as the till prints it: the items with what each costs, their extras and
 * discounts under them, then the invoice's own totals and payments. Amounts of the rows are the
 * line's own prices times its quantities; every total comes from the invoice as the server stored
 * it, never added up here.
 */

export type ReceiptRow =
  | {
      kind: 'item';
      name: string;
      quantity: number;
      /** Quantity x unit price, extras not included. */
      amount: number;
      /** Given free: printed with its value, which the totals take off as complimentary. */
      complimentary: boolean;
    }
  | { kind: 'modifier'; name: string; quantity: number; amount: number }
  | { kind: 'discount'; amount: number };

export interface ReceiptPayment {
  /** The payment method's id, named by the screen. */
  methodId: string;
  amount: number;
  tip: number;
}

export interface Receipt {
  number: string;
  createdAt: string;
  /** A refund prints as one, with the number of the sale it gives back when known. */
  refund: boolean;
  refundOf: string | null;
  void: boolean;
  rows: ReceiptRow[];
  subtotal: number;
  discounts: number;
  complimentary: number;
  tax: number;
  vat: number;
  total: number;
  payments: ReceiptPayment[];
  tips: number;
}

/** The receipt of an invoice; `decimals` are the currency's, for the amounts worked out per row. */
export function receiptOf(invoice: InvoiceDetail, decimals: number): Receipt {
  const money = (n: number) => roundMoney(n, decimals);
  const rows: ReceiptRow[] = [];
  for (const line of invoice.lines) {
    rows.push({
      kind: 'item',
      name: line.name,
      quantity: line.quantity,
      amount: money(line.quantity * line.unit_price),
      complimentary: line.is_complimentary,
    });
    for (const modifier of line.modifiers) {
      // A modifier's quantity is per unit of its line: two burgers with one cheese each is two cheeses.
      const quantity = modifier.quantity * line.quantity;
      rows.push({
        kind: 'modifier',
        name: modifier.name,
        quantity,
        amount: money(quantity * modifier.unit_price),
      });
    }
    if (line.discount > 0) rows.push({ kind: 'discount', amount: line.discount });
  }
  const { totals } = invoice;
  return {
    number: invoice.number,
    createdAt: invoice.created_at,
    refund: invoice.kind === 'refund',
    refundOf: invoice.refunds_invoice?.number ?? null,
    void: invoice.status === 'void',
    rows,
    subtotal: totals.gross,
    discounts: totals.discounts,
    complimentary: totals.complimentary,
    tax: totals.tax,
    vat: totals.vat,
    total: totals.due,
    payments: invoice.payments.map((p) => ({
      methodId: p.payment_method_id,
      amount: p.amount,
      tip: p.tip,
    })),
    tips: totals.tips,
  };
}
