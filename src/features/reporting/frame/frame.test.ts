import { describe, expect, it } from 'vitest';
import { moneyFormat } from '@/lib/money';
import { chartOption } from './chartOption';
import { totalOf, type ReportColumn } from './definition';
import { exportColumns } from './exportDocument';
import type { CellContext } from './format';
import { pageInMemory, withoutPaging } from './inMemory';

type Row = {
  key: string;
  net_sales: number | null;
  channel_id: string | null;
  created_at?: string;
};
const rows: Row[] = [
  { key: '2026-11-02', net_sales: 20, channel_id: 'c1' },
  { key: '2026-11-01', net_sales: null, channel_id: null },
  { key: '2026-11-03', net_sales: 30, channel_id: 'gone' },
  { key: '2026-11-04', net_sales: 20, channel_id: 'c1' },
];
const ctx: CellContext = {
  lang: 'en',
  money: moneyFormat('en', 'AED', 2),
  zoneOf: () => 'Asia/Dubai',
  name: (_collection, id) => (id === 'c1' ? 'Deliveroo' : null),
  word: (_values, value) => value,
  at: (date, time) => `${date} at ${time}`,
  week: (date) => `Week of ${date}`,
  unknown: 'Unknown',
  say: (key) => `t:${key}`,
};
const columns: ReportColumn<Row>[] = [
  { key: 'key', label: 'group.day', kind: 'date', sortable: true },
  { key: 'net_sales', label: 'columns.net_sales', kind: 'money', sortable: true },
  { key: 'channel_id', label: 'columns.channel_id', kind: 'ref', ref: 'channels' },
  { key: 'created_at', label: 'columns.created_at', kind: 'datetime' },
];

describe('a report paged in the browser', () => {
  it('sorts as the server frame does: values in order, empty ones last, ties as they came', () => {
    const sort = { key: 'net_sales', dir: 'desc' } as const;
    const first = pageInMemory(rows, { sort, page: 1, limit: 2 });
    expect(first.items.map((r) => r.key)).toEqual(['2026-11-03', '2026-11-02']);
    expect(first.total).toBe(4);
    const second = pageInMemory(rows, { sort, page: 2, limit: 2 });
    expect(second.items.map((r) => r.key)).toEqual(['2026-11-04', '2026-11-01']);
    const up = pageInMemory(rows, { sort: { key: 'net_sales', dir: 'asc' }, page: 1, limit: 4 });
    expect(up.items.map((r) => r.key)).toEqual([
      '2026-11-02',
      '2026-11-04',
      '2026-11-03',
      '2026-11-01',
    ]);
  });

  it('shows the last page when asked for one past the end', () => {
    const page = pageInMemory(rows, { sort: { key: 'key', dir: 'asc' }, page: 9, limit: 3 });
    expect(page).toMatchObject({ page: 2, total: 4 });
    expect(page.items.map((r) => r.key)).toEqual(['2026-11-04']);
  });

  it('asks a call that answers everything at once without order or page', () => {
    expect(
      withoutPaging({ loc: 'all', from: 'a', page: 2, limit: 50, sort: 'x', dir: 'asc' }),
    ).toEqual({ loc: 'all', from: 'a' });
  });
});

describe('a report’s file', () => {
  it('holds the table’s columns with numbers as numbers, dates as dates and names resolved', () => {
    const file = exportColumns(columns, ctx);
    expect(file.map((c) => [c.label, c.kind])).toEqual([
      ['t:group.day', 'date'],
      ['t:columns.net_sales', 'money'],
      ['t:columns.channel_id', 'text'],
      ['t:columns.created_at', 'datetime'],
    ]);
    const row = { ...rows[0]!, created_at: '2026-11-02T10:00:00Z' };
    expect(file.map((c) => c.value(row))).toEqual([
      '2026-11-02',
      20,
      'Deliveroo',
      '2026-11-02T10:00:00Z',
    ]);
    expect(file.map((c) => c.value(rows[1]!))).toEqual(['2026-11-01', null, null, null]);
  });

  it('closes with the totals the table shows: computed columns’ own, nothing under names', () => {
    type MethodRow = { date: string; method: string | null; methods: Record<string, number> };
    const byMethod: ReportColumn<MethodRow>[] = [
      { key: 'date', label: 'columns.date', kind: 'date' },
      // A name no totals row has: it must not read "Unknown" there.
      { key: 'method', label: 'columns.payment_method_id', kind: 'ref', ref: 'paymentMethods' },
      {
        key: 'method_c1',
        label: 'columns.payment_method_id',
        labelRef: { collection: 'channels', id: 'c1' },
        kind: 'money',
        value: (row) => row.methods.c1 ?? 0,
        total: (totals) => totals.methods?.c1 ?? 0,
      },
      {
        key: 'category',
        label: 'columns.category_id',
        kind: 'ref',
        ref: 'categories',
        empty: 'stock.noCategory',
      },
    ];
    const totals = { date: '', method: null, methods: { c1: 42.5 } };
    const file = exportColumns(byMethod, ctx, totals);
    expect(file.map((c) => c.label)).toEqual([
      't:columns.date',
      't:columns.payment_method_id',
      'Deliveroo',
      't:columns.category_id',
    ]);
    expect(file.map((c) => c.value(totals))).toEqual([null, null, 42.5, null]);
    const row = { date: '2026-11-02', method: null, methods: { c1: 7 } };
    expect(file.map((c) => c.value(row))).toEqual(['2026-11-02', null, 7, 't:stock.noCategory']);
    expect(totalOf(byMethod[2]!, totals)).toBe(42.5);
    expect(totalOf(byMethod[1]!, totals)).toBeNull();
  });
});

describe('a report’s chart', () => {
  const label = (key: string) => key;

  it('draws a trend with short dates on its axis and nothing without rows', () => {
    const spec = { kind: 'line', title: 't', label: 'key', values: ['net_sales'] } as const;
    const option = chartOption(spec, columns, rows, ctx, label)!;
    expect((option.xAxis as { data: string[] }).data).toEqual(['Nov 2', 'Nov 1', 'Nov 3', 'Nov 4']);
    expect((option.series as { type: string; data: number[] }[])[0]).toMatchObject({
      type: 'line',
      data: [20, 0, 30, 20],
    });
    expect(chartOption(spec, columns, [], ctx, label)).toBeNull();
  });

  it('runs a ranking sideways, first at the top', () => {
    const spec = {
      kind: 'bar',
      title: 't',
      label: 'channel_id',
      values: ['net_sales'],
      horizontal: true,
    } as const;
    const option = chartOption(spec, columns, rows, ctx, label)!;
    expect(option.yAxis).toMatchObject({
      type: 'category',
      inverse: true,
      // A row without a channel is a dash; one the device cannot name, unknown.
      data: ['Deliveroo', '—', 'Unknown', 'Deliveroo'],
    });
    expect(option.xAxis).toMatchObject({ type: 'value' });
  });

  it('draws a quadrant with a line at each threshold', () => {
    const spec = { kind: 'quadrant', title: 't', label: 'key', values: [] } as const;
    const quadrant = {
      points: [{ name: 'Burger', x: 30, y: 12, color: 'gold' }],
      x: 17.5,
      y: 10,
      xName: 'Popularity',
      yName: 'Margin',
      formatX: String,
      formatY: String,
      compactY: String,
    };
    const option = chartOption(spec, columns, [], ctx, label, quadrant)!;
    const series = (option.series as { type: string; markLine: { data: unknown[] } }[])[0]!;
    expect(series.type).toBe('scatter');
    expect(series.markLine.data).toEqual([{ xAxis: 17.5 }, { yAxis: 10 }]);
    expect(chartOption(spec, columns, [], ctx, label)).toBeNull();
  });
});
