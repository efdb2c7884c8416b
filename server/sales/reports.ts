import { addDays, daysBetween } from '@contract/businessDay';
import { changePct } from '@contract/change';
import { resources } from '@contract/registry';
import type { InsightKind, TimeBlockKey } from '@contract/salesReports';
import { timeBlocks } from '@contract/salesReports';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { resourceDb } from '../resources/store';
import { addSums, figuresOf, fromMilli, netSalesMilli, zeroSums, type FigureSums } from './figures';
import {
  comparisonSumsBy,
  readGrouped,
  readNetSales,
  readPayments,
  readSums,
  readSumsBy,
  SUMS_TABLE,
} from './read';
import { currenciesOf, type SalesScope } from './scope';

/**
 * The sales reads behind the dashboard, the sales analysis and the sales screens. Each one is a read
 * of the aggregates (server/sales/read.ts) shaped for its screen; every figure goes through
 * `figuresOf`.
 */

export const readMeta = (scope: SalesScope, now = Date.now()) => ({
  period: { from: scope.from, to: scope.to, until: null },
  locations: scope.locations.map((l) => l.id),
  currencies: currenciesOf(scope),
  as_of: new Date(now).toISOString(),
});

/** The few figures a chart bucket shows. */
export function bucketOf(sums: FigureSums) {
  const f = figuresOf(sums);
  return {
    net_sales: f.net_sales,
    gross_sales: f.gross_sales,
    total_sales: f.total_sales,
    transactions: f.transactions,
    average_order_value: f.average_order_value,
  };
}

/** Every date of the scope's period, in order (the first location's dates when they differ). */
export function datesOf(scope: SalesScope): string[] {
  const days = Math.max(0, daysBetween(scope.from, scope.to)) + 1;
  return Array.from({ length: days }, (_, i) => addDays(scope.from, i));
}

/** Sums per business date, every date of the period present. */
export async function sumsPerDate(db: Kysely<Database>, scope: SalesScope) {
  const byDate = await readSumsBy(db, scope, 'business_date');
  return datesOf(scope).map((date) => ({ date, sums: byDate.get(date) ?? zeroSums() }));
}

/** The Monday of a date's week (weeks run Monday to Sunday). */
export const mondayOf = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
};

/**
 * A long period narrowed to the dates that have sales at its ends: "all time" (1900 to 2099) is
 * seventy thousand days, and a trend of them would be zeros around the few years a business sold.
 * A period of at most a year is kept whole (its quiet days are part of the picture).
 */
function clippedToSales(scope: SalesScope, byDate: ReadonlyMap<string, FigureSums>): SalesScope {
  if (daysBetween(scope.from, scope.to) < 366) return scope;
  const dates = [...byDate.keys()].sort();
  const first = dates[0] ?? scope.to;
  const last = dates.at(-1) ?? scope.to;
  const from = first > scope.from ? first : scope.from;
  const to = last < scope.to ? last : scope.to;
  return {
    ...scope,
    from,
    to,
    locations: scope.locations.map((l) => ({
      ...l,
      from: l.from < from ? from : l.from,
      to: l.to > to ? to : l.to,
    })),
  };
}

/** Net sales and the rest per day, week (from Monday) or month of the period. */
export async function salesTrend(
  db: Kysely<Database>,
  scope: SalesScope,
  interval: 'day' | 'week' | 'month',
) {
  const byDate = await readSumsBy(db, scope, 'business_date');
  const days = datesOf(clippedToSales(scope, byDate)).map((date) => ({
    date,
    sums: byDate.get(date) ?? zeroSums(),
  }));
  const buckets = new Map<string, FigureSums>();
  for (const { date, sums } of days) {
    const key =
      interval === 'day' ? date : interval === 'week' ? mondayOf(date) : `${date.slice(0, 7)}-01`;
    buckets.set(key, addSums(buckets.get(key) ?? zeroSums(), sums));
  }
  return {
    ...readMeta(scope),
    interval,
    data: [...buckets].map(([period, sums]) => ({ period, ...bucketOf(sums) })),
  };
}

/** The block an hour of the clock falls in (night runs past midnight). */
export function blockOf(hour: number): TimeBlockKey {
  for (const block of timeBlocks) {
    const inside =
      block.from < block.to
        ? hour >= block.from && hour < block.to
        : hour >= block.from || hour < block.to;
    if (inside) return block.key;
  }
  return 'night';
}

/** A bucket of sales by time: the chart's figures and the refunds that explain a net below zero. */
const timeBucketOf = (sums: FigureSums) => ({
  ...bucketOf(sums),
  refunds: figuresOf(sums).refunds,
});

/** Sales by hour of the clock (24 hours), or by the four time blocks with the hours each covers. */
export async function salesByTime(db: Kysely<Database>, scope: SalesScope, by: 'hour' | 'block') {
  const byHour = await readSumsBy(db, scope, 'local_hour');
  const hourSums = (h: number) => byHour.get(String(h)) ?? zeroSums();
  const data =
    by === 'hour'
      ? Array.from({ length: 24 }, (_, hour) => ({
          hour,
          block: null,
          from_hour: hour,
          to_hour: (hour + 1) % 24,
          ...timeBucketOf(hourSums(hour)),
        }))
      : timeBlocks.map((block) => {
          const sums = zeroSums();
          for (let h = 0; h < 24; h += 1) if (blockOf(h) === block.key) addSums(sums, hourSums(h));
          return {
            hour: null,
            block: block.key,
            from_hour: block.from,
            to_hour: block.to,
            ...timeBucketOf(sums),
          };
        });
  return { ...readMeta(scope), by, data };
}

/** The week holding `to` (Monday to Sunday) against the week before, day by day. */
export async function weekOverWeek(db: Kysely<Database>, scope: SalesScope) {
  const monday = mondayOf(scope.to);
  const weekScope = (start: string): SalesScope => ({
    ...scope,
    from: start,
    to: addDays(start, 6),
    locations: scope.locations.map((l) => ({ ...l, from: start, to: addDays(start, 6) })),
  });
  const thisWeek = weekScope(monday);
  const lastWeek = weekScope(addDays(monday, -7));
  const [now, before] = [await sumsPerDate(db, thisWeek), await sumsPerDate(db, lastWeek)];
  const total = (days: typeof now) => days.reduce((sum, d) => addSums(sum, d.sums), zeroSums());
  return {
    ...readMeta(thisWeek),
    data: now.map((day, i) => ({
      weekday: i + 1,
      this_week: { date: day.date, ...bucketOf(day.sums) },
      last_week: { date: before[i]!.date, ...bucketOf(before[i]!.sums) },
    })),
    this_week: figuresOf(total(now)),
    last_week: figuresOf(total(before)),
  };
}

/** The months up to the one holding `to`, each against the month before. */
export async function monthOverMonth(db: Kysely<Database>, scope: SalesScope, months: number) {
  const lastMonth = scope.to.slice(0, 7);
  const first = new Date(`${lastMonth}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() - months);
  const from = first.toISOString().slice(0, 10);
  const to = addDays(
    new Date(Date.UTC(Number(lastMonth.slice(0, 4)), Number(lastMonth.slice(5, 7)), 1))
      .toISOString()
      .slice(0, 10),
    -1,
  );
  const wide: SalesScope = {
    ...scope,
    from,
    to,
    locations: scope.locations.map((l) => ({ ...l, from, to })),
  };
  const byDate = await readSumsBy(db, wide, 'business_date');
  const byMonth = new Map<string, FigureSums>();
  for (const [date, sums] of byDate) {
    const month = date.slice(0, 7);
    byMonth.set(month, addSums(byMonth.get(month) ?? zeroSums(), sums));
  }
  const list: string[] = [];
  for (let m = new Date(first); list.length <= months; m.setUTCMonth(m.getUTCMonth() + 1)) {
    list.push(m.toISOString().slice(0, 7));
  }
  const rows = list.map((month) => ({ month, sums: byMonth.get(month) ?? zeroSums() }));
  return {
    ...readMeta({ ...wide, from: `${list[1]}-01`, to }),
    data: rows.slice(1).map((row, i) => ({
      month: row.month,
      ...bucketOf(row.sums),
      change_pct: changePct(netSalesMilli(row.sums), netSalesMilli(rows[i]!.sums)),
    })),
  };
}

/** Names of rows of a registry table by id (tombstones too: a sale may name a product since deleted). */
export async function namesOf(
  db: Kysely<Database>,
  table: string,
  customerId: string,
  ids: readonly string[],
  column = 'name',
): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter(Boolean))];
  const out = new Map<string, string>();
  for (let start = 0; start < unique.length; start += 900) {
    const rows = await resourceDb(db)
      .selectFrom(table)
      .select(['id', column])
      .where('customer_id', '=', customerId)
      .where('id', 'in', unique.slice(start, start + 900))
      .execute();
    for (const row of rows as Array<Record<string, unknown>>) {
      out.set(String(row.id), String(row[column] ?? ''));
    }
  }
  return out;
}

/** Products' sales grouped by their category at the time of sale. */
export async function salesByCategory(db: Kysely<Database>, scope: SalesScope) {
  const rows = await readGrouped(
    db,
    scope,
    'sales_by_item',
    ['item_kind', 'category_id'],
    ['quantity'],
  );
  // Modifiers count in their product's category; quantities are the products' own.
  const byCategory = new Map<string, { sums: FigureSums; quantity: number }>();
  for (const r of rows) {
    const into = byCategory.get(r.key.category_id!) ?? { sums: zeroSums(), quantity: 0 };
    addSums(into.sums, r.sums);
    if (r.key.item_kind === 'product') into.quantity += r.extra.quantity ?? 0;
    byCategory.set(r.key.category_id!, into);
  }
  const names = await namesOf(db, resources.categories.table, scope.customerId, [
    ...byCategory.keys(),
  ]);
  const totalNet = [...byCategory.values()].reduce((s, c) => s + netSalesMilli(c.sums), 0);
  return {
    ...readMeta(scope),
    data: [...byCategory]
      .map(([id, c]) => {
        const net = netSalesMilli(c.sums);
        const category = id || null;
        return {
          category_id: category,
          name: category ? (names.get(category) ?? null) : null,
          quantity: fromMilli(c.quantity),
          gross_sales: fromMilli(c.sums.gross),
          net_sales: fromMilli(net),
          share_pct: totalNet === 0 ? 0 : Math.round((net / totalNet) * 1000) / 10,
        };
      })
      .sort((a, b) => b.net_sales - a.net_sales),
  };
}

/** Net sales and transactions per business date (the sales chart). */
export async function saleChart(db: Kysely<Database>, scope: SalesScope) {
  return {
    ...readMeta(scope),
    data: (await sumsPerDate(db, scope)).map(({ date, sums }) => ({ date, ...bucketOf(sums) })),
  };
}

/** The best-selling products of the period, by net sales or by quantity. */
export async function topProducts(
  db: Kysely<Database>,
  scope: SalesScope,
  by: 'net_sales' | 'quantity',
  limit: number,
) {
  const rows = (
    await readGrouped(
      db,
      scope,
      'sales_by_item',
      ['item_kind', 'item_id'],
      ['quantity', 'refunded_quantity'],
    )
  ).filter((r) => r.key.item_kind === 'product');
  const ranked = rows
    .map((r) => ({
      product_id: r.key.item_id!,
      quantity: r.extra.quantity! - r.extra.refunded_quantity!,
      net: netSalesMilli(r.sums),
      gross: r.sums.gross,
    }))
    .sort(
      (a, b) => (by === 'quantity' ? b.quantity - a.quantity : b.net - a.net) || b.gross - a.gross,
    )
    .slice(0, limit);
  const products = await resourceDb(db)
    .selectFrom(resources.products.table)
    .select(['id', 'name', 'category_id'])
    .where('customer_id', '=', scope.customerId)
    .where('id', 'in', ranked.length ? ranked.map((r) => r.product_id) : [''])
    .execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  return {
    ...readMeta(scope),
    by,
    data: ranked.map((r) => ({
      product_id: r.product_id,
      name: String(byId.get(r.product_id)?.name ?? ''),
      category_id: (byId.get(r.product_id)?.category_id as string | null) ?? null,
      quantity: fromMilli(r.quantity),
      net_sales: fromMilli(r.net),
      gross_sales: fromMilli(r.gross),
    })),
  };
}

/** Takings by payment method. */
export async function paymentsChart(db: Kysely<Database>, scope: SalesScope) {
  const rows = await readPayments(db, scope);
  const methods = await resourceDb(db)
    .selectFrom(resources.paymentMethods.table)
    .select(['id', 'name', 'kind', 'sort_order'])
    .where('customer_id', '=', scope.customerId)
    .execute();
  const byId = new Map(methods.map((m) => [m.id, m]));
  const total = rows.reduce((s, r) => s + r.amount - r.refunded, 0);
  const data = rows
    .map((r) => {
      const method = byId.get(r.key.payment_method_id!);
      const net = r.amount - r.refunded;
      return {
        payment_method_id: r.key.payment_method_id!,
        name: String(method?.name ?? ''),
        kind: (method?.kind as string | null) ?? null,
        payments: r.payments_count,
        amount: fromMilli(r.amount),
        refunded: fromMilli(r.refunded),
        tips: fromMilli(r.tips),
        net: fromMilli(net),
        share_pct: total === 0 ? 0 : Math.round((net / total) * 1000) / 10,
        order: Number(method?.sort_order ?? 0),
      };
    })
    .sort((a, b) => b.net - a.net || a.order - b.order)
    .map(({ order: _order, ...rest }) => rest);
  return { ...readMeta(scope), data, total: fromMilli(total) };
}

/** Counts and amounts of invoices by what they are, with payments by method. */
export async function invoiceAndPaymentSummary(db: Kysely<Database>, scope: SalesScope) {
  const sums = await readSums(db, scope);
  const rows = await db
    .selectFrom('invoices')
    .select(['kind', 'status'])
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('due').as('due')])
    .where('customer_id', '=', scope.customerId)
    .where((eb) =>
      eb.or(
        scope.locations.map((l) =>
          eb.and([
            eb('location_id', '=', l.id),
            eb('business_date', '>=', l.from),
            eb('business_date', '<=', l.to),
          ]),
        ),
      ),
    )
    .groupBy(['kind', 'status'])
    .execute();
  const pick = (test: (r: { kind: string; status: string }) => boolean) => {
    const chosen = rows.filter(test);
    return {
      count: chosen.reduce((s, r) => s + Number(r.count), 0),
      amount: fromMilli(chosen.reduce((s, r) => s + Number(r.due ?? 0), 0)),
    };
  };
  const payments = await paymentsChart(db, scope);
  return {
    ...readMeta(scope),
    figures: figuresOf(sums),
    sales: pick((r) => r.kind === 'sale' && r.status === 'completed'),
    refunds: pick((r) => r.kind === 'refund' && r.status === 'completed'),
    voids: pick((r) => r.status === 'void'),
    open: pick((r) => ['pending', 'preparing', 'ready'].includes(r.status)),
    payments: payments.data,
    takings: payments.total,
  };
}

/** What was given free, by item, largest value first: the quantity given free and its value. */
export async function complimentary(db: Kysely<Database>, scope: SalesScope) {
  const rows = (
    await readGrouped(db, scope, 'sales_by_item', ['item_kind', 'item_id'], ['free_quantity'])
  ).filter((r) => r.sums.complimentary !== 0 || r.extra.free_quantity !== 0);
  const products = await namesOf(
    db,
    resources.products.table,
    scope.customerId,
    rows.filter((r) => r.key.item_kind === 'product').map((r) => r.key.item_id!),
  );
  const modifiers = await namesOf(
    db,
    resources.modifierItems.table,
    scope.customerId,
    rows.filter((r) => r.key.item_kind === 'modifier').map((r) => r.key.item_id!),
  );
  const data = rows
    .map((r) => {
      const kind = r.key.item_kind as 'product' | 'modifier';
      const id = r.key.item_id!;
      return {
        item_kind: kind,
        item_id: id,
        name: (kind === 'product' ? products.get(id) : modifiers.get(id)) ?? '',
        quantity: fromMilli(r.extra.free_quantity ?? 0),
        value: fromMilli(r.sums.complimentary),
      };
    })
    .sort((a, b) => b.value - a.value);
  const sums = await readSums(db, scope);
  return { ...readMeta(scope), total: fromMilli(sums.complimentary), data };
}

/**
 * Words for how a store is doing against its comparison: strong growth from 10% up, a positive
 * trend from 2%, stable within 2%, challenges below; no sales at all is said as such.
 */
export function insightOf(netNow: number, netBefore: number): InsightKind {
  if (netNow === 0 && netBefore === 0) return 'no_sales';
  const change = changePct(netNow, netBefore);
  if (change === null) return netNow > 0 ? 'strong_growth' : 'stable';
  if (change >= 10) return 'strong_growth';
  if (change >= 2) return 'positive_trend';
  if (change > -2) return 'stable';
  return 'challenges';
}

/**
 * Each location's figures against its own comparison, with its daily trend and an insight: the
 * same reads for all locations at once, not a location at a time (50 locations over two years took
 * a second in a hundred reads).
 */
export async function storePerformance(db: Kysely<Database>, scope: SalesScope, now = Date.now()) {
  const names = await namesOf(
    db,
    resources.locations.table,
    scope.customerId,
    scope.locations.map((l) => l.id),
  );
  const byLocation = await readSumsBy(db, scope, 'location_id');
  const compared = await comparisonSumsBy(db, scope, now);
  // Net sales alone, location by day: a chain's two years are 36,500 of them.
  const byDate = new Map<string, Map<string, number>>();
  for (const { key, net } of await readNetSales(db, scope, SUMS_TABLE, [
    'location_id',
    'business_date',
  ])) {
    const [location, date] = key as [string, string];
    const dates = byDate.get(location) ?? new Map<string, number>();
    dates.set(date, net);
    byDate.set(location, dates);
  }
  // Locations that read the same dates share one list of them.
  const datesFor = new Map<string, string[]>();
  const data = [];
  for (const location of scope.locations) {
    const one: SalesScope = {
      ...scope,
      locations: [location],
      from: location.from,
      to: location.to,
    };
    const sums = byLocation.get(location.id) ?? zeroSums();
    const compare = compared.get(location.id) ?? zeroSums();
    const dates = byDate.get(location.id);
    const period = `${one.from}|${one.to}`;
    const days = datesFor.get(period) ?? datesOf(one);
    datesFor.set(period, days);
    const [netNow, netBefore] = [netSalesMilli(sums), netSalesMilli(compare)];
    data.push({
      location_id: location.id,
      name: names.get(location.id) ?? '',
      currency: location.currency,
      figures: figuresOf(sums),
      compare: figuresOf(compare),
      change_pct: changePct(netNow, netBefore),
      insight: insightOf(netNow, netBefore),
      trend: days.map((date) => ({ date, net_sales: fromMilli(dates?.get(date) ?? 0) })),
    });
  }
  data.sort((a, b) => b.figures.net_sales - a.figures.net_sales);
  return { ...readMeta(scope, now), data };
}
