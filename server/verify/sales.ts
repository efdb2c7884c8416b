import { addDays } from '@contract/businessDay';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import {
  aggregatedInvoiceColumns,
  aggregateDeltas,
  aggregateKeys,
  loadAggregatedInvoices,
  monthlyTable,
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
const totalsColumns = [
  'gross',
  'discounts',
  'complimentary',
  'tax',
  'vat',
  'tips',
  'due',
  'paid',
] as const;

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
    let from = '';
    for (;;) {
      const until = await roundEnd(database.db, customerId, locationId, from);
      await inSnapshot(database, (db) =>
        verifyDays(db, customerId, locationId, { from, until }, findings),
      );
      if (until === null) break;
      from = until;
    }
    await inSnapshot(database, (db) => verifyMonths(db, customerId, locationId, findings));
  }
}

/**
 * The monthly twins of a location (`sales_monthly`): each row against the sums of its month's daily
 * rows, which the rounds above hold to the invoices. A twin row no day gives, or a month of days
 * without its twin row, differs like any other.
 */
async function verifyMonths(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  findings: Findings,
): Promise<void> {
  const loose = db as unknown as Loose;
  for (const table of tables) {
    const dimensions = aggregateKeys[table];
    const columns = valueColumns[table];
    const month = sql<string>`substr(business_date, 1, 8) || '01'`;
    const fromDays = await loose
      .selectFrom(table)
      .select([
        month.as('business_date'),
        ...dimensions,
        ...columns.map((c) => sql<string>`sum(${sql.ref(c)})`.as(c)),
      ] as never)
      .where('customer_id', '=', customerId)
      .where('location_id', '=', locationId)
      .groupBy([month, ...dimensions] as never)
      .execute();
    const days = new Map(fromDays.map((row) => [keyText(table, keyOf(table, row)), row]));
    const stored = await loose
      .selectFrom(monthlyTable(table))
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('location_id', '=', locationId)
      .execute();
    const compare = (key: Record<string, string | number>, twin: Row | null, sum: Row | null) =>
      findings.compare('sales_monthly', locationId, {
        key: { table, ...key },
        stored: twin ? numbersOf(twin, columns) : null,
        recomputed: sum ? numbersOf(sum, columns) : null,
      });
    for (const row of stored) {
      const key = keyOf(table, row);
      const k = keyText(table, key);
      compare(key, row, days.get(k) ?? null);
      days.delete(k);
    }
    for (const row of days.values()) compare(keyOf(table, row), null, row);
  }
}

type Row = Record<string, unknown>;

type Recomputed = Map<
  string,
  { table: AggregateTable; key: Record<string, string | number>; values: Figures }
>;

/**
 * Where a round that starts at `from` ends (exclusive): at the business date of the PAGE-th
 * invoice after it, or the next day when that is still `from` (a day bigger than a page is one
 * round); null when fewer are left. Rounds are whole days, so a day's aggregates are compared
 * with every one of its invoices, read in the same snapshot.
 */
async function roundEnd(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  from: string,
): Promise<string | null> {
  const found = await db
    .selectFrom('invoices')
    .select('business_date')
    .where('customer_id', '=', customerId)
    .where('location_id', '=', locationId)
    .where('business_date', '>=', from)
    .orderBy('business_date')
    .orderBy('created_at')
    .limit(1)
    .offset(PAGE)
    .executeTakeFirst();
  if (!found) return null;
  return found.business_date > from ? found.business_date : addDays(found.business_date, 1);
}

/**
 * One round of a location: its invoices of the dates in [from, until), a page at a time, recomputed
 * into aggregate rows and compared with the stored rows of the same dates (and of the dates between
 * that had no invoice). Memory holds a round's rows, never a year's.
 */
async function verifyDays(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  days: { from: string; until: string | null },
  findings: Findings,
): Promise<void> {
  const recomputed: Recomputed = new Map();
  let after: { business_date: string; created_at: string; id: string } | null = null;
  for (;;) {
    let query = db
      .selectFrom('invoices')
      .select([...aggregatedInvoiceColumns, 'created_at', 'number', 'status', ...totalsColumns])
      .where('customer_id', '=', customerId)
      .where('location_id', '=', locationId)
      .where('business_date', '>=', days.from);
    if (days.until !== null) query = query.where('business_date', '<', days.until);
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
      if (row.status === 'completed') addUp(recomputed, aggregateDeltas(invoice, 1));
    });
    if (page.length < PAGE) break;
    after = page.at(-1)!;
  }
  await compareDays(db, customerId, locationId, days, recomputed, findings);
}

/** Deltas added into the recomputed rows of their keys. */
function addUp(recomputed: Recomputed, deltas: ReturnType<typeof aggregateDeltas>): void {
  for (const delta of deltas) {
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
}

/** The stored aggregate rows of dates in [from, until) against the recomputed ones of a round. */
async function compareDays(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  days: { from: string; until: string | null },
  recomputed: Recomputed,
  findings: Findings,
): Promise<void> {
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
  for (const mine of recomputed.values()) {
    findings.compare(mine.table, locationId, {
      key: mine.key,
      stored: null,
      recomputed: numbersOf(mine.values, valueColumns[mine.table]),
    });
  }
}
