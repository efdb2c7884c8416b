import { describe, expect, it } from 'vitest';
import { saleReport } from '../reports/sale';
import {
  chooseColumn,
  defaultKeys,
  lockedKeys,
  parseChoice,
  shownColumns,
  type ColumnsShown,
} from './columnChoice';
import type { ReportColumn } from './definition';
import { exportColumns } from './exportDocument';
import type { CellContext } from './format';
import { moneyFormat } from '@/lib/money';

const keys = (columns: readonly { key: string }[]) => columns.map((c) => c.key);

/** The sale report's columns as a location on the /v2 call has them (15). */
const sale = saleReport.columns({ group: null, all: false, settings: {} });
const shown = saleReport.columnsShown;

describe("a report's columns on screen", () => {
  it('are the sale report’s label and key figures on a phone, more on a tablet, more on a desktop', () => {
    expect(sale).toHaveLength(15);
    expect(keys(shownColumns(sale, shown, 'phone', {}))).toEqual(['number', 'net_sales']);
    expect(keys(shownColumns(sale, shown, 'tablet', {}))).toEqual([
      'number',
      'created_at',
      'gross_sales',
      'net_sales',
      'total_sales',
    ]);
    // In the report's order, not the order they were listed in.
    expect(keys(shownColumns(sale, shown, 'desktop', {}))).toEqual([
      'number',
      'created_at',
      'cashier_id',
      'gross_sales',
      'discounts',
      'refunds',
      'net_sales',
      'total_sales',
    ]);
  });

  it('show where each sale was made when every location is read', () => {
    const all = saleReport.columns({ group: null, all: true, settings: {} });
    expect(keys(shownColumns(all, shown, 'tablet', {}))).toContain('location_id');
    expect(keys(shownColumns(all, shown, 'phone', {}))).not.toContain('location_id');
  });

  it('follow the choice over the defaults, but never hide the label or a key figure', () => {
    const choice = { tips: true, cashier_id: false, number: false, net_sales: false };
    const columns = keys(shownColumns(sale, shown, 'desktop', choice));
    expect(columns).toContain('tips');
    expect(columns).not.toContain('cashier_id');
    expect(columns.slice(0, 1)).toEqual(['number']);
    expect(columns).toContain('net_sales');
    // A column chosen shows on a phone too: the choice is the user's, whatever the screen.
    expect(keys(shownColumns(sale, shown, 'phone', choice))).toEqual([
      'number',
      'net_sales',
      'tips',
    ]);
  });

  it('of a report that names none are all of them, and on a phone its label and first figures', () => {
    const columns: Pick<ReportColumn<unknown>, 'key' | 'kind'>[] = [
      { key: 'name', kind: 'ref' },
      { key: 'quantity', kind: 'quantity' },
      { key: 'category', kind: 'ref' },
      { key: 'net_sales', kind: 'money' },
      { key: 'tax', kind: 'money' },
    ];
    expect(keys(shownColumns(columns, undefined, 'desktop', {}))).toEqual(keys(columns));
    expect(keys(shownColumns(columns, undefined, 'tablet', {}))).toEqual(keys(columns));
    expect(keys(shownColumns(columns, undefined, 'phone', {}))).toEqual([
      'name',
      'quantity',
      'net_sales',
    ]);
    expect([...lockedKeys(columns, undefined)]).toEqual(['name']);
  });
});

describe('what is kept of a choice', () => {
  const defaults: ColumnsShown = { key: ['b'], desktop: ['c'] };
  const columns = ['a', 'b', 'c', 'd'].map((key) => ({ key, kind: 'money' as const }));

  it('is only what differs from the screen’s defaults, so a column put back follows them again', () => {
    const desktop = defaultKeys(columns, defaults, 'desktop');
    let choice = chooseColumn({}, 'd', true, desktop);
    expect(choice).toEqual({ d: true });
    choice = chooseColumn(choice, 'c', false, desktop);
    expect(choice).toEqual({ d: true, c: false });
    choice = chooseColumn(choice, 'c', true, desktop);
    expect(choice).toEqual({ d: true });
    choice = chooseColumn(choice, 'd', false, desktop);
    expect(choice).toEqual({});
  });

  it('reads back what was stored, and nothing of what cannot be read', () => {
    expect(parseChoice(JSON.stringify({ tips: true, kind: false }))).toEqual({
      tips: true,
      kind: false,
    });
    expect(parseChoice(null)).toEqual({});
    expect(parseChoice('not json')).toEqual({});
    expect(parseChoice('[1,2]')).toEqual({});
    expect(parseChoice(JSON.stringify({ tips: 'yes', kind: false }))).toEqual({ kind: false });
  });
});

describe('the file exported', () => {
  it('holds the columns on screen, in their order', () => {
    const ctx: CellContext = {
      lang: 'en',
      money: moneyFormat('en', 'AED', 2),
      zoneOf: () => 'Asia/Dubai',
      name: () => null,
      word: (_values, value) => value,
      at: (date, time) => `${date} at ${time}`,
      week: (date) => date,
      unknown: 'Unknown',
      say: (key) => key,
    };
    const onScreen = shownColumns(sale, shown, 'desktop', { tips: true, cashier_id: false });
    expect(keys(exportColumns(onScreen, ctx))).toEqual([
      'number',
      'created_at',
      'gross_sales',
      'discounts',
      'refunds',
      'net_sales',
      'tips',
      'total_sales',
    ]);
  });
});
