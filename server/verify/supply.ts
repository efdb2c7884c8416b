import type { SupplierInvoiceLine, SupplierOrderLine } from '@contract/purchasing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { round3 } from '../supply/documents';
import {
  invoiceSubtotalOf,
  invoiceTotalOf,
  orderTotalOf,
  receivedValueOf,
} from '../supply/purchasing/amounts';
import type { Findings } from './findings';
import { inSnapshot, locationsIn, type VerifiedDatabase } from './snapshot';

/**
 * Supplier orders' and invoices' amounts against their lines, with the definitions the writes use
 * (server/supply/purchasing/amounts.ts). Plain currency units. The product rounds each amount to
 * three decimals, the invoice's tax before its total and an order's invoiced value at each
 * approval; recomputing rounds once, so a difference of up to one thousandth is that rounding.
 */
const roundingTolerance = 0.001 + 1e-9;
const tolerances = {
  total: roundingTolerance,
  received_value: roundingTolerance,
  invoiced_value: roundingTolerance,
  subtotal: roundingTolerance,
};

/** Documents read per round. */
const PAGE = 500;

/** Invoices that added their subtotal to their order's invoiced value (they cannot leave it). */
const invoicedStatuses = ['approved', 'paid'];

export async function verifySupply(
  database: VerifiedDatabase,
  customerId: string,
  findings: Findings,
): Promise<void> {
  const locations = await locationsIn(database.db, customerId, [
    'supplier_orders',
    'supplier_invoices',
  ]);
  for (const locationId of locations) {
    // A page of orders and the invoices that add to them are read in one snapshot each.
    for (let after: string | null = ''; after !== null;) {
      const from: string = after;
      after = await inSnapshot(database, (db) =>
        verifyOrders(db, customerId, locationId, from, findings),
      );
    }
    for (let after: string | null = ''; after !== null;) {
      const from: string = after;
      after = await inSnapshot(database, (db) =>
        verifyInvoices(db, customerId, locationId, from, findings),
      );
    }
  }
}

/** A page of orders after `after` (by id) checked; the next page's start, or null at the end. */
async function verifyOrders(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  after: string,
  findings: Findings,
): Promise<string | null> {
  const orders = await db
    .selectFrom('supplier_orders')
    .select(['id', 'number', 'lines', 'total', 'received_value', 'invoiced_value'])
    .where('customer_id', '=', customerId)
    .where('location_id', '=', locationId)
    .where('deleted_at', 'is', null)
    .where('id', '>', after)
    .orderBy('id')
    .limit(PAGE)
    .execute();
  if (orders.length === 0) return null;
  const invoiced = new Map<string, number>();
  const invoices = await db
    .selectFrom('supplier_invoices')
    .select(['supplier_order_id', 'subtotal'])
    .where('customer_id', '=', customerId)
    .where('status', 'in', invoicedStatuses)
    .where(
      'supplier_order_id',
      'in',
      orders.map((o) => o.id),
    )
    .execute();
  for (const i of invoices) {
    const id = i.supplier_order_id!;
    invoiced.set(id, (invoiced.get(id) ?? 0) + Number(i.subtotal));
  }
  for (const order of orders) {
    const lines = JSON.parse(order.lines) as SupplierOrderLine[];
    findings.compare(
      'supplier_orders',
      locationId,
      {
        key: { number: order.number, order_id: order.id },
        stored: {
          total: Number(order.total),
          received_value: Number(order.received_value),
          invoiced_value: Number(order.invoiced_value),
        },
        recomputed: {
          total: orderTotalOf(lines),
          received_value: receivedValueOf(lines),
          invoiced_value: round3(invoiced.get(order.id) ?? 0),
        },
      },
      tolerances,
    );
  }
  return orders.length < PAGE ? null : orders.at(-1)!.id;
}

/** A page of invoices after `after` (by id) checked; the next page's start, or null at the end. */
async function verifyInvoices(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  after: string,
  findings: Findings,
): Promise<string | null> {
  const invoices = await db
    .selectFrom('supplier_invoices')
    .select(['id', 'number', 'lines', 'subtotal', 'tax', 'total'])
    .where('customer_id', '=', customerId)
    .where('location_id', '=', locationId)
    .where('deleted_at', 'is', null)
    .where('id', '>', after)
    .orderBy('id')
    .limit(PAGE)
    .execute();
  if (invoices.length === 0) return null;
  for (const invoice of invoices) {
    const subtotal = invoiceSubtotalOf(JSON.parse(invoice.lines) as SupplierInvoiceLine[]);
    findings.compare(
      'supplier_invoices',
      locationId,
      {
        key: { number: invoice.number, invoice_id: invoice.id },
        stored: { subtotal: Number(invoice.subtotal), total: Number(invoice.total) },
        recomputed: { subtotal, total: invoiceTotalOf(subtotal, Number(invoice.tax)) },
      },
      tolerances,
    );
  }
  return invoices.length < PAGE ? null : invoices.at(-1)!.id;
}
