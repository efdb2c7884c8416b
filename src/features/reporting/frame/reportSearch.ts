import type { ReportFilterKey } from '@contract/reports';
import type { InvoiceStatus } from '@contract/sales';
import {
  idParam,
  isoDateParam,
  oneOf,
  searchReader,
  wholeParam,
  type ParamReader,
} from '@/shared/searchParams';
import { reportPeriodPresets, type ReportPeriodPreset } from '@/components/reports/periodPresets';
import { customPeriod, presetPeriod, type Period } from '@/components/reports/periods';
import type { ReadQuery } from '@/data/serverRead';

/**
 * What a report shows, kept in its URL so that a reload or a shared link reopens the same view: the
 * period, all locations or the active one (`loc`, the shell's), the filters, the grouping, the order,
 * the page and its size. Plain readers, like the dashboard's: the route tree (and so this reader)
 * loads with the sign-in page, whose bundle keeps zod out. What cannot be read is dropped: the
 * choice's default applies and the report still opens.
 */

/** Every invoice status (contract/sales.ts), in the order the status filter offers them. */
export const statusChoices = [
  'completed',
  'pending',
  'preparing',
  'ready',
  'void',
] as const satisfies readonly InvoiceStatus[];
// Fails to compile when the contract gains a status this list does not offer.
type MissingStatus = Exclude<InvoiceStatus, (typeof statusChoices)[number]>;
export const everyStatusOffered: [MissingStatus] extends [never] ? true : never = true;

/** Rows per page a report offers (the server pages up to 5000 for exports). */
export const reportPageSizes = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = reportPageSizes[0];

/** A page size asked for, as the nearest one offered at or above it. */
const pageSizeParam: ParamReader<number> = (value) => {
  const limit = wholeParam(5000)(value);
  if (limit === undefined) return undefined;
  return reportPageSizes.find((size) => size >= limit) ?? reportPageSizes.at(-1);
};

/** A column's key, as the contract's `sort` takes it. */
const sortParam: ParamReader<string> = (value) =>
  typeof value === 'string' && /^[a-z_]{1,40}$/.test(value) ? value : undefined;

/** A grouping's name; whether the report has it is checked against its definition. */
const groupParam: ParamReader<string> = (value) =>
  typeof value === 'string' && /^[a-z_]{1,20}$/.test(value) ? value : undefined;

export const reportSearch = searchReader({
  period: oneOf(reportPeriodPresets),
  from: isoDateParam,
  to: isoDateParam,
  /** `all`: every location the user may see, instead of the active one. */
  scope: oneOf(['all']),
  channel_id: idParam,
  order_type_id: idParam,
  cashier_id: idParam,
  category_id: idParam,
  payment_method_id: idParam,
  status: oneOf(statusChoices),
  group: groupParam,
  sort: sortParam,
  dir: oneOf(['asc', 'desc']),
  page: wholeParam(1_000_000),
  limit: pageSizeParam,
  /** A report's second view (the product report's menu engineering). */
  view: oneOf(['menu']),
  /** The category the menu engineering quadrant shows. */
  menu_category: idParam,
});
export type ReportSearch = ReturnType<typeof reportSearch>;

/** A change to the URL: a value to set, or undefined to drop the parameter. */
export type ReportSearchPatch = { [K in keyof ReportSearch | 'loc']?: string | number | undefined };

/**
 * The URL after a change. What changes the rows (period, place, filters, grouping, order, page
 * size) goes back to the first page, unless the change is the page itself; defaults stay out.
 */
export function patchSearch<T extends Record<string, unknown>>(
  search: T,
  patch: ReportSearchPatch,
): T {
  const next: Record<string, unknown> = { ...search, ...patch };
  const keepsPage = 'page' in patch || 'view' in patch || 'menu_category' in patch;
  const dropped = (key: string, value: unknown) =>
    value === undefined ||
    (key === 'page' && (!keepsPage || value === 1)) ||
    (key === 'limit' && value === DEFAULT_PAGE_SIZE);
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => !dropped(key, value)),
  ) as T;
}

/** A report's period: any of the presets a report offers, "all time" among them. */
export type ReportPeriod = Period<ReportPeriodPreset>;

/**
 * The period the URL asks for; without one, the report's own default. Custom dates need both ends
 * (else the default applies).
 */
export function reportPeriod(
  search: ReportSearch,
  today: string,
  fallback: Exclude<ReportPeriodPreset, 'custom'> = 'today',
): ReportPeriod {
  const preset = search.period ?? fallback;
  if (preset !== 'custom') return presetPeriod(preset, today);
  return search.from && search.to
    ? customPeriod(search.from, search.to)
    : presetPeriod(fallback, today);
}

/** The URL of a period: every key set, so it replaces the one the URL held; today is kept too. */
export function periodPatch(period: ReportPeriod): ReportSearchPatch {
  const custom = period.preset === 'custom';
  return {
    period: period.preset,
    from: custom ? period.from : undefined,
    to: custom ? period.to : undefined,
  };
}

/** The grouping the URL asks for when the report has it, else the report's default. */
export function groupOf(
  search: ReportSearch,
  groupings: { values: readonly string[]; default: string } | undefined,
): string | null {
  if (!groupings) return null;
  return search.group && groupings.values.includes(search.group) ? search.group : groupings.default;
}

/** The order asked for: a column the report sorts by, else its default. */
export function sortOf(
  search: ReportSearch,
  sortable: readonly string[],
  fallback: { key: string; dir: 'asc' | 'desc' },
): { key: string; dir: 'asc' | 'desc' } {
  if (!search.sort || !sortable.includes(search.sort)) return fallback;
  return { key: search.sort, dir: search.dir ?? 'desc' };
}

/** The order after a click on a header: a new column starts at its natural end, the same flips. */
export function nextSort(
  current: { key: string; dir: 'asc' | 'desc' },
  key: string,
  firstDir: 'asc' | 'desc',
): { key: string; dir: 'asc' | 'desc' } {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: firstDir };
}

/** Where a report reads: every location the user may see, or one (null: the user's own). */
export interface ReportPlace {
  all: boolean;
  locationId: string | null;
}

/**
 * The query of a report call for what the URL asks. Today across locations is left to the server,
 * which reads each location's own today: stores in other time zones may be on another date.
 */
export function reportQuery(
  search: ReportSearch,
  options: {
    period: ReportPeriod;
    place: ReportPlace;
    filters: readonly ReportFilterKey[];
    group: string | null;
    sort: { key: string; dir: 'asc' | 'desc' };
    page: number;
    limit: number;
  },
): ReadQuery {
  const { period, place } = options;
  const loc = place.all ? 'all' : (place.locationId ?? undefined);
  const dates = place.all && period.preset === 'today' ? {} : { from: period.from, to: period.to };
  const filters = Object.fromEntries(
    options.filters.flatMap((key) => (search[key] === undefined ? [] : [[key, search[key]]])),
  );
  return {
    ...(loc ? { loc } : {}),
    ...dates,
    ...filters,
    ...(options.group ? { group: options.group } : {}),
    sort: options.sort.key,
    dir: options.sort.dir,
    page: options.page,
    limit: options.limit,
  };
}
