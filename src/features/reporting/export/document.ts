/**
 * What an export writes: the same columns and rows as the report's table, with a header naming the
 * report, its range and its location. The .xlsx and the PDF are both laid out from this one shape.
 */
import { zoneClock, type TimeZoneSetting, type ZoneClock } from '@contract/timezone';
import type { TFunction } from 'i18next';
import { getI18n } from 'react-i18next';
import { isRtlLanguage } from '@/shared/languages';
import { currencyDecimals, DEFAULT_DECIMALS } from '@/lib/money';

export type ExportKind = 'text' | 'money' | 'quantity' | 'count' | 'percent' | 'date' | 'datetime';

export interface ExportColumn<Row> {
  key: string;
  /** Already translated. */
  label: string;
  kind: ExportKind;
  /** The cell: text (names already resolved), a number, a business date 'YYYY-MM-DD' (date) or an ISO instant (datetime). */
  value: (row: Row) => string | number | null;
}

export interface ReportDocument<Row> {
  /** The translated report name. */
  title: string;
  /** Translated, e.g. "Nov 1, 2026 – Nov 24, 2026". */
  range: string;
  /** The location's name, or "All locations" translated. */
  location: string;
  columns: readonly ExportColumn<Row>[];
  rows: readonly Row[];
  /** The totals row of the report (every item of the period, not one page). */
  totals: Row | null;
  /** The i18n language (ar is right to left). */
  lang: string;
  /** The location's `time_zone` setting, for datetime cells. */
  timeZone: string;
  /**
   * The zone of a row's instants when its rows come from several locations ("all locations"): each
   * sale on its own location's clock, as the table shows it. Absent or null: `timeZone`.
   */
  timeZoneOf?: (row: Row) => TimeZoneSetting;
  currency: string | null;
}

/** The words an export writes besides the report's own: its ExportMenu passes them translated. */
export interface ExportTexts {
  /** The first cell of the totals row. */
  total: string;
  /** "Currency: AED" in the header. */
  currency: (code: string) => string;
  /** "Page 1 of 20" at the foot of each PDF page. */
  page: (page: number, pages: number) => string;
  /** Joins a date and a time in a PDF cell: "Mar 05, 2026 at 2:07 PM" (SPEC section 9). */
  at: (date: string, time: string) => string;
}

export const EXPORT_NAMESPACE = 'reportExport';

/**
 * The totals row's word, one key wherever a report is read (its table, its files, its email):
 * `reporting:table.total`.
 */
export const TOTAL_NAMESPACE = 'reporting';
export const TOTAL_KEY = 'table.total';

/**
 * The export texts in the language of `t` (namespace {@link EXPORT_NAMESPACE}; the totals row's
 * word from {@link TOTAL_NAMESPACE}, which must be loaded too).
 */
export function exportTexts(t: TFunction<typeof EXPORT_NAMESPACE>): ExportTexts {
  return {
    total: t(TOTAL_KEY, { ns: TOTAL_NAMESPACE }),
    currency: (code) => t('currency', { code }),
    page: (page, pages) => t('page', { page, pages }),
    at: (date, time) => t('at', { date, time }),
  };
}

/** The export texts in `lang` from the app's i18n, for a caller that did not pass them. */
export async function exportTextsFor(lang: string): Promise<ExportTexts> {
  const i18n = getI18n();
  await i18n.loadLanguages(lang);
  await i18n.loadNamespaces([EXPORT_NAMESPACE, TOTAL_NAMESPACE]);
  return exportTexts(i18n.getFixedT(lang, EXPORT_NAMESPACE));
}

export const isNumeric = (kind: ExportKind) =>
  kind === 'money' || kind === 'quantity' || kind === 'count' || kind === 'percent';

export const isRightToLeft = (lang: string) => isRtlLanguage(lang.split('-')[0]!);

/** The decimals amounts are written with: the currency's own, or two when it is unknown or mixed. */
export const moneyDecimalsOf = (currency: string | null) =>
  currencyDecimals(currency) ?? DEFAULT_DECIMALS;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** DST changes fall on quarter hours in every zone, so one offset holds for a whole quarter hour. */
const QUARTER_HOUR_MS = 15 * MINUTE_MS;

/**
 * Instants as the location's clock showed them, as epoch milliseconds of that wall-clock time written
 * as UTC (13:05 in Dubai is 13:05 UTC here): never the clock of the machine making the file. Reading
 * a zone's offset costs microseconds and a report may hold 100,000 instants, so offsets are read per
 * UTC day: a day that starts and ends on the same offset has it all day (zones change offset at
 * most twice a year); a day with a change is read per quarter hour.
 */
export function wallClock(timeZone: TimeZoneSetting): (instant: string) => number | null {
  const clock: ZoneClock = zoneClock(timeZone);
  /** Per UTC day: its one offset, or null when it changes that day. */
  const days = new Map<number, number | null>();
  const quarters = new Map<number, number>();
  const offsetAt = (ms: number) => {
    const day = Math.floor(ms / DAY_MS);
    let offset = days.get(day);
    if (offset === undefined) {
      const first = clock.offsetAt(day * DAY_MS);
      offset = first === clock.offsetAt((day + 1) * DAY_MS - 1) ? first : null;
      days.set(day, offset);
    }
    if (offset !== null) return offset;
    const quarter = Math.floor(ms / QUARTER_HOUR_MS);
    let exact = quarters.get(quarter);
    if (exact === undefined) {
      exact = clock.offsetAt(quarter * QUARTER_HOUR_MS);
      quarters.set(quarter, exact);
    }
    return exact;
  };
  return (instant) => {
    const ms = Date.parse(instant);
    return Number.isNaN(ms) ? null : ms + offsetAt(ms) * MINUTE_MS;
  };
}

/** The wall clock of each row's instants: its own zone's (`timeZoneOf`) or the document's. */
export function rowClocks<Row>(
  doc: ReportDocument<Row>,
): (row: Row) => (instant: string) => number | null {
  const own = wallClock(doc.timeZone);
  const { timeZoneOf } = doc;
  if (!timeZoneOf) return () => own;
  const clocks = new Map<string, (instant: string) => number | null>();
  return (row) => {
    const zone = timeZoneOf(row);
    if (zone === null || zone === undefined || zone === '') return own;
    const key = typeof zone === 'string' ? zone : JSON.stringify(zone);
    let clock = clocks.get(key);
    if (!clock) {
      clock = wallClock(zone);
      clocks.set(key, clock);
    }
    return clock;
  };
}

/** A business date 'YYYY-MM-DD' as epoch milliseconds of its midnight written as UTC. */
export function dateMs(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) ? null : ms;
}
