import type {
  OrderLineInput,
  ReceiptInput,
  SupplierInvoiceRow,
  SupplierOrderLine,
  SupplierOrderRow,
  SupplierOrderStatus,
} from '@contract/purchasing';

/**
 * What a supplier order's figures are, computed on the device the way the server computes them, so
 * an order made or received offline shows its totals and progress at once. The server's reply
 * replaces the row on push; these never decide anything the server does not agree to.
 */

/** Quantities and money are kept to 3 decimals, as in the contract. */
export const round3 = (n: number): number => Math.round(n * 1000) / 1000;

/** A line's base units: packs × pack size. */
export const lineQuantity = (packs: number, packSize: number): number => round3(packs * packSize);

export const orderTotal = (lines: readonly Pick<SupplierOrderLine, 'packs' | 'price'>[]): number =>
  round3(lines.reduce((sum, l) => sum + l.packs * l.price, 0));

/** The line as the server will store it, from what the client sends and the pack it chose. */
export function orderLineFrom(
  input: OrderLineInput & { pack_size: number; price: number },
): SupplierOrderLine {
  return {
    id: input.id,
    material_id: input.material_id,
    item_code: input.item_code ?? '',
    pack_name: input.pack_name ?? '',
    pack_size: input.pack_size,
    packs: input.packs,
    quantity: lineQuantity(input.packs, input.pack_size),
    price: input.price,
    received: 0,
    received_value: 0,
    damaged: 0,
    substitutes: [],
    invoiced: 0,
    note: input.note,
    basis: input.basis ?? null,
  };
}

/** Base units of a line still to come. */
export const outstanding = (line: SupplierOrderLine): number =>
  Math.max(0, round3(line.quantity - line.received - substituted(line)));

const substituted = (line: SupplierOrderLine): number =>
  line.substitutes.reduce((sum, s) => sum + s.quantity, 0);

/** Share (0–1) of the ordered quantity that arrived, over every line. */
export function receivedShare(order: Pick<SupplierOrderRow, 'lines'>): number {
  const ordered = order.lines.reduce((sum, l) => sum + l.quantity, 0);
  if (ordered <= 0) return 0;
  const got = order.lines.reduce((sum, l) => sum + l.received + substituted(l), 0);
  return Math.min(1, got / ordered);
}

/** Share (0–1) of the order's value that approved invoices bill. */
export function invoicedShare(order: Pick<SupplierOrderRow, 'total' | 'invoiced_value'>): number {
  return order.total > 0 ? Math.min(1, order.invoiced_value / order.total) : 0;
}

/** The order after a receipt, as the server will have it: good stock in, damaged noted. */
export function applyReceipt(order: SupplierOrderRow, receipt: ReceiptInput): SupplierOrderRow {
  const byLine = new Map(receipt.lines.map((l) => [l.line_id, l]));
  const lines = order.lines.map((line) => {
    const got = byLine.get(line.id);
    if (!got) return line;
    const packPrice = got.price ?? line.price;
    const value = round3((got.quantity * packPrice) / line.pack_size);
    const damaged = round3(line.damaged + got.damaged);
    if (got.substitute_material_id && got.substitute_material_id !== line.material_id) {
      const substitute = {
        receipt_id: receipt.id,
        material_id: got.substitute_material_id,
        quantity: got.quantity,
        value,
      };
      return { ...line, damaged, substitutes: [...line.substitutes, substitute] };
    }
    return {
      ...line,
      damaged,
      received: round3(line.received + got.quantity),
      received_value: round3(line.received_value + value),
    };
  });
  const receivedValue = round3(
    lines.reduce(
      (sum, l) => sum + l.received_value + l.substitutes.reduce((s, x) => s + x.value, 0),
      0,
    ),
  );
  const complete = lines.every((l) => outstanding(l) <= 0);
  return {
    ...order,
    lines,
    received_value: receivedValue,
    status: complete ? 'received' : 'partly_received',
  };
}

/** The receipt lines of "receive all as ordered": what is still to come of every line. */
export function receiveAllLines(order: SupplierOrderRow): ReceiptInput['lines'] {
  return order.lines
    .filter((l) => outstanding(l) > 0)
    .map((l) => ({ line_id: l.id, quantity: outstanding(l), damaged: 0, note: '' }));
}

export type OrderAction = 'send' | 'accept' | 'decline' | 'receive' | 'close' | 'cancel';

/** What may be done with an order in each status (the server checks it again). */
export function actionsFor(status: SupplierOrderStatus): OrderAction[] {
  switch (status) {
    case 'draft':
      return ['send', 'cancel'];
    case 'sent':
      return ['accept', 'decline', 'receive', 'cancel'];
    case 'accepted':
      return ['receive'];
    case 'partly_received':
      return ['receive', 'close'];
    case 'received':
      return ['close'];
    default:
      return [];
  }
}

/** The status an action leads to, for the row shown until the server answers. */
export const statusAfter: Record<Exclude<OrderAction, 'receive'>, SupplierOrderStatus> = {
  send: 'sent',
  accept: 'accepted',
  decline: 'declined',
  close: 'closed',
  cancel: 'cancelled',
};

/** Invoice lines that bill what arrived at the price received (a starting point to edit). */
export function invoiceLinesFrom(order: SupplierOrderRow): SupplierInvoiceRow['lines'] {
  return order.lines
    .filter((l) => l.received > l.invoiced)
    .map((l) => ({
      material_id: l.material_id,
      quantity: round3(l.received - l.invoiced),
      unit_price:
        l.received > 0 ? round3(l.received_value / l.received) : round3(l.price / l.pack_size),
    }));
}

export const invoiceSubtotal = (lines: SupplierInvoiceRow['lines']): number =>
  round3(lines.reduce((sum, l) => sum + l.quantity * l.unit_price, 0));
