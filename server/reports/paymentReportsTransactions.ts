import type {
  paymentTransactionItem,
  paymentTransactionsReply,
  ReportQuery,
} from '@contract/reports';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/tables';
import { fromMilli } from '../sales/figures';
import { readPayments } from '../sales/read';
import type { SalesScope } from '../sales/scope';
import { cursorAfter, cursorValues, sortNumber, sortText, type CursorRead } from './cursor';
import { reportMeta, sortKeyOf, type ReportContext } from './frame';
import { transactionTotals } from './paymentReportsRead';

/**
 * The payments of a period one by one: every payment of the completed sales and refunds of the
 * scope's locations and business dates (what the payments aggregate counts), paged in SQL by page
 * number or after a cursor (server/reports/cursor.ts). Newest first, the invoices are walked in
 * time order from `invoices_recent` and a cursor starts the walk where the last page ended; their
 * payments are read by the payments' primary key.
 */

type Item = z.infer<typeof paymentTransactionItem>;
type Filter = Pick<ReportQuery, 'payment_method_id'>;
type Order = Pick<ReportQuery, 'sort' | 'dir'>;

export const transactionSortKeys = ['created_at', 'number', 'amount', 'tip'] as const;
type SortKey = (typeof transactionSortKeys)[number];

type Tables = Database & { p: Database['invoice_payments']; i: Database['invoices'] };

/** The locations' business dates; locations that read the same dates are asked together. */
function inPeriod(scope: SalesScope) {
  const groups = new Map<string, { ids: string[]; from: string; to: string }>();
  for (const l of scope.locations) {
    const group = groups.get(`${l.from}|${l.to}`) ?? { ids: [], from: l.from, to: l.to };
    group.ids.push(l.id);
    groups.set(`${l.from}|${l.to}`, group);
  }
  return (eb: ExpressionBuilder<Tables, 'i' | 'p'>): Expression<SqlBool> =>
    eb.or(
      [...groups.values()].map((g) =>
        eb.and([
          eb('i.location_id', 'in', g.ids),
          eb('i.business_date', '>=', g.from),
          eb('i.business_date', '<=', g.to),
        ]),
      ),
    );
}

function paymentsOf(db: Kysely<Database>, scope: SalesScope, filter: Filter) {
  let query = db
    .selectFrom('invoice_payments as p')
    .innerJoin('invoices as i', 'i.id', 'p.invoice_id')
    .where('i.customer_id', '=', scope.customerId)
    .where(inPeriod(scope))
    .where('i.status', '=', 'completed');
  if (filter.payment_method_id) {
    query = query.where('p.payment_method_id', '=', filter.payment_method_id);
  }
  return query;
}

/** Money paid back counts against the period: a refund's amount and tip are negative. */
const signedSql = (column: 'p.amount' | 'p.tip') =>
  sql<number>`case when ${sql.ref('i.kind')} = 'refund' then -${sql.ref(column)} else ${sql.ref(column)} end`;

const orderExpression = (key: SortKey) =>
  key === 'created_at'
    ? sql.ref('i.created_at')
    : key === 'number'
      ? sql.ref('i.number')
      : signedSql(key === 'amount' ? 'p.amount' : 'p.tip');

function ordered(query: ReturnType<typeof paymentsOf>, order: Order) {
  const key = sortKeyOf(order, transactionSortKeys, 'created_at');
  // The invoice id, then the payment's place in it, keep ties in the same order on every page.
  return query
    .orderBy(orderExpression(key), order.dir)
    .orderBy('i.id', order.dir)
    .orderBy('p.payment_no', 'asc');
}

/** A cursor's values: the last payment's sort value, its invoice and its place in the invoice. */
const cursorShape = (key: SortKey) =>
  z.tuple([key === 'created_at' || key === 'number' ? sortText : sortNumber, sortText, sortNumber]);

/**
 * The payments after a cursor in `ordered`'s order. The sort value alone bounds the index range;
 * the row value and the payment's place then pick up exactly after the last payment.
 */
function afterCursor(
  key: SortKey,
  dir: 'asc' | 'desc',
  [value, invoiceId, paymentNo]: readonly [string | number, string, number],
) {
  const order = orderExpression(key);
  const [bound, beyond] = dir === 'desc' ? ['<=', '<'] : ['>=', '>'];
  return sql<SqlBool>`(${order} ${sql.raw(bound)} ${value} and ((${order}, ${sql.ref('i.id')}) ${sql.raw(beyond)} (${value}, ${invoiceId}) or (${sql.ref('i.id')} = ${invoiceId} and ${sql.ref('p.payment_no')} > ${paymentNo})))`;
}

const itemColumns = [
  'i.id as invoice_id',
  'i.number',
  'i.created_at',
  'i.location_id',
  'i.kind',
  'p.payment_no',
  'p.payment_method_id',
  'p.amount',
  'p.tip',
] as const;

interface Row {
  invoice_id: string;
  number: string;
  created_at: string;
  location_id: string;
  kind: string;
  payment_no: number;
  payment_method_id: string;
  amount: number;
  tip: number;
}

function itemOf(row: Row): Item {
  const refund = row.kind === 'refund';
  // `|| 0`: a zero tip paid back is 0, not -0.
  const signed = (milli: number) => fromMilli(refund ? -Number(milli) : Number(milli)) || 0;
  return {
    invoice_id: row.invoice_id,
    number: row.number,
    created_at: row.created_at,
    location_id: row.location_id,
    kind: refund ? 'refund' : 'sale',
    payment_method_id: row.payment_method_id,
    amount: signed(row.amount),
    tip: signed(row.tip),
  };
}

/**
 * How many payments the period holds, from the payments aggregate: it counts every payment of
 * completed sales and refunds, the very rows the list pages through, without reading them (a count
 * of the invoices of 90 days at every location took 400-750 ms on PostgreSQL).
 */
export async function countTransactions(
  db: Kysely<Database>,
  scope: SalesScope,
  filter: Filter,
): Promise<number> {
  if (scope.locations.length === 0) return 0;
  const methods = await readPayments(db, scope);
  return methods
    .filter(
      (m) => !filter.payment_method_id || m.key.payment_method_id === filter.payment_method_id,
    )
    .reduce((sum, m) => sum + m.payments_count, 0);
}

/**
 * `transactions`: one page, newest first unless sorted otherwise, with the period's totals (a page
 * after a cursor leaves them to the read's first page) and the cursor of the next page.
 */
export async function paymentTransactions({
  db,
  scope,
  query,
  path,
}: Pick<ReportContext<ReportQuery>, 'db' | 'scope' | 'query' | 'path'>): Promise<
  z.infer<typeof paymentTransactionsReply>
> {
  // A sort that is not a column, or a cursor of another read, is refused even for an empty period.
  const key = sortKeyOf(query, transactionSortKeys, 'created_at');
  const read: CursorRead = { path, sort: key, query };
  const after = cursorValues(read, query.after, cursorShape(key));
  const count = await countTransactions(db, scope, query);
  // The page is chosen first (in the default order from the indexes alone), then only its own
  // rows are read whole. One payment more than the page tells whether another page follows.
  let chosen = ordered(paymentsOf(db, scope, query), query).select([
    'i.id',
    'p.payment_no',
    orderExpression(key).as('sort_value'),
  ]);
  if (after) chosen = chosen.where(afterCursor(key, query.dir, after));
  const found = count
    ? await chosen
        .limit(query.limit + 1)
        .offset(after ? 0 : (query.page - 1) * query.limit)
        .execute()
    : [];
  const page = found.slice(0, query.limit);
  const last = page[page.length - 1];
  const next =
    found.length > query.limit && last
      ? cursorAfter(read, [
          key === 'created_at' || key === 'number'
            ? String(last.sort_value)
            : Number(last.sort_value),
          last.id,
          Number(last.payment_no),
        ])
      : null;
  const rows = page.length
    ? await db
        .selectFrom('invoice_payments as p')
        .innerJoin('invoices as i', 'i.id', 'p.invoice_id')
        .select([...itemColumns])
        .where('p.invoice_id', 'in', [...new Set(page.map((r) => r.id))])
        .execute()
    : [];
  const byKey = new Map(rows.map((r) => [`${r.invoice_id}|${r.payment_no}`, r]));
  return {
    ...reportMeta(scope),
    items: page.map((p) => itemOf(byKey.get(`${p.id}|${p.payment_no}`)!)),
    totals: after ? null : await transactionTotals(db, scope, query),
    total: count,
    page: query.page,
    limit: query.limit,
    next,
  };
}

/** Every payment of the period in the asked order, for the export (the caller bounds the count). */
export async function allTransactions(
  db: Kysely<Database>,
  scope: SalesScope,
  query: Filter & Order,
  max: number,
): Promise<Item[]> {
  if (scope.locations.length === 0) return [];
  const rows = await ordered(paymentsOf(db, scope, query), query)
    .select([...itemColumns])
    .limit(max)
    .execute();
  return rows.map(itemOf);
}
