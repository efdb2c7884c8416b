import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import {
  aggregateDeltas,
  aggregateKeys,
  loadAggregatedInvoices,
  valueColumns,
  type AggregateTable,
} from '../sales/aggregates';
import { invoiceTotalsOf } from '../sales/invoiceRules';
import { numbersOf, type Figures, type Findings } from './findings';
import { inSnapshot, locationsIn, type VerifiedDatabase } from './snapshot';

/**
 * The sales aggregates and the invoices' totals, recomputed with the product's own definitions:
 * `aggregateDeltas` of each completed invoice as `loadAggregatedInvoices` reads it back (what
 * `update-main-tables` rebuilds from), and `invoiceTotalsOf` of each invoice's stored lines and
 * payments (what recording it stored). Every figure is an integer (milli or a count): compared
 * exactly.
 */

const tables = Object.keys(aggregateKeys) as AggregateTable[];

/** An invoice's stored totals, each recomputed from its lines and payments. */
const totalsColumns = ['gross', 'discounts', 'complimentary', 'tax', 'vat', 'tips', 'due', 'paid'];

/** Invoices read per round, as the rebuild does; their lines and payments come with them. */
const PAGE = 2000;

type Loose = Kysely<Record<string, Record<string, unknown>>>;

/** A row's key after business and location: its business date and the aggregate's dimensions. */
const keyOf = (table: AggregateTable, row: Record<string, unknown>) =>
  Object.fromEntries(
    ['business_date', ...aggregateKeys[table]].map((c) => [
      c,
      c === 'local_hour' ? Number(row[c]) : String(row[c]),
    ]),
  );
const keyText = (table: AggregateTable, key: Record<string, string | number>) =>
  `${table}|${Object.values(key).join('|')}`;

export async function verifySales(
  database: VerifiedDatabase,
  customerId: string,
  findings: Findings,
): Promise<void> {
  const locations = await locationsIn(database.db, customerId, ['invoices', ...tables]);
  for (const locationId of locations) {
    await inSnapshot(database, (db) => verifyLocation(db, customerId, locationId, findings));
  }
}

/**
 * One location's invoices in business-date order, a page at a time. The aggregates of the dates a
 * page has passed are complete: they are compared with the stored rows of those dates (and of the
 * dates between them that had no invoice) and let go, so memory holds a day or two, never a year.
 */
async function verifyLocation(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  findings: Findings,
): Promise<void> {
  const recomputed = new Map<
    string,
    { table: AggregateTable; key: Record<string, string | number>; values: Figures }
  >();
  let from = '';
  let after: { business_date: string; created_at: string; id: string } | null = null;
  for (;;) {
    let query = db
      .selectFrom('invoices')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('location_id', '=', locationId);
    if (after) {
      const { business_date, created_at, id } = after;
      query = query.where((eb) =>
        eb.or([
          eb('business_date', '>', business_date),
          eb.and([
            eb('business_date', '=', business_date),
            eb.or([
              eb('created_at', '>', created_at),
              eb.and([eb('created_at', '=', created_at), eb('id', '>', id)]),
            ]),
          ]),
        ]),
      );
    }
    const page = await query
      .orderBy('business_date')
      .orderBy('created_at')
      .orderBy('id')
      .limit(PAGE)
      .execute();
    const invoices = await loadAggregatedInvoices(db, page);
    page.forEach((row, i) => {
      const invoice = invoices[i]!;
      findings.compare('invoice_totals', locationId, {
        key: { business_date: row.business_date, number: row.number, invoice_id: row.id },
        stored: numbersOf(row, totalsColumns),
        recomputed: numbersOf(invoiceTotalsOf(invoice.lines, invoice.payments), totalsColumns),
      });
      if (row.status !== 'completed') return;
      for (const delta of aggregateDeltas(invoice, 1)) {
        const key = keyOf(delta.table, delta.key);
        const k = keyText(delta.table, key);
        const into = recomputed.get(k);
        if (!into) {
          recomputed.set(k, { table: delta.table, key, values: { ...delta.values } });
          continue;
        }
        for (const [column, value] of Object.entries(delta.values)) {
          into.values[column] = (into.values[column] ?? 0) + value;
        }
      }
    });
    const last = page.at(-1);
    // A page that is not the last may stop inside a day: that day waits for the next page.
    const until = page.length < PAGE || !last ? null : last.business_date;
    await compareDays(db, customerId, locationId, { from, until }, recomputed, findings);
    if (until === null) return;
    from = until;
    after = last!;
  }
}

/** The stored aggregate rows of dates in [from, until) against the recomputed ones, which go. */
async function compareDays(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  days: { from: string; until: string | null },
  recomputed: Map<
    string,
    { table: AggregateTable; key: Record<string, string | number>; values: Figures }
  >,
  findings: Findings,
): Promise<void> {
  const inRange = (date: string) => date >= days.from && (days.until === null || date < days.until);
  for (const table of tables) {
    let query = (db as unknown as Loose)
      .selectFrom(table)
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('location_id', '=', locationId)
      .where('business_date', '>=', days.from);
    if (days.until !== null) query = query.where('business_date', '<', days.until);
    const stored = await query.execute();
    for (const row of stored) {
      const key = keyOf(table, row);
      const k = keyText(table, key);
      const mine = recomputed.get(k);
      recomputed.delete(k);
      findings.compare(table, locationId, {
        key,
        stored: numbersOf(row, valueColumns[table]),
        recomputed: mine ? numbersOf(mine.values, valueColumns[table]) : null,
      });
    }
  }
  // What the invoices give and no stored row holds.
  for (const [k, mine] of recomputed) {
    if (!inRange(String(mine.key.business_date))) continue;
    recomputed.delete(k);
    findings.compare(mine.table, locationId, {
      key: mine.key,
      stored: null,
      recomputed: numbersOf(mine.values, valueColumns[mine.table]),
    });
  }
}
