import { describe, expect, it } from 'vitest';
import { moneyFormat } from '@/lib/money';
import { cellFormatter, formatBusinessDate, formatPeriod } from './salesFormats';
import { nextSort, sortRows, sumAmounts, tableSheet, type SalesColumn } from './tableColumns';

interface Row {
  name: string;
  net: number | null;
}
const name: SalesColumn<Row> = { key: 'name', label: 'Name', kind: 'text', value: (r) => r.name };
const net: SalesColumn<Row> = {
  key: 'net',
  label: 'Net sales',
  kind: 'money',
  value: (r) => r.net,
  total: 30.3,
};
const rows: Row[] = [
  { name: 'Latte', net: 10 },
  { name: 'espresso', net: null },
  { name: 'Cake', net: 20.3 },
  { name: 'Americano', net: 10 },
];

describe('a sales table', () => {
  it('sorts by a column’s value, rows without one last either way, ties in the server’s order', () => {
    const names = (list: Row[]) => list.map((r) => r.name);
    expect(names(sortRows(rows, net, 'desc', 'en'))).toEqual([
      'Cake',
      'Latte',
      'Americano',
      'espresso',
    ]);
    expect(names(sortRows(rows, net, 'asc', 'en'))).toEqual([
      'Latte',
      'Americano',
      'Cake',
      'espresso',
    ]);
    expect(names(sortRows(rows, name, 'asc', 'en'))).toEqual([
      'Americano',
      'Cake',
      'espresso',
      'Latte',
    ]);
    expect(names(sortRows(rows, undefined, 'asc', 'en'))).toEqual(names(rows));
  });

  it('starts a figure high to low and a name in reading order, and flips on a second click', () => {
    expect(nextSort(null, net)).toEqual({ key: 'net', dir: 'desc' });
    expect(nextSort(null, name)).toEqual({ key: 'name', dir: 'asc' });
    expect(nextSort({ key: 'net', dir: 'desc' }, net)).toEqual({ key: 'net', dir: 'asc' });
    expect(nextSort({ key: 'net', dir: 'asc' }, name)).toEqual({ key: 'name', dir: 'asc' });
  });

  it('adds amounts in thousandths, without binary drift', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([1.005, 2.115, -0.12])).toBe(3);
    expect(sumAmounts([])).toBe(0);
  });

  it('exports its rows as numbers, money headers naming the currency, then the totals', () => {
    expect(tableSheet([name, net], rows, { currency: 'AED', totalLabel: 'Total' })).toEqual({
      columns: ['Name', 'Net sales (AED)'],
      rows: [
        ['Latte', 10],
        ['espresso', null],
        ['Cake', 20.3],
        ['Americano', 10],
        ['Total', 30.3],
      ],
    });
    const noTotals = { ...net, total: undefined };
    expect(
      tableSheet([name, noTotals], rows.slice(0, 1), { currency: null, totalLabel: 'T' }),
    ).toEqual({ columns: ['Name', 'Net sales'], rows: [['Latte', 10]] });
  });

  it('writes money in the location’s currency, business dates as SPEC’s report dates, and empty cells as a dash', () => {
    const format = cellFormatter('en', moneyFormat('en', 'AED', 2));
    expect(format('money', 1234.5)).toBe('AED\u00a01,234.50');
    expect(format('quantity', 2.5)).toBe('2.5');
    expect(format('percent', 7.6)).toBe('7.6%');
    expect(format('date', '2026-11-05')).toBe('Nov 05, 2026');
    expect(format('money', null)).toBe('—');
    expect(formatBusinessDate('en', '2026-01-01')).toBe('Jan 01, 2026');
    expect(formatBusinessDate('en', 'soon')).toBe('soon');
    expect(formatPeriod('en', '2026-11-18', '2026-11-24')).toMatch(/^Nov 18\s–\s24, 2026$/);
    expect(formatPeriod('en', '2026-11-24', '2026-11-24')).toBe('Nov 24, 2026');
  });
});
