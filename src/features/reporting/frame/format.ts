import { zoneClock, type TimeZoneSetting } from '@contract/timezone';
import { dateTimeFormat, numberFormat } from '@/lib/formats';
import type { MoneyFormat } from '@/lib/money';
import type { LocationZone } from '@/shared/location/useLocationZones';
import {
  refOf,
  valueOf,
  type CellValue,
  type RefCollection,
  type ReportColumn,
} from './definition';

/** What an empty cell shows: a figure that does not exist, not a zero. */
export const EMPTY_CELL = '—';

const MINUTE_MS = 60_000;
// SPEC section 9: report dates read 'MMM DD, YYYY' and times 'h:mm A'. Written through Intl in the
// screen's language, which gives exactly those in English ("Mar 05, 2026", "2:07 PM") and each
// language's own order and words elsewhere. Wall-clock times are formatted as if UTC.
const dateParts: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  timeZone: 'UTC',
};
const timeParts: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
};
const monthParts: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', timeZone: 'UTC' };

const businessDay = (date: string) => {
  const at = new Date(`${date}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(at.getTime()) ? at : null;
};

/** A business date (YYYY-MM-DD), never moved by a time zone: `Mar 05, 2026`; null if unreadable. */
export function reportDate(date: string, lang: string): string | null {
  const at = businessDay(date);
  return at ? dateTimeFormat(lang, dateParts).format(at) : null;
}

/** A month (YYYY-MM): `March 2026`; null if unreadable. */
export function reportMonth(month: string, lang: string): string | null {
  const at = /^\d{4}-\d{2}$/.test(month) ? businessDay(`${month}-01`) : null;
  return at ? dateTimeFormat(lang, monthParts).format(at) : null;
}

/**
 * An instant as the location's clock showed it, `Mar 05, 2026 at 2:07 PM` (SPEC section 9);
 * `at` joins the date and the time in the screen's language. Null for an unreadable instant.
 */
export function reportDateTime(
  instant: string,
  zone: TimeZoneSetting,
  lang: string,
  at: (date: string, time: string) => string,
): string | null {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return null;
  const wall = new Date(ms + zoneClock(zone).offsetAt(ms) * MINUTE_MS);
  return at(
    dateTimeFormat(lang, dateParts).format(wall),
    dateTimeFormat(lang, timeParts).format(wall),
  );
}

/** A period of business dates, or one date when it is a single day. */
export function reportRange(from: string, to: string, lang: string): string {
  const [a, b] = [businessDay(from), businessDay(to)];
  if (!a || !b) return `${from} – ${to}`;
  if (from === to) return dateTimeFormat(lang, dateParts).format(a);
  return dateTimeFormat(lang, dateParts).formatRange(a, b);
}

/** What cells need from the screen to be written. */
export interface CellContext {
  lang: string;
  money: MoneyFormat;
  /**
   * The time zone of a location (a row's, or the active one when the row names none); undefined
   * while the device does not know it yet, when a time shows blank rather than on a wrong clock.
   */
  zoneOf: (locationId: string | null) => LocationZone;
  /** The name of a row of a collection in the screen's language; null when unknown. */
  name: (collection: RefCollection, id: string) => string | null;
  /** A word of the contract (a status), translated: `values` is the column's i18n key prefix. */
  word: (values: string, value: string) => string;
  /** Joins a date and a time ("{{date}} at {{time}}"). */
  at: (date: string, time: string) => string;
  /** A week, from its Monday's date ("Week of {{date}}"). */
  week: (date: string) => string;
  /** Said of a row the device cannot name (deleted, or never synced). */
  unknown: string;
  /** An i18n key of the `reporting` namespace, translated (a header, what an empty cell means). */
  say: (key: string) => string;
}

/** A column's header: its label in the screen's language, or the name of the row it stands for. */
export function columnLabel<Row>(column: ReportColumn<Row>, ctx: CellContext): string {
  const named = column.labelRef;
  if (!named) return ctx.say(column.label);
  return ctx.name(named.collection, named.id) ?? ctx.unknown;
}

export const rowLocation = (row: unknown): string | null => {
  const id = (row as { location_id?: unknown }).location_id;
  return typeof id === 'string' ? id : null;
};

/**
 * A cell as the table shows it. Dates that cannot be read show as empty and are reported through
 * `invalidDates` (the screen says so once, with SPEC section 8's message).
 */
export function cellText<Row>(
  column: ReportColumn<Row>,
  row: Row,
  ctx: CellContext,
  value: CellValue = valueOf(column, row),
): string {
  if (value === null || value === '') return column.empty ? ctx.say(column.empty) : EMPTY_CELL;
  const number = Number(value);
  switch (column.kind) {
    case 'money':
      return ctx.money.format(number);
    case 'quantity':
      return numberFormat(ctx.lang, { maximumFractionDigits: 3 }).format(number);
    case 'count':
      return numberFormat(ctx.lang, { maximumFractionDigits: 0 }).format(number);
    case 'percent':
      return numberFormat(ctx.lang, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(number / 100);
    case 'date':
      return reportDate(String(value), ctx.lang) ?? EMPTY_CELL;
    case 'week': {
      const date = reportDate(String(value), ctx.lang);
      return date ? ctx.week(date) : EMPTY_CELL;
    }
    case 'month':
      return reportMonth(String(value), ctx.lang) ?? String(value);
    case 'datetime': {
      const zone = ctx.zoneOf(rowLocation(row));
      if (zone === undefined) return '';
      return reportDateTime(String(value), zone, ctx.lang, ctx.at) ?? EMPTY_CELL;
    }
    case 'ref': {
      const collection = refOf(column, row);
      return (collection && ctx.name(collection, String(value))) ?? ctx.unknown;
    }
    case 'refs': {
      const collection = refOf(column, row);
      if (!collection) return String(value);
      return String(value)
        .split(',')
        .filter(Boolean)
        .map((id) => ctx.name(collection, id) ?? ctx.unknown)
        .join(', ');
    }
    case 'enum':
      return column.values ? ctx.word(column.values, String(value)) : String(value);
    case 'text':
      return String(value);
  }
}

/** Whether a row holds a date or an instant that cannot be written (SPEC section 8's fallback). */
export function hasUnreadableDate<Row>(columns: readonly ReportColumn<Row>[], row: Row): boolean {
  return columns.some((column) => {
    const value = valueOf(column, row);
    if (value === null || value === '') return false;
    if (column.kind === 'datetime') return Number.isNaN(Date.parse(String(value)));
    if (column.kind === 'date' || column.kind === 'week')
      return businessDay(String(value)) === null;
    return false;
  });
}
