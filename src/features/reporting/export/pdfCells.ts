import { dateTimeFormat, numberFormat } from '@/lib/formats';
import {
  dateMs,
  isNumeric,
  moneyDecimalsOf,
  rowClocks,
  type ExportColumn,
  type ExportTexts,
  type ReportDocument,
} from './document';

/**
 * Direction marks Intl puts around numbers in Arabic ("؜-12"). A number is drawn left to right on
 * its own, so they only get in the way (the PDF font has no glyph for some of them).
 */
const BIDI_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * How each column's values read in the PDF, in the report's language: amounts with the currency's
 * decimals (the currency is named once in the header), percentages as "12.50%", business dates as
 * they are, instants on their location's clock, as the report's table writes them.
 */
export function cellTexts<Row>(
  doc: ReportDocument<Row>,
  at: ExportTexts['at'],
): ((row: Row) => string)[] {
  const { lang } = doc;
  const decimals = moneyDecimalsOf(doc.currency);
  const money = numberFormat(lang, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const count = numberFormat(lang, { maximumFractionDigits: 0 });
  const quantity = numberFormat(lang, { maximumFractionDigits: 3 });
  const percent = numberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // SPEC section 9: 'MMM DD, YYYY' and 'h:mm A', in each language's own order and words, as the
  // report's table writes them. Wall-clock times are formatted as if UTC.
  const date = dateTimeFormat(lang, {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    timeZone: 'UTC',
  });
  const time = dateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const clockOf = rowClocks(doc);
  const plain = (format: Intl.NumberFormat, value: number) =>
    format.format(value).replace(BIDI_MARKS, '');

  return doc.columns.map((column: ExportColumn<Row>) => (row: Row) => {
    const value = column.value(row);
    if (value === null) return '';
    if (typeof value === 'number') {
      switch (column.kind) {
        case 'money':
          return plain(money, value);
        case 'count':
          return plain(count, value);
        case 'percent':
          return plain(percent, value / 100);
        default:
          return plain(quantity, value);
      }
    }
    if (column.kind === 'date') {
      const ms = dateMs(value);
      return ms === null ? value : date.format(ms);
    }
    if (column.kind === 'datetime') {
      const ms = clockOf(row)(value);
      return ms === null ? value : at(date.format(ms), time.format(ms));
    }
    return value;
  });
}

/** Whether a column's cells are drawn as numbers: left to right, at the end side of the cell. */
export const drawnAsNumber = <Row>(column: ExportColumn<Row>) => isNumeric(column.kind);
