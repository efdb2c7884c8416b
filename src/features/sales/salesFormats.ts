import { dateTimeFormat, numberFormat } from '@/lib/formats';
import type { MoneyFormat } from '@/lib/money';
import type { CellKind } from './tableColumns';

/** What an empty cell shows: a figure that does not exist, not a zero. */
export const EMPTY_CELL = '—';

// A business date is a calendar date, not an instant: it is written on the UTC clock so no time
// zone can move it to the day before. SPEC section 9 writes report dates as 'MMM DD, YYYY'.
const dateOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  timeZone: 'UTC',
};
const asUtcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** A business date (YYYY-MM-DD) in the screen's language: `Nov 05, 2026` in English. */
export function formatBusinessDate(lang: string, date: string): string {
  const at = asUtcDate(date);
  return Number.isNaN(at.getTime()) ? date : dateTimeFormat(lang, dateOptions).format(at);
}

/** A period of business dates, one date when it is a single day. */
export function formatPeriod(lang: string, from: string, to: string): string {
  if (from === to) return formatBusinessDate(lang, from);
  return dateTimeFormat(lang, dateOptions).formatRange(asUtcDate(from), asUtcDate(to));
}

/** Writes a cell's value by its kind: amounts in the location's money, dates, units, percents. */
export type CellFormat = (kind: CellKind, value: string | number | null) => string;

export function cellFormatter(lang: string, money: MoneyFormat): CellFormat {
  const units = numberFormat(lang, { maximumFractionDigits: 3 });
  const percent = numberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (kind, value) => {
    if (value === null || value === '') return EMPTY_CELL;
    switch (kind) {
      case 'money':
        return money.format(Number(value));
      case 'quantity':
        return units.format(Number(value));
      case 'percent':
        return percent.format(Number(value) / 100);
      case 'date':
        return formatBusinessDate(lang, String(value));
      case 'text':
        return String(value);
    }
  };
}
