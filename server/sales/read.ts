import { addDays, daysBetween } from '@contract/businessDay';
import type { SummaryMetricsReply } from '@contract/sales';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import type { Database } from '../db/tables';
import { monthlyTable, type AggregateTable } from './aggregates';
import {
  addSums,
  contributionOf,
  figureSumKeys,
  figuresOf,
  netSalesTerms,
  zeroSums,
  type FigureSums,
} from './figures';
import {
  currenciesOf,
  periodDays,
  shiftScope,
  type SalesScope,
  type ScopedLocation,
} from './scope';

/**
 * Reads of the sales aggregates. Every sales figure any screen, report, export or email shows is
 * read through here and turned into figures by `figuresOf`: nothing else sums invoices.
 */

type Loose = Kysely<Record<string, Record<string, unknown>>>;
const loose = (db: Kysely<Database>) => db as unknown as Loose;

/** Locations that read the same dates, read together. */
interface PeriodGroup {
  ids: string[];
  from: string;
  to: string;
}

/** Locations that read the same dates are read together. */
function periodGroups(scope: SalesScope): PeriodGroup[] {
  const groups = new Map<string, PeriodGroup>();
  for (const l of scope.locations) {
    const key = `${l.from}|${l.to}`;
    const group = groups.get(key) ?? { ids: [], from: l.from, to: l.to };
    group.ids.push(l.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The first day of the month after a business date's. */
function nextMonth(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${date.slice(0, 5)}${pad(month + 1)}-01`;
}

/** The last day of a business date's month. */
const monthEnd = (date: string): string => addDays(nextMonth(date), -1);

/** Days from `from` to `to`, both counted. */
const dayCount = (from: string, to: string): number => daysBetween(from, to) + 1;

/**
 * A read's dates split by what holds them cheapest: whole calendar months from the monthly twins
 * (`monthlyTable`), and each month the period holds part of either by its own days from the daily
 * rows or, when fewer of the month's days lie outside the period than in it, as the month's row
 * less those days (`minus`): the last 30 days to today are then a month and a week's days, not 30
 * days of rows. Groups are the locations that read the same dates.
 */
export function splitByMonth(groups: readonly PeriodGroup[]): {
  days: PeriodGroup[];
  months: PeriodGroup[];
  minus: PeriodGroup[];
} {
  const days: PeriodGroup[] = [];
  const months: PeriodGroup[] = [];
  const minus: PeriodGroup[] = [];
  for (const g of groups) {
    const add = (list: PeriodGroup[], from: string, to: string) => {
      if (from <= to) list.push({ ids: g.ids, from, to });
    };
    /** Whether the month (its first day) is read from its twin, for the days from..to of it. */
    const byMonth = (month: string, from: string, to: string) => {
      const end = monthEnd(month);
      const inside = dayCount(from, to);
      const outside = dayCount(month, end) - inside;
      if (outside < inside) {
        add(minus, month, addDays(from, -1));
        add(minus, addDays(to, 1), end);
        return true;
      }
      add(days, from, to);
      return false;
    };
    const first = `${g.from.slice(0, 8)}01`;
    const last = `${g.to.slice(0, 8)}01`;
    if (first === last) {
      if (byMonth(first, g.from, g.to)) add(months, first, monthEnd(first));
      continue;
    }
    const from = byMonth(first, g.from, monthEnd(first)) ? first : nextMonth(first);
    const to = byMonth(last, last, g.to) ? monthEnd(last) : addDays(last, -1);
    add(months, from, to);
  }
  return { days, months, minus };
}

/** The where clause of an aggregate read: the business, its locations and their dates. */
function inGroups(customerId: string, groups: readonly PeriodGroup[]) {
  return (
    eb: ExpressionBuilder<Record<string, Record<string, unknown>>, string>,
  ): Expression<SqlBool> =>
    eb.and([
      eb('customer_id', '=', customerId),
      groups.length === 0
        ? sql<SqlBool>`1 = 0`
        : eb.or(
            groups.map((g) =>
              eb.and([
                eb('location_id', 'in', g.ids),
                eb('business_date', '>=', g.from),
                eb('business_date', '<=', g.to),
              ]),
            ),
          ),
    ]) as Expression<SqlBool>;
}

const sumsOfRow = (row: Record<string, unknown>): FigureSums => addSums(zeroSums(), row);

type Row = Record<string, unknown>;

/**
 * Sums of `columns` of an aggregate grouped by some of its key columns (none: one row), over the
 * scope's dates: whole months from the monthly twin unless grouped by business date, the rest from
 * the daily rows (`splitByMonth`), the parts added per group. A read of several parts is one
 * snapshot (a read-only transaction, repeatable read on PostgreSQL), so a month's row and the days
 * taken from it are read at the same moment. Statements of their own, not one UNION: PostgreSQL
 * planned the union of small reads in parallel, five times slower. Values come back as numbers,
 * keys as stored.
 */
async function readSummed(
  db: Kysely<Database>,
  scope: SalesScope,
  table: AggregateTable,
  groupBy: readonly string[],
  columns: readonly string[],
  /** What a column sums, when not the column of its name. */
  sumsOf: Readonly<Record<string, RawBuilder<unknown>>> = {},
): Promise<Row[]> {
  const groups = periodGroups(scope);
  const { days, months, minus } = groupBy.includes('business_date')
    ? { days: groups, months: [], minus: [] }
    : splitByMonth(groups);
  const parts: Array<{ from: string; list: PeriodGroup[]; sign: 1 | -1 }> = [];
  if (days.length || !months.length) parts.push({ from: table, list: days, sign: 1 });
  if (months.length) parts.push({ from: monthlyTable(table), list: months, sign: 1 });
  if (minus.length) parts.push({ from: table, list: minus, sign: -1 });
  const read = async (on: Kysely<Database>, from: string, list: readonly PeriodGroup[]) => {
    let query = loose(on)
      .selectFrom(from)
      .select([
        ...groupBy,
        ...columns.map((c) => sql<string>`coalesce(sum(${sumsOf[c] ?? sql.ref(c)}), 0)`.as(c)),
      ] as never)
      .where(inGroups(scope.customerId, list));
    if (groupBy.length) query = query.groupBy(groupBy as never);
    return (await query.execute()) as Row[];
  };
  const readAll = async (on: Kysely<Database>) => {
    const out: Row[][] = [];
    for (const { from, list } of parts) out.push(await read(on, from, list));
    return out;
  };
  const results =
    parts.length === 1 || db.isTransaction
      ? await readAll(db)
      : await db
          .transaction()
          .setIsolationLevel('repeatable read')
          .setAccessMode('read only')
          .execute(readAll);
  if (results.length === 1) {
    // One part (a read by day, or of days only): its rows as they are, values as numbers.
    const rows = results[0]!;
    for (const row of rows) for (const c of columns) row[c] = Number(row[c] ?? 0);
    return rows;
  }
  const merged = new Map<string, Row>();
  const taken = new Set<string>();
  results.forEach((rows, i) => {
    const { sign } = parts[i]!;
    for (const row of rows) {
      const key = groupBy.map((g) => String(row[g] ?? '')).join('\u0000');
      if (sign < 0) taken.add(key);
      const into = merged.get(key);
      if (!into) {
        const values: Row = { ...row };
        for (const c of columns) values[c] = sign * Number(row[c] ?? 0);
        merged.set(key, values);
      } else for (const c of columns) into[c] = Number(into[c]) + sign * Number(row[c] ?? 0);
    }
  });
  const out: Row[] = [];
  for (const [key, values] of merged) {
    // A group seen only on the days taken from a month adds up to nothing: it had none in the period.
    if (groupBy.length && taken.has(key) && columns.every((c) => values[c] === 0)) continue;
    out.push(values);
  }
  return out;
}

/**
 * Figure sums of an aggregate grouped by some of its key columns (none: one total). Values of the
 * group columns come back as they are stored ('' for none).
 */
export async function readGrouped(
  db: Kysely<Database>,
  scope: SalesScope,
  table: Exclude<AggregateTable, 'sales_by_payment'>,
  groupBy: readonly string[],
  extra: readonly string[] = [],
): Promise<
  Array<{ key: Record<string, string>; sums: FigureSums; extra: Record<string, number> }>
> {
  const rows = await readSummed(db, scope, table, groupBy, [...figureSumKeys, ...extra]);
  return rows.map((row) => ({
    key: Object.fromEntries(groupBy.map((g) => [g, String(row[g] ?? '')])),
    sums: sumsOfRow(row),
    extra: Object.fromEntries(extra.map((e) => [e, Number(row[e] ?? 0)])),
  }));
}

/**
 * Net sales (in milli) of an aggregate grouped by some of its key columns, each group's values in
 * their order: one sum of the terms net sales is made of (`netSalesTerms`), for a read of many
 * groups (a chain's two years, location by day).
 */
export async function readNetSales(
  db: Kysely<Database>,
  scope: SalesScope,
  table: Exclude<AggregateTable, 'sales_by_payment'>,
  groupBy: readonly string[],
): Promise<Array<{ key: string[]; net: number }>> {
  const terms = Object.entries(netSalesTerms).map(
    ([column, sign]) => sql`${sql.lit(sign)} * ${sql.ref(column)}`,
  );
  const rows = await readSummed(db, scope, table, groupBy, ['net'], {
    net: sql.join(terms, sql` + `),
  });
  return rows.map((row) => ({
    key: groupBy.map((g) => String(row[g] ?? '')),
    net: row.net as number,
  }));
}

/**
 * The aggregate a read of whole figure sums takes when it needs no hour: every aggregate carries the
 * same sums per location and date (the self-audit holds each to the invoices), and a day has fewer
 * channels and order types than open hours. A chain's two-year trend read a tenth of the rows.
 */
export const SUMS_TABLE = 'sales_by_channel';

/** The figure sums of the whole scope. */
export async function readSums(db: Kysely<Database>, scope: SalesScope): Promise<FigureSums> {
  const [row] = await readGrouped(db, scope, SUMS_TABLE, []);
  return row?.sums ?? zeroSums();
}

/** Figure sums per location, business date or hour of the day. */
export async function readSumsBy(
  db: Kysely<Database>,
  scope: SalesScope,
  column: 'location_id' | 'business_date' | 'local_hour',
): Promise<Map<string, FigureSums>> {
  const table = column === 'local_hour' ? 'sales_hourly' : SUMS_TABLE;
  const rows = await readGrouped(db, scope, table, [column]);
  return new Map(rows.map((r) => [r.key[column]!, r.sums]));
}

/** Payments per method: count, amounts paid and paid back, tips, in milli. */
export async function readPayments(
  db: Kysely<Database>,
  scope: SalesScope,
  groupBy: readonly ('payment_method_id' | 'business_date' | 'location_id')[] = [
    'payment_method_id',
  ],
) {
  const rows = await readSummed(db, scope, 'sales_by_payment', groupBy, [
    'payments_count',
    'amount',
    'refunded',
    'tips',
  ]);
  return rows.map((r) => ({
    key: Object.fromEntries(groupBy.map((g) => [g, String(r[g] ?? '')])),
    payments_count: Number(r.payments_count),
    amount: Number(r.amount),
    refunded: Number(r.refunded),
    tips: Number(r.tips),
  }));
}

/**
 * The sums of one location's business date up to a minute of its business day: every hour before
 * that minute's hour from the aggregate, and the invoices of the hour it falls in one by one.
 */
export async function readSumsUntil(
  db: Kysely<Database>,
  customerId: string,
  location: ScopedLocation,
  businessDate: string,
  untilMinute: number,
): Promise<FigureSums> {
  const sums = zeroSums();
  const fullHours = Math.floor(untilMinute / 60);
  const hourly = await db
    .selectFrom('sales_hourly')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('location_id', '=', location.id)
    .where('business_date', '=', businessDate)
    .execute();
  for (const row of hourly) {
    const index = (Number(row.local_hour) - location.day.startHour + 24) % 24;
    if (index < fullHours) addSums(sums, row as unknown as Record<string, unknown>);
  }
  const partial = await db
    .selectFrom('invoices')
    .select(['kind', 'guests', 'gross', 'discounts', 'complimentary', 'tax', 'vat', 'tips'])
    .where('customer_id', '=', customerId)
    .where('location_id', '=', location.id)
    .where('business_date', '=', businessDate)
    .where('status', '=', 'completed')
    .where('business_minute', '>=', fullHours * 60)
    .where('business_minute', '<', untilMinute)
    .execute();
  for (const invoice of partial) {
    addSums(
      sums,
      contributionOf({
        kind: invoice.kind as 'sale' | 'refund',
        guests: invoice.guests === null ? null : Number(invoice.guests),
        gross: Number(invoice.gross),
        discounts: Number(invoice.discounts),
        complimentary: Number(invoice.complimentary),
        tax: Number(invoice.tax),
        vat: Number(invoice.vat),
        tips: Number(invoice.tips),
      }),
    );
  }
  return sums;
}

/** A minute of a business day as the location's clock shows it, HH:mm. */
export function clockTimeOf(location: ScopedLocation, businessMinute: number): string {
  const minutes = (location.day.startHour * 60 + businessMinute) % 1440;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** What a read is compared with: whole business dates, and days read only up to a minute. */
export interface Comparison {
  /** Read whole from the aggregates. */
  whole: SalesScope;
  /** Today's locations: the business day before, up to the same minute of the day. */
  partial: Array<{ location: ScopedLocation; date: string; untilMinute: number }>;
  period: SummaryMetricsReply['period'];
}

/**
 * The comparison of a read (issue 8, section 2): for a single day, the business day before, up to
 * the same local time when the day is today (so a morning compares with yesterday's morning, not
 * with yesterday's whole day); for longer periods, the period of the same length just before.
 * The one rule: sales figures (`comparisonSums`) and payments read through it.
 */
export function comparisonOf(scope: SalesScope, now: number): Comparison {
  const singleDay = scope.locations.every((l) => l.from === l.to);
  if (!singleDay || scope.locations.length === 0) {
    const days = Math.max(1, ...scope.locations.map(periodDays));
    const before = shiftScope(scope, days);
    return {
      whole: before,
      partial: [],
      period: { from: before.from, to: before.to, until: null },
    };
  }
  const whole: ScopedLocation[] = [];
  const partial: Comparison['partial'] = [];
  const untils = new Set<string | null>();
  for (const location of scope.locations) {
    const previous = addDays(location.from, -1);
    if (location.from === location.day.today(now)) {
      const minute = location.day.at(now).business_minute;
      partial.push({ location, date: previous, untilMinute: minute });
      untils.add(clockTimeOf(location, minute));
    } else {
      whole.push({ ...location, from: previous, to: previous });
      untils.add(null);
    }
  }
  return {
    whole: { ...scope, locations: whole },
    partial,
    period: {
      from: addDays(scope.from, -1),
      to: addDays(scope.to, -1),
      until: untils.size === 1 ? [...untils][0]! : null,
    },
  };
}

/** The figure sums of a read's comparison (see `comparisonOf`). */
export async function comparisonSums(
  db: Kysely<Database>,
  scope: SalesScope,
  now: number,
): Promise<{ sums: FigureSums; period: SummaryMetricsReply['period'] }> {
  const { whole, partial, period } = comparisonOf(scope, now);
  const sums = whole.locations.length ? await readSums(db, whole) : zeroSums();
  for (const p of partial) {
    addSums(sums, await readSumsUntil(db, scope.customerId, p.location, p.date, p.untilMinute));
  }
  return { sums, period };
}

/**
 * Each location's comparison sums, as `comparisonSums` of that location alone gives them, in a few
 * reads for all: one per set of locations reading the same dates, and a day's partial reads.
 */
export async function comparisonSumsBy(
  db: Kysely<Database>,
  scope: SalesScope,
  now: number,
): Promise<Map<string, FigureSums>> {
  const out = new Map<string, FigureSums>();
  for (const group of periodGroups(scope)) {
    const ids = new Set(group.ids);
    const { whole, partial } = comparisonOf(
      {
        ...scope,
        from: group.from,
        to: group.to,
        locations: scope.locations.filter((l) => ids.has(l.id)),
      },
      now,
    );
    if (whole.locations.length) {
      for (const [id, sums] of await readSumsBy(db, whole, 'location_id')) out.set(id, sums);
    }
    for (const p of partial) {
      out.set(
        p.location.id,
        await readSumsUntil(db, scope.customerId, p.location, p.date, p.untilMinute),
      );
    }
  }
  return out;
}

/** `salesAnalysisCalls.summaryMetrics`: the figures of a period and of its comparison. */
export async function summaryMetrics(
  db: Kysely<Database>,
  scope: SalesScope,
  now = Date.now(),
): Promise<SummaryMetricsReply> {
  const [sums, compare] = [await readSums(db, scope), await comparisonSums(db, scope, now)];
  return {
    ...figuresOf(sums),
    period: { from: scope.from, to: scope.to, until: null },
    locations: scope.locations.map((l) => l.id),
    currencies: currenciesOf(scope),
    compare: { ...figuresOf(compare.sums), period: compare.period },
    as_of: new Date(now).toISOString(),
  };
}
