import type { SupplierInvoiceLine, SupplierOrderLine } from '@contract/purchasing';
import { round3 } from '../documents';

/**
 * The amounts a supplier order or invoice keeps beside its lines, each defined once: the writes
 * store them, and the self-audit (server/verify) recomputes them from the lines. Plain currency
 * units rounded to three decimals, as the documents speak them.
 */

/** What the order comes to as ordered: packs x price of each line. */
export const orderTotalOf = (lines: readonly SupplierOrderLine[]): number =>
  round3(lines.reduce((sum, l) => sum + l.packs * l.price, 0));

/** What was received of the order, substitutes included, at the prices received. */
export const receivedValueOf = (lines: readonly SupplierOrderLine[]): number =>
  round3(
    lines.reduce(
      (sum, l) => sum + l.received_value + l.substitutes.reduce((s, x) => s + x.value, 0),
      0,
    ),
  );

/** An invoice's amount before tax: quantity x unit price of each line. */
export const invoiceSubtotalOf = (lines: readonly SupplierInvoiceLine[]): number =>
  round3(lines.reduce((s, l) => s + l.quantity * l.unit_price, 0));

/** An invoice's amount with its tax. */
export const invoiceTotalOf = (subtotal: number, tax: number): number => round3(subtotal + tax);
