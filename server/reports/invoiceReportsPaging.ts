import type { ReportQuery } from '@contract/reports';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { ScopedLocation } from '../sales/scope';
import { cursorAfter, cursorValues, sortNumber, sortText, type CursorValue } from './cursor';
import { sortKeyOf, type ReportContext } from './frame';
import {
  invoiceColumns,
  invoicesOf,
  quantityOf,
  sortExpressions,
  type InvoiceSelection,
  type ReportInvoice,
} from './invoiceReportsSql';

/**
 * How the invoice reports (sale, order, balance) sort and page their invoices in SQL: by a page
 * number (the screen's table) or after a cursor (contract/reports.ts `after`). Every order ends
 * with the invoice's id, so it is total: a cursor is the last row's sort values and id, and the
 * next page is the rows after them, read onwards from there in the index, never by skipping.
 */

type Dir = 'asc' | 'desc';

/** An order: the terms before the id, and the types of a cursor's values (the terms', the id's). */
interface InvoiceOrder {
  terms: Expression<unknown>[];
  /** The one term may be null (guests): its nulls come last in either direction. */
  nullable: boolean;
  values: z.ZodType<CursorValue[]>;
  /** The sort values of a row of the page, as SQL gave them. */
  valuesOf: (row: SortedInvoice) => CursorValue[];
}

/** An invoice of a page, with its items (the quantities of its product lines, `quantityOf`). */
export type PagedInvoice = ReportInvoice & { items: number | string };
type SortedInvoice = PagedInvoice & { sort_value?: unknown };

const ref = (column: string) => sql.ref(`invoices.${column}`);

function orderOf(key: string): InvoiceOrder {
  // By business date, then time: each location's invoices come in that order from its index.
  if (key === 'created_at') {
    return {
      terms: [ref('business_date'), ref('created_at')],
      nullable: false,
      values: z.tuple([sortText, sortText, sortText]),
      valuesOf: (r) => [r.business_date, r.created_at, r.id],
    };
  }
  const number = (v: unknown) => (v === null ? null : Number(v));
  if (key in sortExpressions) {
    return {
      terms: [sortExpressions[key as keyof typeof sortExpressions]],
      nullable: false,
      values: z.tuple([sortNumber, sortText]),
      valuesOf: (r) => [number(r.sort_value), r.id],
    };
  }
  const nullable = key === 'guests';
  return {
    terms: [ref(key)],
    nullable,
    values: z.tuple([nullable ? sortNumber.nullable() : sortText, sortText]),
    valuesOf: (r) => [nullable ? number(r.sort_value) : String(r.sort_value), r.id],
  };
}

const row = (items: readonly Expression<unknown>[]) => sql`(${sql.join(items)})`;

/** The rows after a cursor's `values` in the order `(terms..., id) dir`. */
function afterCursor(
  order: InvoiceOrder,
  values: readonly CursorValue[],
  dir: Dir,
  id: Expression<unknown> = ref('id'),
): RawBuilder<SqlBool> {
  const beyond = sql.raw(dir === 'desc' ? '<' : '>');
  const last = values.map((v) => sql.val(v));
  const [first] = order.terms as [Expression<unknown>];
  if (order.nullable) {
    const lastId = last[last.length - 1]!;
    // Nulls come last: after a null only nulls with a further id; after a value, nulls too.
    return values[0] === null
      ? sql<SqlBool>`(${first} is null and ${id} ${beyond} ${lastId})`
      : sql<SqlBool>`(${first} is null or ${row([first, id])} ${beyond} ${row(last)})`;
  }
  return sql<SqlBool>`${row([...order.terms, id])} ${beyond} ${row(last)}`;
}

/**
 * By time, a cursor's business date ends the period read (newest first; starts it oldest first):
 * the index is then read from the cursor on. Given as a second bound beside the period's, it would
 * be left unused by SQLite, which picks one bound of a range and would read from the period's end.
 */
function fromCursorDate(selection: InvoiceSelection, date: string, dir: Dir): InvoiceSelection {
  const locations = selection.scope.locations.map((l) =>
    dir === 'desc'
      ? { ...l, to: l.to < date ? l.to : date }
      : { ...l, from: l.from > date ? l.from : date },
  );
  return { ...selection, scope: { ...selection.scope, locations } };
}

/** SQLite joins at most 500 selects in one compound: more locations than this sort as one set. */
const MAX_MERGED_LOCATIONS = 100;

/**
 * One page of the selected invoices in the order `sort` names, then by id, with their items, and
 * the cursor of the page after it (null on the last page: one row more than the page is read to
 * know). Without `after`, `page` says which page. `created_at` orders by business date, then time:
 * each location's invoices come in that order from the index (`invoices_day` and the like), so
 * their parts are merged (a UNION ALL ordered as a whole: SQLite merges the sorted parts,
 * PostgreSQL makes a Merge Append of them) instead of the whole period being sorted, and after a
 * cursor each part is read from the cursor on. Other orders are of figures no index holds: the
 * period's invoices are sorted once per page (after a cursor, only those beyond it).
 */
export async function pageInvoices<K extends string>(
  context: Pick<ReportContext<ReportQuery>, 'db' | 'dialect' | 'query' | 'path'>,
  selection: InvoiceSelection,
  sort: { sortable: readonly K[]; fallback: K },
): Promise<{ rows: PagedInvoice[]; next: string | null }> {
  const { db, query, path } = context;
  const key: string = sortKeyOf(query, sort.sortable, sort.fallback);
  const cursorRead = { path, sort: key, query };
  const order = orderOf(key);
  const after = cursorValues(cursorRead, query.after, order.values);
  const { dir, limit } = query;
  const offset = after ? 0 : (query.page - 1) * limit;
  const where = (s: InvoiceSelection) => {
    const selected = invoicesOf(s.scope, s.filters, s.extra);
    return after
      ? (eb: Parameters<typeof selected>[0]) =>
          eb.and([selected(eb), afterCursor(order, after, dir)])
      : selected;
  };
  const read =
    after && key === 'created_at' ? fromCursorDate(selection, String(after[0]), dir) : selection;
  const { locations } = read.scope;
  let rows: SortedInvoice[];
  if (key !== 'created_at' || locations.length <= 1 || locations.length > MAX_MERGED_LOCATIONS) {
    let sorted = db
      .selectFrom('invoices')
      .select(invoiceColumns)
      .select([quantityOf('invoices.id').as('items'), sql`${order.terms[0]!}`.as('sort_value')])
      .where(where(read));
    if (order.nullable) sorted = sorted.orderBy(sql`${order.terms[0]!} is null`, 'asc');
    for (const term of order.terms) sorted = sorted.orderBy(term, dir);
    rows = await sorted
      .orderBy('invoices.id', dir)
      .limit(limit + 1)
      .offset(offset)
      .execute();
  } else {
    rows = await mergedPage(context, read, where, { dir, limit: limit + 1, offset }, locations);
  }
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return {
    rows: page,
    next: more ? cursorAfter(cursorRead, order.valuesOf(page[page.length - 1]!)) : null,
  };
}

/**
 * The page of invoices by time over several locations: each one's part merged in order. From the
 * start of a read (a cursor's or the first page), the parts give the page's rows whole: each row
 * read from the table is one of the page. Further on by page number, the rows skipped are read from
 * the index alone, and only the page's rows from the table.
 */
async function mergedPage(
  { db, dialect }: Pick<ReportContext<ReportQuery>, 'db' | 'dialect'>,
  selection: InvoiceSelection,
  where: (s: InvoiceSelection) => ReturnType<typeof invoicesOf>,
  { dir, limit, offset }: { dir: Dir; limit: number; offset: number },
  locations: readonly ScopedLocation[],
): Promise<PagedInvoice[]> {
  const whole = offset === 0;
  // Each location's part ordered in its own subquery: PostgreSQL merges ordered parts only so.
  const part = (location: ScopedLocation, i: number) =>
    db
      .selectFrom(
        db
          .selectFrom('invoices')
          .select(
            whole
              ? invoiceColumns
              : ['invoices.business_date', 'invoices.created_at', 'invoices.id'],
          )
          .where(where({ ...selection, scope: { ...selection.scope, locations: [location] } }))
          .orderBy('invoices.business_date', dir)
          .orderBy('invoices.created_at', dir)
          .orderBy('invoices.id', dir)
          // PostgreSQL plans each part by itself: told that no part gives more than the page
          // needs, it reads each in its index's order instead of sorting a location's whole
          // period. SQLite merges the parts as they come, and would sort each one first.
          .$if(dialect === 'postgres', (q) => q.limit(offset + limit))
          .as(`l${i}`),
      )
      .selectAll();
  const [first, ...others] = locations.map(part);
  const merged = others.reduce((union, next) => union.unionAll(next), first!);
  // The items of the page's rows only: those the merge passes over are never added up.
  const page = await db
    .selectFrom(merged.as('merged'))
    .selectAll()
    .$if(whole, (q) => q.select(quantityOf('merged.id').as('items')))
    .orderBy('merged.business_date', dir)
    .orderBy('merged.created_at', dir)
    .orderBy('merged.id', dir)
    .limit(limit)
    .offset(offset)
    .execute();
  // The parts gave every column of their rows, and the page added their items.
  if (whole) return page as PagedInvoice[];
  if (page.length === 0) return [];
  const rows = await db
    .selectFrom('invoices')
    .select(invoiceColumns)
    .select(quantityOf('invoices.id').as('items'))
    .where(
      'invoices.id',
      'in',
      page.map((r) => r.id),
    )
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return page.flatMap((r) => byId.get(r.id) ?? []);
}
