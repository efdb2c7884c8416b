import { sql, type Kysely } from 'kysely';
import { writeMany } from '../db/manyRows';
import type { Database } from '../db/tables';
import { contributionOf, figureSumKeys, scaleSums, toMilli, type InvoiceTotals } from './figures';

/**
 * The sales aggregates: each completed invoice adds its share, in the transaction that records it
 * (or completes it), and a void takes it back out. Every sales figure is read from these tables, so
 * a period of 90 days over a million invoice lines is a read of aggregates, not a scan of invoices.
 * `rebuildSalesAggregates` recomputes them from the invoices themselves.
 */

/** An invoice as the aggregates need it: its place, its dimensions, its totals, lines and payments. */
export interface AggregatedInvoice extends InvoiceTotals {
  customer_id: string;
  location_id: string;
  business_date: string;
  local_hour: number;
  kind: 'sale' | 'refund';
  guests: number | null;
  channel_id: string | null;
  order_type_id: string | null;
  cashier_id: string | null;
  lines: ReadonlyArray<{
    product_id: string;
    category_id: string | null;
    quantity: number;
    gross: number;
    discount: number;
    tax: number;
    vat: number;
    is_complimentary: boolean;
    modifiers: ReadonlyArray<{ modifier_item_id: string; quantity: number; gross: number }>;
  }>;
  payments: ReadonlyArray<{ payment_method_id: string; amount: number; tip: number }>;
}

type Values = Record<string, number>;
interface Delta {
  table: AggregateTable;
  key: Record<string, string | number>;
  values: Values;
}

export type AggregateTable =
  'sales_hourly' | 'sales_by_channel' | 'sales_by_cashier' | 'sales_by_item' | 'sales_by_payment';

/** The key columns of each aggregate after customer, location and business date. */
export const aggregateKeys: Record<AggregateTable, readonly string[]> = {
  sales_hourly: ['local_hour'],
  sales_by_channel: ['channel_id', 'order_type_id'],
  sales_by_cashier: ['cashier_id'],
  sales_by_item: ['item_kind', 'item_id', 'category_id'],
  sales_by_payment: ['payment_method_id'],
};

/**
 * The monthly twin of an aggregate (issue 24): the same keys and columns, with the first day of the
 * month as its business date. Every delta is added to both in the same statement batch, so a
 * period's whole months read a row per month from the twin instead of one per day: a chain's two
 * years are 24 rows a key, not 730. `server/verify/sales.ts` holds each twin to its daily rows.
 */
export const monthlyTable = <T extends AggregateTable>(table: T): `${T}_monthly` =>
  `${table}_monthly`;

/** The first day of the month of a business date (YYYY-MM-DD): the monthly twins' date. */
export const monthOf = (businessDate: string): string => `${businessDate.slice(0, 8)}01`;

/**
 * What one invoice adds to (sign 1) or takes from (sign -1) each aggregate. A batch of 500 invoices
 * makes some 5,000 deltas, so each is written as one object literal (no spreads, no second pass to
 * apply the sign): the same keys in the same order, the same values.
 */
export function aggregateDeltas(invoice: AggregatedInvoice, sign: 1 | -1): Delta[] {
  const { customer_id, location_id, business_date } = invoice;
  const sums = scaleSums(contributionOf(invoice), sign) as unknown as Values;
  const sale = invoice.kind === 'sale';
  // The invoice's items (its products' quantities, in thousandths, as sales_by_item adds them) in
  // the channel and cashier aggregates too: a period's items sold are then a read of a row per
  // day and channel, not of every item's row (a chain's sales report, issue 24).
  let items = 0;
  for (const line of invoice.lines) items += toMilli(line.quantity);
  const withItems: Values = {
    ...sums,
    quantity: sale ? items * sign : 0,
    refunded_quantity: sale ? 0 : items * sign,
  };
  const deltas: Delta[] = [
    {
      table: 'sales_hourly',
      key: { customer_id, location_id, business_date, local_hour: invoice.local_hour },
      values: sums,
    },
    {
      table: 'sales_by_channel',
      key: {
        customer_id,
        location_id,
        business_date,
        channel_id: invoice.channel_id ?? '',
        order_type_id: invoice.order_type_id ?? '',
      },
      values: withItems,
    },
    {
      table: 'sales_by_cashier',
      key: { customer_id, location_id, business_date, cashier_id: invoice.cashier_id ?? '' },
      values: withItems,
    },
  ];

  // Items: the product's own value carries the line's discount and tax; each modifier its own value.
  // So the items of a period add up to its gross sales, discounts, complimentary value and refunds.
  const item = (
    kind: 'product' | 'modifier',
    id: string,
    category: string | null,
    quantity: number,
    value: number,
    discount: number,
    tax: number,
    vat: number,
    complimentary: boolean,
  ) => {
    const values: Values = sale
      ? {
          sales_count: sign,
          quantity: toMilli(quantity) * sign,
          free_quantity: (complimentary ? toMilli(quantity) : 0) * sign,
          gross: value * sign,
          discounts: (complimentary ? 0 : discount) * sign,
          complimentary: (complimentary ? value : 0) * sign,
          tax: tax * sign,
          vat: vat * sign,
        }
      : {
          refund_count: sign,
          refunded_quantity: toMilli(quantity) * sign,
          refunds: (complimentary ? 0 : value - discount) * sign,
          tax: -tax * sign,
          vat: -vat * sign,
        };
    deltas.push({
      table: 'sales_by_item',
      key: {
        customer_id,
        location_id,
        business_date,
        item_kind: kind,
        item_id: id,
        category_id: category ?? '',
      },
      values,
    });
  };
  for (const line of invoice.lines) {
    let modifiersValue = 0;
    for (const m of line.modifiers) modifiersValue += m.gross;
    const complimentary = line.is_complimentary;
    item(
      'product',
      line.product_id,
      line.category_id,
      line.quantity,
      line.gross - modifiersValue,
      line.discount,
      line.tax,
      line.vat,
      complimentary,
    );
    // A modifier counts in the category of the product it was sold with: a burger's extra cheese
    // is burger revenue, so the categories of a period add up to its sales.
    for (const m of line.modifiers) {
      item(
        'modifier',
        m.modifier_item_id,
        line.category_id,
        line.quantity * m.quantity,
        m.gross,
        0,
        0,
        0,
        complimentary,
      );
    }
  }
  for (const p of invoice.payments) {
    deltas.push({
      table: 'sales_by_payment',
      key: { customer_id, location_id, business_date, payment_method_id: p.payment_method_id },
      values: {
        payments_count: sign,
        amount: sale ? p.amount * sign : 0,
        refunded: sale ? 0 : p.amount * sign,
        tips: (sale ? p.tip : -p.tip) * sign,
      },
    });
  }
  return deltas;
}

/** The row a delta adds to: its table and key values, in the key's order. */
function keyText(d: Delta): string {
  let text: string = d.table;
  for (const column in d.key) text += `|${d.key[column]}`;
  return text;
}

/** Deltas added up per aggregate row, so each row is written once per batch. */
export function mergeDeltas(deltas: readonly Delta[]): Delta[] {
  const merged = new Map<string, Delta>();
  for (const d of deltas) {
    const k = keyText(d);
    const into = merged.get(k);
    if (!into) {
      merged.set(k, { table: d.table, key: d.key, values: { ...d.values } });
      continue;
    }
    for (const column in d.values) {
      into.values[column] = (into.values[column] ?? 0) + d.values[column]!;
    }
  }
  return [...merged.values()];
}

/** Products' quantities sold and refunded, in thousandths: by item, and per channel and cashier. */
export const itemColumns = ['quantity', 'refunded_quantity'] as const;

/** Columns of each aggregate that deltas add to. */
export const valueColumns: Record<AggregateTable, readonly string[]> = {
  sales_hourly: figureSumKeys,
  sales_by_channel: [...figureSumKeys, ...itemColumns],
  sales_by_cashier: [...figureSumKeys, ...itemColumns],
  sales_by_item: [...figureSumKeys, ...itemColumns, 'free_quantity'],
  sales_by_payment: ['payments_count', 'amount', 'refunded', 'tips'],
};

/** Rows per upsert statement: within SQLite's and PostgreSQL's parameter limits. */
const ROWS_PER_STATEMENT = 200;

type Loose = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Adds the deltas to their rows, creating rows that do not exist yet: one upsert per table and
 * chunk. Call inside the transaction that records the invoices.
 */
export async function applyDeltas(trx: Kysely<Database>, deltas: readonly Delta[]): Promise<void> {
  const daily = mergeDeltas(deltas);
  // The same deltas by month, for the monthly twins: a batch of a day adds to one row per key.
  const monthly = mergeDeltas(
    daily.map((d) => ({
      table: d.table,
      key: { ...d.key, business_date: monthOf(String(d.key.business_date)) },
      values: d.values,
    })),
  );
  for (const [merged, nameOf] of [
    [daily, (t: AggregateTable) => t],
    [monthly, monthlyTable],
  ] as const) {
    const byTable = new Map<AggregateTable, Delta[]>();
    for (const d of merged) {
      const list = byTable.get(d.table) ?? [];
      list.push(d);
      byTable.set(d.table, list);
    }
    for (const [table, list] of byTable) {
      const columns = valueColumns[table];
      const keys = ['customer_id', 'location_id', 'business_date', ...aggregateKeys[table]];
      await addToRows(trx, { table: nameOf(table), keys, columns }, list);
    }
  }
}

/**
 * Adds each delta's values to the row of its key in a table of sums (the sales aggregates, the
 * stock ledger's `stock_daily`), creating the rows that do not exist yet: one upsert per chunk.
 * Deltas must be merged per key already: a statement may not touch one row twice.
 */
export async function addToRows(
  trx: Kysely<Database>,
  target: { table: string; keys: readonly string[]; columns: readonly string[] },
  deltas: ReadonlyArray<{ key: Record<string, string | number>; values: Values }>,
): Promise<void> {
  const { table, keys, columns } = target;
  const db = trx as unknown as Loose;
  for (let start = 0; start < deltas.length; start += ROWS_PER_STATEMENT) {
    const rows = deltas.slice(start, start + ROWS_PER_STATEMENT).map((d) => {
      const row: Record<string, unknown> = { ...d.key };
      for (const c of columns) row[c] = d.values[c] ?? 0;
      return row;
    });
    await writeMany(trx, `add to ${table} by ${keys.join(',')}`, rows, (chunk) =>
      db
        .insertInto(table)
        .values(chunk)
        .onConflict((oc) =>
          oc
            .columns([...keys])
            .doUpdateSet(
              Object.fromEntries(
                columns.map((c) => [
                  c,
                  sql`${sql.ref(`${table}.${c}`)} + ${sql.ref(`excluded.${c}`)}`,
                ]),
              ),
            ),
        ),
    );
  }
}

/** Invoices read per round while rebuilding. */
const REBUILD_PAGE = 2000;

/**
 * Recomputes every sales aggregate of a business from its completed invoices: what `update-main-tables`
 * runs, and what tests compare the running aggregates with. One transaction: readers see the old
 * figures or the new ones, never half.
 */
export async function rebuildSalesAggregates(
  trx: Kysely<Database>,
  customerId: string,
): Promise<void> {
  for (const table of Object.keys(aggregateKeys) as AggregateTable[]) {
    for (const name of [table, monthlyTable(table)]) {
      await (trx as unknown as Loose)
        .deleteFrom(name)
        .where('customer_id', '=', customerId)
        .execute();
    }
  }
  let after = '';
  for (;;) {
    const page = await trx
      .selectFrom('invoices')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('status', '=', 'completed')
      .where('id', '>', after)
      .orderBy('id')
      .limit(REBUILD_PAGE)
      .execute();
    if (page.length === 0) return;
    after = page[page.length - 1]!.id;
    const invoices = await loadAggregatedInvoices(trx, page);
    await applyDeltas(
      trx,
      invoices.flatMap((invoice) => aggregateDeltas(invoice, 1)),
    );
  }
}

/** The columns of an invoice the aggregates read (not its raw payload, say). */
export const aggregatedInvoiceColumns = [
  'id',
  'customer_id',
  'location_id',
  'business_date',
  'local_hour',
  'kind',
  'guests',
  'channel_id',
  'order_type_id',
  'cashier_id',
  'gross',
  'discounts',
  'complimentary',
  'tax',
  'vat',
  'tips',
] as const;

/** Stored invoices with their lines and payments, as the aggregates need them. */
export async function loadAggregatedInvoices(
  db: Kysely<Database>,
  invoices: ReadonlyArray<Pick<Database['invoices'], (typeof aggregatedInvoiceColumns)[number]>>,
): Promise<AggregatedInvoice[]> {
  if (invoices.length === 0) return [];
  const ids = invoices.map((i) => i.id);
  const lines = await db
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', 'in', ids)
    .execute();
  const payments = await db
    .selectFrom('invoice_payments')
    .selectAll()
    .where('invoice_id', 'in', ids)
    .execute();
  const linesOf = byInvoice(lines);
  const paymentsOf = byInvoice(payments);
  return invoices.map((i) => ({
    customer_id: i.customer_id,
    location_id: i.location_id,
    business_date: i.business_date,
    local_hour: Number(i.local_hour),
    kind: i.kind as 'sale' | 'refund',
    guests: i.guests === null ? null : Number(i.guests),
    channel_id: i.channel_id,
    order_type_id: i.order_type_id,
    cashier_id: i.cashier_id,
    gross: Number(i.gross),
    discounts: Number(i.discounts),
    complimentary: Number(i.complimentary),
    tax: Number(i.tax),
    vat: Number(i.vat),
    tips: Number(i.tips),
    lines: (linesOf.get(i.id) ?? []).map((l) => ({
      product_id: l.product_id,
      category_id: l.category_id,
      quantity: Number(l.quantity),
      gross: Number(l.gross),
      discount: Number(l.discount),
      tax: Number(l.tax),
      vat: Number(l.vat),
      is_complimentary: Boolean(Number(l.is_complimentary)),
      modifiers: (
        JSON.parse(l.modifiers) as Array<{
          modifier_item_id: string;
          quantity: number;
          gross: number;
        }>
      ).map((m) => ({
        modifier_item_id: m.modifier_item_id,
        quantity: m.quantity,
        gross: m.gross,
      })),
    })),
    payments: (paymentsOf.get(i.id) ?? []).map((p) => ({
      payment_method_id: p.payment_method_id,
      amount: Number(p.amount),
      tip: Number(p.tip),
    })),
  }));
}

/** Rows grouped by their invoice (Map.groupBy needs Node 21). */
function byInvoice<T extends { invoice_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(row.invoice_id);
    if (list) list.push(row);
    else out.set(row.invoice_id, [row]);
  }
  return out;
}
