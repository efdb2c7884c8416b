import { businessDayClock, type BusinessDaySettings } from '@contract/businessDay';
import type { InvoiceBody, InvoiceStatus } from '@contract/sales';
import { MAX_INVOICE_AMOUNT, MAX_PAYLOAD_BYTES } from '@contract/sales';
import type { FieldMessage, ValidationCode } from '@contract/validation';
import { fromMilli, MILLI, toMilli, type InvoiceTotals } from './figures';

/**
 * What an invoice must be to be recorded, and what it comes to: pure rules over the body and the
 * rows it refers to, loaded beforehand (server/sales/references.ts). Amounts leave here in milli.
 */

/** A location as an invoice needs it: its day rules and its money. */
export interface InvoiceLocation extends BusinessDaySettings {
  id: string;
  /** Digits after the decimal point of its currency (the `decimal_points` setting). */
  decimals: number;
  currency: string | null;
}

/** A product as a line needs it. `location_id` null: sold everywhere. */
export interface LineProduct {
  location_id: string | null;
  category_id: string | null;
  /** The share of its tax that is VAT, 0 to 1 (from its tax group's taxes). */
  vat_share: number;
}

/** A sale a refund gives back, with what of it is left to refund, in thousandths, by product. */
export interface RefundTarget {
  id: string;
  location_id: string;
  kind: 'sale' | 'refund';
  status: InvoiceStatus;
  refundable: ReadonlyMap<string, number>;
  /** What is left to pay back of the sale, tax included, in thousandths. */
  dueLeft: number;
}

export interface InvoiceReferences {
  location: InvoiceLocation | undefined;
  products: ReadonlyMap<string, LineProduct>;
  /** Modifier items by id, with the location they belong to (null: everywhere). */
  modifierItems: ReadonlyMap<string, string | null>;
  paymentMethods: ReadonlySet<string>;
  channels: ReadonlySet<string>;
  orderTypes: ReadonlySet<string>;
  /** Tables by id, with their location. */
  tables: ReadonlyMap<string, string>;
  users: ReadonlySet<string>;
  refundTarget: RefundTarget | undefined;
}

export interface ComputedLine {
  line_no: number;
  product_id: string;
  category_id: string | null;
  name: string;
  quantity: number;
  unit_price: number;
  discount: number;
  tax: number;
  vat: number;
  gross: number;
  is_complimentary: boolean;
  modifiers: Array<{
    modifier_item_id: string;
    name: string;
    quantity: number;
    unit_price: number;
    /** The modifier's value on this line: line quantity x its quantity x its price, in milli. */
    gross: number;
  }>;
}

export interface ComputedInvoice {
  kind: 'sale' | 'refund';
  totals: InvoiceTotals & { due: number; paid: number };
  lines: ComputedLine[];
  payments: Array<{ payment_method_id: string; amount: number; tip: number }>;
  business_date: string;
  local_hour: number;
  business_minute: number;
  payload: string | null;
}

export type InvoiceCheck =
  { ok: true; invoice: ComputedInvoice } | { ok: false; fields: Record<string, FieldMessage> };

const message = (code: ValidationCode, params: FieldMessage['params'] = {}): FieldMessage => ({
  code,
  params,
});

/**
 * How far payments may be from the total: one minor unit of the currency, or half a minor unit per
 * line when tills round each line's tax (a 40-line bill may be 20 cents off the sum of its lines).
 */
export function paymentTolerance(decimals: number, lineCount: number): number {
  const minorUnit = MILLI / 10 ** Math.min(Math.max(decimals, 0), 3);
  return Math.max(minorUnit, Math.ceil((minorUnit / 2) * lineCount));
}

const money = (milli: number, decimals: number) => fromMilli(milli).toFixed(decimals);

/** Checks an invoice against the rows it refers to and works out its totals and business day. */
export function checkInvoice(body: InvoiceBody, refs: InvoiceReferences): InvoiceCheck {
  const fields: Record<string, FieldMessage> = {};
  const fail = (path: string, code: ValidationCode, params?: FieldMessage['params']) => {
    fields[path] ??= message(code, params);
  };
  const location = refs.location;
  if (!location) fail('location_id', 'unknown_reference');
  const at = location?.id ?? body.location_id;

  const known = (path: string, set: ReadonlySet<string>, value: string | null | undefined) => {
    if (value && !set.has(value)) fail(path, 'unknown_reference');
  };
  known('channel_id', refs.channels, body.channel_id);
  known('order_type_id', refs.orderTypes, body.order_type_id);
  known('cashier_id', refs.users, body.cashier_id);
  if (body.table_id) {
    const tableAt = refs.tables.get(body.table_id);
    if (tableAt === undefined) fail('table_id', 'unknown_reference');
    else if (tableAt !== at) fail('table_id', 'wrong_location');
  }

  let payload: string | null = null;
  if (body.payload !== undefined) {
    payload = JSON.stringify(body.payload);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      fail('payload', 'payload_too_large', { max: MAX_PAYLOAD_BYTES / 1024 });
    }
  }

  const kind = body.refund_of ? 'refund' : 'sale';
  if (kind === 'refund') {
    const target = refs.refundTarget;
    if (
      !target ||
      target.kind !== 'sale' ||
      target.status !== 'completed' ||
      target.location_id !== at
    ) {
      fail('refund_of', 'not_refundable');
    }
    if (body.status !== 'completed' && body.status !== 'void') fail('status', 'refund_status');
  }

  const lines: ComputedLine[] = body.lines.map((line, i) => {
    const product = refs.products.get(line.product_id);
    if (!product) fail(`lines.${i}.product_id`, 'unknown_reference');
    else if (product.location_id !== null && product.location_id !== at) {
      fail(`lines.${i}.product_id`, 'wrong_location');
    }
    if (line.is_complimentary && line.discount > 0) {
      fail(`lines.${i}.discount`, 'complimentary_discount');
    }
    const modifiers = line.modifiers.map((m, j) => {
      const itemAt = refs.modifierItems.get(m.modifier_item_id);
      if (itemAt === undefined)
        fail(`lines.${i}.modifiers.${j}.modifier_item_id`, 'unknown_reference');
      else if (itemAt !== null && itemAt !== at) {
        fail(`lines.${i}.modifiers.${j}.modifier_item_id`, 'wrong_location');
      }
      return {
        modifier_item_id: m.modifier_item_id,
        name: m.name,
        quantity: m.quantity,
        unit_price: toMilli(m.unit_price),
        gross: toMilli(line.quantity * m.quantity * m.unit_price),
      };
    });
    const own = toMilli(line.quantity * line.unit_price);
    const tax = toMilli(line.tax);
    return {
      line_no: i + 1,
      product_id: line.product_id,
      category_id: product?.category_id ?? null,
      name: line.name,
      quantity: line.quantity,
      unit_price: toMilli(line.unit_price),
      discount: toMilli(line.discount),
      tax,
      vat: Math.round(tax * (product?.vat_share ?? 0)),
      gross: own + modifiers.reduce((sum, m) => sum + m.gross, 0),
      is_complimentary: line.is_complimentary,
      modifiers,
    };
  });

  if (kind === 'refund' && refs.refundTarget) {
    const asked = new Map<string, { qty: number; first: number }>();
    lines.forEach((line, i) => {
      const seen = asked.get(line.product_id) ?? { qty: 0, first: i };
      seen.qty += toMilli(line.quantity);
      asked.set(line.product_id, seen);
    });
    for (const [productId, { qty, first }] of asked) {
      const left = refs.refundTarget.refundable.get(productId) ?? 0;
      if (qty > left) {
        fail(`lines.${first}.quantity`, 'refund_exceeds_sale', { left: fromMilli(left) });
      }
    }
  }

  body.payments.forEach((p, i) =>
    known(`payments.${i}.payment_method_id`, refs.paymentMethods, p.payment_method_id),
  );
  const payments = body.payments.map((p) => ({
    payment_method_id: p.payment_method_id,
    amount: toMilli(p.amount),
    tip: toMilli(p.tip),
  }));

  const totals = invoiceTotalsOf(lines, payments);
  // One invoice stays within what a single amount may be, so no sum of invoices outgrows the
  // database's integers (PostgreSQL's bigint) or JavaScript's exact ones.
  const largest = Math.max(totals.gross, totals.tax, totals.tips, totals.paid);
  if (largest > toMilli(MAX_INVOICE_AMOUNT)) fail('lines', 'too_big', { max: MAX_INVOICE_AMOUNT });
  const decimals = location?.decimals ?? 2;
  const tolerance = paymentTolerance(decimals, lines.length);
  const shown = { paid: money(totals.paid, decimals), due: money(totals.due, decimals) };
  // A refund gives back at most what the sale has left, in value as well as in quantity (a line
  // refunded at a higher price than it sold for would inflate the refunds).
  const target = kind === 'refund' ? refs.refundTarget : undefined;
  if (target && totals.due > target.dueLeft + tolerance) {
    fail('lines', 'refund_exceeds_sale', { left: money(Math.max(0, target.dueLeft), decimals) });
  }
  if (totals.paid > totals.due + tolerance) fail('payments', 'overpaid', shown);
  else if (body.status === 'completed' && Math.abs(totals.paid - totals.due) > tolerance) {
    fail('payments', 'payments_mismatch', shown);
  }

  if (Object.keys(fields).length > 0 || !location) return { ok: false, fields };
  const moment = businessDayClock(location).at(Date.parse(body.created_at));
  return {
    ok: true,
    invoice: { kind, totals, lines, payments, ...moment, payload },
  };
}

/**
 * An invoice's totals, in milli, from its lines and payments: what is stored on the invoice when it
 * is recorded, and what the self-audit (server/verify) recomputes from the stored lines.
 */
export function invoiceTotalsOf(
  lines: ReadonlyArray<
    Pick<ComputedLine, 'gross' | 'discount' | 'tax' | 'vat' | 'is_complimentary'>
  >,
  payments: ReadonlyArray<{ amount: number; tip: number }>,
): ComputedInvoice['totals'] {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const gross = sum(lines.map((l) => l.gross));
  const complimentary = sum(lines.filter((l) => l.is_complimentary).map((l) => l.gross));
  const discounts = sum(lines.filter((l) => !l.is_complimentary).map((l) => l.discount));
  const tax = sum(lines.map((l) => l.tax));
  return {
    gross,
    discounts,
    complimentary,
    tax,
    vat: sum(lines.map((l) => l.vat)),
    tips: sum(payments.map((p) => p.tip)),
    due: gross - complimentary - discounts + tax,
    paid: sum(payments.map((p) => p.amount)),
  };
}

/** Where an invoice may go from where it is. A void is final; a completed sale may still be voided. */
export const statusMoves: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  pending: ['preparing', 'ready', 'completed', 'void'],
  preparing: ['ready', 'completed', 'void'],
  ready: ['completed', 'void'],
  completed: ['void'],
  void: [],
};
