import { describe, expect, it } from 'vitest';
import { partsOf } from '@/components/reports/chartParts';
import { forDirection } from '@/components/reports/EChart';
import { belowZero, salesByTimeOption, type TimeBar } from './salesByTimeChart';

const hour = (h: number) => `${h % 12 || 12} ${h < 12 ? 'AM' : 'PM'}`;

/** A day with sales from 11 AM to 10 PM, a refund at 1 PM, and one after closing, at 11 PM. */
const day: TimeBar[] = Array.from({ length: 24 }, (_, h) => ({
  label: hour(h),
  netSales: h === 23 ? -300 : h >= 11 && h <= 22 ? 1000 + h : 0,
  refunds: h === 23 ? 300 : h === 13 ? 120 : 0,
}));

const build = (bars: readonly TimeBar[], by: 'hour' | 'block' = 'hour') =>
  salesByTimeOption({
    bars,
    by,
    names: { netSales: 'Net sales', refunds: 'Refunds' },
    formatMoney: (v) => (v < 0 ? `−AED ${-v}` : `AED ${v}`),
    formatTick: (v) => `${v / 1000}K`,
  });

interface Series {
  name: string;
  data: ({ value: number; itemStyle?: object } | number | string)[];
}
const seriesOf = (option: ReturnType<typeof build>) => option.series as unknown as Series[];
type Formatter = (params: object[]) => string;
const tooltipOf = (option: ReturnType<typeof build>) =>
  (option.tooltip as { formatter: Formatter }).formatter;

describe('the sales by time chart', () => {
  it('without refunds, draws net sales alone, with no legend to read', () => {
    const quiet = day.map((b) => ({ ...b, netSales: Math.max(0, b.netSales), refunds: 0 }));
    const option = build(quiet);
    expect(seriesOf(option).map((s) => s.name)).toEqual(['Net sales']);
    expect(option.legend).toBeUndefined();
    expect(partsOf(option)).toEqual(['bar', 'grid', 'tooltip']);
  });

  it('draws refunds as their own series, hanging below zero, named in a legend', () => {
    const option = build(day);
    const [net, refunds] = seriesOf(option);
    expect(net!.name).toBe('Net sales');
    expect(refunds!.name).toBe('Refunds');
    // Money paid back goes below zero; an hour without refunds draws nothing.
    expect(refunds!.data[23]).toBe(-300);
    expect(refunds!.data[13]).toBe(-120);
    expect(refunds!.data[12]).toBe('-');
    expect(option.legend).toMatchObject({ top: 0 });
    // The legend is a part of echarts of its own: it is loaded for this chart.
    expect(partsOf(option)).toEqual(['bar', 'grid', 'legend', 'tooltip']);
    // Room above the bars for the legend.
    expect(option.grid).toMatchObject({ top: 36 });
  });

  it('draws an hour below zero as a bar hanging down, rounded at its far end', () => {
    const [net] = seriesOf(build(day));
    expect(net!.data[23]).toEqual({ value: -300, itemStyle: { borderRadius: [0, 0, 4, 4] } });
    expect(net!.data[20]).toEqual({ value: 1020 });
  });

  it("says in the tooltip what the hour's refunds paid back, and leaves them out of an hour without any", () => {
    const tooltip = tooltipOf(build(day));
    const at = (dataIndex: number) =>
      tooltip([
        { dataIndex, seriesIndex: 0, marker: '<i class=net></i>' },
        { dataIndex, seriesIndex: 1, marker: '<i class=refunds></i>' },
      ]);
    const late = at(23);
    expect(late).toContain('<div>11 PM</div>');
    expect(late).toMatch(/<i class=net><\/i>Net sales<\/span><strong>−AED 300<\/strong>/);
    expect(late).toMatch(/<i class=refunds><\/i>Refunds<\/span><strong>AED 300<\/strong>/);
    const busy = at(20);
    expect(busy).toContain('<strong>AED 1020</strong>');
    expect(busy).not.toContain('Refunds');
  });

  it('writes names into the tooltip as text, never as markup', () => {
    const bars = [{ label: '<b>Night</b> & day', netSales: 5, refunds: 0 }];
    const tooltip = tooltipOf(build(bars, 'block'));
    expect(tooltip([{ dataIndex: 0, seriesIndex: 0 }])).toContain(
      '<div>&lt;b&gt;Night&lt;/b&gt; &amp; day</div>',
    );
  });

  it('finds the hours below zero, for the note under the chart', () => {
    expect(belowZero(day).map((b) => b.label)).toEqual(['11 PM']);
    expect(belowZero(day.map((b) => ({ ...b, netSales: Math.abs(b.netSales) })))).toEqual([]);
  });

  it('keeps every block name whole, and thins out hours where they would overlap', () => {
    const blocks = ['Morning', 'Afternoon', 'Evening', 'Night'].map((label) => ({
      label,
      netSales: 10,
      refunds: 0,
    }));
    expect(build(blocks, 'block').xAxis).toMatchObject({
      axisLabel: { interval: 0, width: 72, overflow: 'break' },
    });
    expect(build(day).xAxis).toMatchObject({ axisLabel: { hideOverlap: true } });
    expect(build(day).grid).toMatchObject({
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    });
  });

  it('mirrors in Arabic: hours run from the right, amounts stand on the right, the legend reads right to left', () => {
    const rtl = forDirection(build(day), true);
    expect(rtl.xAxis).toEqual([expect.objectContaining({ inverse: true })]);
    expect(rtl.yAxis).toEqual([expect.objectContaining({ position: 'right' })]);
    expect(rtl.legend).toMatchObject({ align: 'right' });
    expect(seriesOf(rtl).map((s) => s.name)).toEqual(['Net sales', 'Refunds']);
  });
});
