import { describe, expect, it } from 'vitest';
import { formatReportDate, formatReportDateTime } from '@/lib/dates';
import { moneyFormat } from '@/lib/money';
import type { ReportColumn } from './definition';
import {
  cellText,
  columnLabel,
  EMPTY_CELL,
  hasUnreadableDate,
  reportDate,
  reportDateTime,
  reportMonth,
  reportRange,
  type CellContext,
} from './format';

const at = (date: string, time: string) => `${date} at ${time}`;

type Row = Record<string, string | number | null>;
const ctx = (lang = 'en', zone = 'Asia/Dubai'): CellContext => ({
  lang,
  money: moneyFormat(lang, 'AED', 2),
  zoneOf: (location) => (location === 'london' ? 'Europe/London' : zone),
  name: (collection, id) => (collection === 'channels' && id === 'c1' ? 'Deliveroo' : null),
  word: (values, value) => `${values}:${value}`,
  at,
  week: (date) => `Week of ${date}`,
  unknown: 'Unknown',
  say: (key) => `t:${key}`,
});
const column = (kind: ReportColumn<Row>['kind'], extra: Partial<ReportColumn<Row>> = {}) =>
  ({ key: 'v', label: 'columns.v', kind, ...extra }) as ReportColumn<Row>;

describe('report dates (SPEC section 9)', () => {
  it('read exactly as the SPEC writes them in English: MMM DD, YYYY [at] h:mm A', () => {
    const instant = '2026-03-05T10:07:00Z';
    // On the location's clock: 10:07 UTC is 2:07 PM in Dubai.
    expect(reportDateTime(instant, 'Asia/Dubai', 'en', at)).toBe('Mar 05, 2026 at 2:07 PM');
    expect(reportDateTime(instant, 'Asia/Dubai', 'en', at)).toBe(
      formatReportDateTime(instant, 'Asia/Dubai'),
    );
    expect(reportDate('2026-03-05', 'en')).toBe('Mar 05, 2026');
    expect(reportDate('2026-03-05', 'en')).toBe(formatReportDate('2026-03-05', 'UTC'));
  });

  it('never move a business date by a time zone, and write each language its own way', () => {
    expect(reportDate('2026-11-01', 'de')).toBe('01. Nov. 2026');
    expect(reportDate('2026-11-01', 'ar')).toContain('2026');
    expect(reportMonth('2026-11', 'en')).toBe('November 2026');
    expect(reportRange('2026-11-01', '2026-11-24', 'en')).toMatch(/^Nov 0?1\s–\s24, 2026$/);
    expect(reportRange('2026-11-24', '2026-11-24', 'en')).toBe('Nov 24, 2026');
  });

  it('say what cannot be read instead of writing a wrong date', () => {
    expect(reportDate('2026-02-30x', 'en')).toBeNull();
    expect(reportDateTime('yesterday', 'UTC', 'en', at)).toBeNull();
    const columns = [column('datetime'), column('date', { key: 'd' })];
    expect(hasUnreadableDate(columns, { v: 'soon', d: '2026-01-01' })).toBe(true);
    expect(hasUnreadableDate(columns, { v: '2026-01-01T00:00:00Z', d: 'when' })).toBe(true);
    expect(hasUnreadableDate(columns, { v: '2026-01-01T00:00:00Z', d: null })).toBe(false);
  });
});

describe('a report cell', () => {
  it('writes each kind of value as the table shows it', () => {
    const c = ctx();
    // Intl puts a no-break space between the currency and the amount.
    expect(cellText(column('money'), { v: 1234.5 }, c)).toBe('AED\u00a01,234.50');
    expect(cellText(column('quantity'), { v: 2.3456 }, c)).toBe('2.346');
    expect(cellText(column('count'), { v: 1200 }, c)).toBe('1,200');
    expect(cellText(column('percent'), { v: 12.345 }, c)).toBe('12.3%');
    expect(cellText(column('date'), { v: '2026-11-23' }, c)).toBe('Nov 23, 2026');
    expect(cellText(column('week'), { v: '2026-11-23' }, c)).toBe('Week of Nov 23, 2026');
    expect(cellText(column('month'), { v: '2026-11' }, c)).toBe('November 2026');
    expect(cellText(column('enum', { values: 'status' }), { v: 'void' }, c)).toBe('status:void');
    expect(cellText(column('text'), { v: 'DXB-0001' }, c)).toBe('DXB-0001');
  });

  it('shows an instant on its own row’s location clock', () => {
    const c = ctx();
    const sale = { v: '2026-11-24T12:00:00Z', location_id: 'london' };
    expect(cellText(column('datetime'), sale, c)).toBe('Nov 24, 2026 at 12:00 PM');
    expect(cellText(column('datetime'), { ...sale, location_id: 'dubai' }, c)).toBe(
      'Nov 24, 2026 at 4:00 PM',
    );
  });

  it('names what it refers to, and says so when the device does not know it', () => {
    const c = ctx();
    expect(cellText(column('ref', { ref: 'channels' }), { v: 'c1' }, c)).toBe('Deliveroo');
    expect(cellText(column('ref', { ref: 'channels' }), { v: 'gone' }, c)).toBe('Unknown');
    expect(cellText(column('refs', { ref: 'channels' }), { v: 'c1,gone' }, c)).toBe(
      'Deliveroo, Unknown',
    );
  });

  it('leaves a figure that does not exist empty, not zero', () => {
    expect(cellText(column('money'), { v: null }, ctx())).toBe(EMPTY_CELL);
    expect(cellText(column('percent'), { v: null }, ctx())).toBe(EMPTY_CELL);
  });

  it('says what an empty cell means where it means something, and heads a column by a name', () => {
    const category = column('ref', { ref: 'materialCategories', empty: 'stock.noCategory' });
    expect(cellText(category, { v: null }, ctx())).toBe('t:stock.noCategory');
    expect(columnLabel(column('money'), ctx())).toBe('t:columns.v');
    const named = column('money', { labelRef: { collection: 'channels', id: 'c1' } });
    expect(columnLabel(named, ctx())).toBe('Deliveroo');
    const gone = column('money', { labelRef: { collection: 'channels', id: 'gone' } });
    expect(columnLabel(gone, ctx())).toBe('Unknown');
  });
});
