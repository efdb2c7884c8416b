import type {
  InvoiceMatch,
  MatchLine,
  SupplierInvoiceLine,
  SupplierOrderLine,
  SupplierOrderStatus,
} from '@contract/purchasing';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { liveMaterials } from './orders';
import { round3 } from '../documents';
import { type StoredInvoice } from './store';

/** Below these an invoice is taken to agree: a thousandth of a unit, a hundredth of money. */
const QUANTITY_TOLERANCE = 0.001;
const AMOUNT_TOLERANCE = 0.01;

interface Sums {
  quantity: number;
  value: number;
}
const add = (map: Map<string, Sums>, material: string, quantity: number, value: number) => {
  const s = map.get(material) ?? { quantity: 0, value: 0 };
  s.quantity += quantity;
  s.value += value;
  map.set(material, s);
};
const priceOf = (s: Sums | undefined) =>
  s && s.quantity > 0 ? Math.round((s.value / s.quantity) * 1e6) / 1e6 : null;

/**
 * An invoice matched against its order, per material: ordered, received (substitutes under their
 * own material) and invoiced, quantities in base units and prices per base unit. What other
 * approved invoices of the order already billed is taken off what was received, so an order
 * invoiced in parts matches part by part. The amount difference is what the invoice asks beyond
 * what arrived at the ordered price (the received price for a substitute, which was not ordered).
 */
export async function matchInvoice(
  db: Kysely<Database>,
  invoice: StoredInvoice,
): Promise<InvoiceMatch> {
  const invoiceLines = JSON.parse(invoice.lines) as SupplierInvoiceLine[];
  const invoiced = new Map<string, Sums>();
  for (const l of invoiceLines) add(invoiced, l.material_id, l.quantity, l.quantity * l.unit_price);

  const order = invoice.supplier_order_id
    ? await db
        .selectFrom('supplier_orders')
        .select(['id', 'number', 'status', 'lines'])
        .where('customer_id', '=', invoice.customer_id)
        .where('id', '=', invoice.supplier_order_id)
        .executeTakeFirst()
    : undefined;
  const ordered = new Map<string, Sums>();
  const received = new Map<string, Sums>();
  const before = new Map<string, Sums>();
  if (order) {
    for (const l of JSON.parse(order.lines) as SupplierOrderLine[]) {
      add(ordered, l.material_id, l.quantity, l.packs * l.price);
      add(received, l.material_id, l.received, l.received_value);
      for (const s of l.substitutes) add(received, s.material_id, s.quantity, s.value);
    }
    const others = await db
      .selectFrom('supplier_invoices')
      .select('lines')
      .where('customer_id', '=', invoice.customer_id)
      .where('supplier_order_id', '=', order.id)
      .where('id', '!=', invoice.id)
      .where('status', 'in', ['approved', 'paid'])
      .where('deleted_at', 'is', null)
      .execute();
    for (const other of others) {
      for (const l of JSON.parse(other.lines) as SupplierInvoiceLine[]) {
        add(before, l.material_id, l.quantity, l.quantity * l.unit_price);
      }
    }
  }

  const materialIds = [...new Set([...ordered.keys(), ...received.keys(), ...invoiced.keys()])];
  const materials = await liveMaterials(db, invoice.customer_id, materialIds);
  const lines: MatchLine[] = materialIds.map((materialId) => {
    const o = ordered.get(materialId);
    const r = received.get(materialId);
    const i = invoiced.get(materialId);
    const already = before.get(materialId)?.quantity ?? 0;
    const invoicedQuantity = i?.quantity ?? 0;
    const invoicedAmount = i?.value ?? 0;
    const orderedPrice = priceOf(o);
    const invoicedPrice = priceOf(i);
    const reference = orderedPrice ?? priceOf(r);
    const receivedOpen = (r?.quantity ?? 0) - already;
    const quantityDifference = order ? round3(invoicedQuantity - receivedOpen) : 0;
    const priceDifference =
      order && invoicedPrice !== null && reference !== null
        ? Math.round((invoicedPrice - reference) * 1e6) / 1e6
        : null;
    const amountDifference = order
      ? round3(invoicedAmount - Math.max(0, receivedOpen) * (reference ?? 0))
      : 0;
    const material = materials.get(materialId);
    return {
      material_id: materialId,
      name: material?.name ?? '',
      unit: material?.unit ?? '',
      ordered: round3(o?.quantity ?? 0),
      ordered_price: orderedPrice,
      received: round3(r?.quantity ?? 0),
      received_price: priceOf(r),
      already_invoiced: round3(already),
      invoiced: round3(invoicedQuantity),
      invoiced_price: invoicedPrice,
      quantity_difference: quantityDifference,
      price_difference: priceDifference,
      amount_difference: amountDifference,
      differs:
        Math.abs(quantityDifference) >= QUANTITY_TOLERANCE ||
        Math.abs((priceDifference ?? 0) * invoicedQuantity) >= AMOUNT_TOLERANCE,
    };
  });
  lines.sort((a, b) => Number(b.differs) - Number(a.differs) || a.name.localeCompare(b.name));
  return {
    order: order
      ? { id: order.id, number: order.number, status: order.status as SupplierOrderStatus }
      : null,
    lines,
    amount_difference: round3(lines.reduce((s, l) => s + l.amount_difference, 0)),
    has_differences: lines.some((l) => l.differs),
  };
}
