import type { BarSeriesOption, EChartsOption } from 'echarts';

/** One hour's or one block's bar: its name on the axis, its net sales and what refunds paid back. */
export interface TimeBar {
  label: string;
  netSales: number;
  /** Paid back by refunds made in it (not less than 0); net sales are already less it. */
  refunds: number;
}

export interface SalesByTimeChart {
  /** 24 hours in order, or the four blocks. */
  bars: readonly TimeBar[];
  by: 'hour' | 'block';
  /** The series' names, as the legend and the tooltip say them. */
  names: { netSales: string; refunds: string };
  /** An amount in full (the tooltip). */
  formatMoney: (amount: number) => string;
  /** A value-axis tick, short ("10K"). */
  formatTick: (value: number) => string;
}

/** The hours or blocks whose net sales are below zero: more refunded in them than sold. */
export const belowZero = (bars: readonly TimeBar[]) => bars.filter((b) => b.netSales < 0);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** What echarts hands an axis tooltip's formatter for each series at the pointer. */
interface TooltipItem {
  dataIndex: number;
  seriesIndex?: number;
  marker?: unknown;
}

/**
 * Net sales by hour or by block as bars; when the period has refunds, the refunds too, as bars of
 * their own hanging below zero beside the net sales, named in a legend and in the tooltip. An hour
 * whose net sales are below zero (a refund made after closing) then shows why: its refunds.
 */
export function salesByTimeOption({
  bars,
  by,
  names,
  formatMoney,
  formatTick,
}: SalesByTimeChart): EChartsOption {
  const withRefunds = bars.some((b) => b.refunds > 0);
  const netSales: BarSeriesOption = {
    type: 'bar',
    name: names.netSales,
    // A bar below zero is rounded at its far end, as one above zero is at its top.
    data: bars.map((b) =>
      b.netSales < 0
        ? { value: b.netSales, itemStyle: { borderRadius: [0, 0, 4, 4] } }
        : { value: b.netSales },
    ),
    barMaxWidth: 40,
    itemStyle: { borderRadius: [4, 4, 0, 0] },
  };
  const refunds: BarSeriesOption = {
    type: 'bar',
    name: names.refunds,
    // Money going out hangs below zero; an hour without refunds draws nothing.
    data: bars.map((b) => (b.refunds > 0 ? -b.refunds : '-')),
    barMaxWidth: 40,
    itemStyle: { borderRadius: [0, 0, 4, 4] },
  };
  return {
    grid: {
      left: 4,
      right: 4,
      top: withRefunds ? 36 : 12,
      bottom: 4,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    ...(withRefunds
      ? { legend: { top: 0, left: 'center', icon: 'roundRect', itemWidth: 12, itemHeight: 8 } }
      : {}),
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params) => {
        const items = (Array.isArray(params) ? params : [params]) as TooltipItem[];
        const bar = bars[items[0]?.dataIndex ?? -1];
        if (!bar) return '';
        const marker = (seriesIndex: number) =>
          String(items.find((i) => i.seriesIndex === seriesIndex)?.marker ?? '');
        const line = (seriesIndex: number, name: string, amount: number) =>
          `<div style="display:flex;justify-content:space-between;gap:16px">` +
          `<span>${marker(seriesIndex)}${escapeHtml(name)}</span>` +
          `<strong>${escapeHtml(formatMoney(amount))}</strong></div>`;
        return (
          `<div>${escapeHtml(bar.label)}</div>` +
          line(0, names.netSales, bar.netSales) +
          // What was paid back, as an amount: the bar shows it going out.
          (bar.refunds > 0 ? line(1, names.refunds, bar.refunds) : '')
        );
      },
    },
    xAxis: {
      type: 'category',
      data: bars.map((b) => b.label),
      axisTick: { alignWithLabel: true },
      // Every block's name shows (two-word names wrap); hours thin out where they would overlap.
      axisLabel:
        by === 'block' ? { interval: 0, width: 72, overflow: 'break' } : { hideOverlap: true },
    },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatTick(value) } },
    series: withRefunds ? [netSales, refunds] : [netSales],
  };
}
