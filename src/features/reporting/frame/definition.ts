import type { Call } from '@contract/call';
import type { ReportFilterKey } from '@contract/reports';
import type { SettingKey } from '@contract/settings';
import type { z } from 'zod';
import type { ReadQuery } from '@/data/serverRead';
import type { LocationSettings } from '@/shared/location/useLocationSettings';
import type { ReportPeriodPreset } from '@/components/reports/periodPresets';
import type { ColumnsShown } from './columnChoice';

/**
 * What a report is, as data: the frame (`ReportScreen`) draws every report from its definition, so
 * a report is its columns, its call and its chart, not a screen of its own.
 */

/**
 * How a cell is written: amounts in the location's currency, quantities with up to three decimals,
 * counts whole, percentages (0-100 from the server), business dates, instants on the location's
 * clock, a week by its Monday, a month (YYYY-MM), a name of a row the catalogue holds (`ref`), the
 * names of several (`refs`: ids joined by commas), or a word of the contract translated (`enum`).
 */
export type ColumnKind =
  | 'text'
  | 'money'
  | 'quantity'
  | 'count'
  | 'percent'
  | 'date'
  | 'datetime'
  | 'week'
  | 'month'
  | 'ref'
  | 'refs'
  | 'enum';

/** Where the names of a `ref` column come from: the device's copy, or the server (users). */
export type RefCollection =
  | 'locations'
  | 'channels'
  | 'orderTypes'
  | 'paymentMethods'
  | 'categories'
  | 'products'
  | 'modifierItems'
  | 'materials'
  | 'materialCategories'
  | 'users';

/** The value of a cell as the server sent it. */
export type CellValue = string | number | null;

export interface ReportColumn<Row> {
  /** The item's field, and the `sort` key the server takes. */
  key: string;
  /** The header: an i18n key of the `reporting` namespace. */
  label: string;
  /** A header that is the name of a row instead (a payment method's column), in the user's language. */
  labelRef?: { collection: RefCollection; id: string };
  kind: ColumnKind;
  /** For `ref`: the collection named, or one per row (a product or a modifier item). */
  ref?: RefCollection | ((row: Row) => RefCollection);
  /** For `enum`: the i18n key the values sit under (`status` reads `reporting:status.<value>`). */
  values?: string;
  /** The header sorts the report (on the server: the key must be one of the report's). */
  sortable?: boolean;
  /** The cell's value when it is not the item's field of the same key. */
  value?: (row: Row) => CellValue;
  /** The column's figure in the totals row, when it is not the totals' field of the same key. */
  total?: (totals: Partial<Row>) => number | null;
  /** What an empty cell says when empty means something (an i18n key: "no category"). */
  empty?: string;
}

export type ChartKind = 'bar' | 'line' | 'pie' | 'quadrant';

export interface ReportChart {
  kind: ChartKind;
  /** The chart's title: an i18n key of the `reporting` namespace. */
  title: string;
  /** The column naming each bar, point or slice. */
  label: string;
  /** The columns drawn: the series of a bar or line chart, the slice of a pie (the first). */
  values: readonly string[];
  /** Bars run sideways, named down the side: a ranking whose long names would not fit below. */
  horizontal?: boolean;
  /**
   * The chart reads the whole period in an order of its own (a trend by date, the top ten)
   * rather than the page the table shows. Absent: it draws the table's page.
   */
  query?: { sort: string; dir: 'asc' | 'desc'; limit: number };
}

/**
 * What a report's columns may depend on: its grouping, whether it reads every location, the active
 * location's settings (the sale report's call version), and the reply read (a column per payment
 * method it names; undefined until the first reply). Columns made from the reply do not sort.
 */
export interface ColumnsView<Reply = unknown> {
  group: string | null;
  all: boolean;
  settings: LocationSettings;
  reply?: Reply;
}

/** A report's choice of grouping (`group` of its call). */
export interface ReportGrouping {
  values: readonly string[];
  default: string;
}

/**
 * A filter the report offers: the call's query parameter, or one whose choices are not the ones
 * the parameter usually names (`category_id` of materials: `from` their categories, its words under
 * `filters.<label>` and its test id `filter-<label>`).
 */
export type ReportFilter =
  ReportFilterKey | { key: ReportFilterKey; from: RefCollection; label: string };

/** The query parameter of a filter. */
export const filterKeyOf = (filter: ReportFilter): ReportFilterKey =>
  typeof filter === 'string' ? filter : filter.key;

/** What every report reply holds (contract/reports.ts `reportReply`), around rows of `Row`. */
export interface ReportReply<Row> {
  period: { from: string; to: string; until: string | null };
  locations: string[];
  currencies: string[];
  as_of: string;
  items: Row[];
  totals: Partial<Row> | null;
  total: number;
  page: number;
  limit: number;
}

/** A report's read as the contract declares it: a GET taking the report's query. */
export type ReportDeclaration = Call & { method: 'GET'; query: z.ZodType };

/** The call a report reads, with the query it always sends (its definition's `callQuery`). */
export interface ReportCall {
  declaration: ReportDeclaration;
  query: ReadQuery;
}

export interface ReportDefinition<Row, Reply extends ReportReply<Row> = ReportReply<Row>> {
  /** The last part of its path: `/dashboard/reporting/<slug>`. */
  slug: string;
  /** i18n keys of the `reporting` namespace: its name, and the one line that says what it holds. */
  title: string;
  description: string;
  /**
   * The call it reads, as the contract declares it, which may depend on the active location's
   * settings (the sale report's version) and on the grouping chosen.
   */
  call: (settings: LocationSettings, group: string | null) => ReportDeclaration;
  /**
   * What of its call's query the report always sends, whatever the screen asks: the grouping
   * under a name of its own (the trend's `interval`), the stock report's `view`. It goes in the
   * path, which keys the replies kept offline.
   */
  callQuery?: (group: string | null) => ReadQuery;
  /** The settings `call` reads. */
  settings?: readonly SettingKey[];
  /** The filters it offers, in the order shown. */
  filters: readonly ReportFilter[];
  groupings?: ReportGrouping;
  columns: (view: ColumnsView<Reply>) => readonly ReportColumn<Row>[];
  /**
   * The columns on screen before the user chooses (issue 22): the key figures a manager reads
   * first always, the others as a tablet or a desktop has room. The first column, what a row is,
   * is always shown. Absent: every column, and on a phone the first column and the first figures.
   */
  columnsShown?: ColumnsShown;
  rowKey: (row: Row) => string;
  /** The order shown when the URL asks for none, for every grouping or per grouping. */
  defaultSort: ReportSort | ((group: string | null) => ReportSort);
  /** The period shown when the URL names none (default today). */
  defaultPeriod?: Exclude<ReportPeriodPreset, 'custom'>;
  /**
   * The report is of one day (stock at its end): it picks a date rather than a period, the date
   * named by `label` (an i18n key of the `reporting` namespace).
   */
  day?: { label: string };
  chart?: (group: string | null) => ReportChart | null;
  /**
   * The server sorts and pages (every issue 11 call). False: the call (issue 8's) answers the whole
   * period at once; `adapt` makes it a report reply and the frame sorts and pages it in memory.
   */
  serverPaging: boolean;
  adapt?: (reply: unknown) => Reply;
  /** Exported files are named `<fileBase>-<ISO timestamp>`. */
  fileBase: string;
}

export interface ReportSort {
  key: string;
  dir: 'asc' | 'desc';
}

/** The order a report starts in, for its grouping. */
export function defaultSortOf<Row, Reply extends ReportReply<Row>>(
  definition: Pick<ReportDefinition<Row, Reply>, 'defaultSort'>,
  group: string | null,
): ReportSort {
  const { defaultSort } = definition;
  return typeof defaultSort === 'function' ? defaultSort(group) : defaultSort;
}

/** A column's value in a row: its own `value`, else the item's field of the same key. */
export function valueOf<Row>(column: ReportColumn<Row>, row: Row): CellValue {
  if (column.value) return column.value(row);
  const value = (row as Record<string, unknown>)[column.key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** The collection a `ref` column names in this row. */
export function refOf<Row>(column: ReportColumn<Row>, row: Row): RefCollection | null {
  if (!column.ref) return null;
  return typeof column.ref === 'function' ? column.ref(row) : column.ref;
}

const numericKinds: readonly ColumnKind[] = ['money', 'quantity', 'count', 'percent'];
/** Numbers line up at the end side and have totals; the rest reads from the start. */
export const isNumeric = (kind: ColumnKind) => numericKinds.includes(kind);

/** The order a column starts in when its header is clicked: figures and dates high to low first. */
export const firstDirOf = (kind: ColumnKind): 'asc' | 'desc' =>
  isNumeric(kind) || kind === 'date' || kind === 'datetime' || kind === 'week' || kind === 'month'
    ? 'desc'
    : 'asc';

/**
 * A column's figure in the totals row: its own `total`, else the totals' number of the same key;
 * null where the row has none (names, dates, figures that do not add up).
 */
export function totalOf<Row>(column: ReportColumn<Row>, totals: Partial<Row>): number | null {
  if (column.total) return column.total(totals);
  if (!isNumeric(column.kind)) return null;
  const value = (totals as Record<string, unknown>)[column.key];
  return typeof value === 'number' ? value : null;
}
