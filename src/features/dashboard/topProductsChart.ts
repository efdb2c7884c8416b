import type { EChartsOption } from 'echarts';

/** One product's bar: its whole name and the figure the chart is ranked by. */
export interface ProductBar {
  name: string;
  value: number;
}

export interface TopProductsChart {
  /** Best first. */
  products: readonly ProductBar[];
  /** The figure the bars show ("Net sales", "Quantity"): the tooltip's name for it. */
  figure: string;
  /** The chart's width in pixels; 0 until it has been measured. */
  width: number;
  /** A bar's figure in full (the tooltip). */
  formatValue: (value: number) => string;
  /** A value-axis tick, short ("10K"). */
  formatTick: (value: number) => string;
}

/** The name column's share of the chart's width, and its bounds in pixels. */
const NAME_SHARE = 0.42;
const NAME_MIN = 88;
const NAME_MAX = 220;
/** The name column before the chart's width is known. */
const NAME_UNMEASURED = 120;
/** Room each value tick needs: "100K", or "100 ألف" in Arabic, with space around it. */
const TICK_SPACING = 72;
/** One row per product. */
const ROW_HEIGHT = 30;

/**
 * A name as its own run of text, in its own direction (Unicode's first-strong isolate): the chart's
 * text runs left to right, where an Arabic name cut short would get its ellipsis on the right, at
 * its start, and read as cut at the start. Isolated, the ellipsis follows the name's last letter.
 */
export const isolated = (name: string) => `\u2068${name}\u2069`;

/** How wide product names may be before they end in an ellipsis: a share of a measured chart. */
export function nameWidthFor(chartWidth: number): number {
  if (chartWidth <= 0) return NAME_UNMEASURED;
  return Math.round(Math.min(NAME_MAX, Math.max(NAME_MIN, chartWidth * NAME_SHARE)));
}

/** How many steps the value axis is cut into: as many as the bars' width holds, 2 to 5. */
export function valueStepsFor(chartWidth: number): number {
  if (chartWidth <= 0) return 4;
  const bars = chartWidth - nameWidthFor(chartWidth);
  return Math.min(5, Math.max(2, Math.floor(bars / TICK_SPACING)));
}

/** The chart's height: a row per product, and the value axis beneath. */
export const topProductsHeight = (count: number) => Math.max(160, count * ROW_HEIGHT + 32);

/**
 * The top products as horizontal bars, best at the top, laid out left to right (`forDirection`
 * mirrors it in Arabic). Names end in an ellipsis when longer than their column, never cut at the
 * start; the tooltip names the product in full. The grid keeps every axis label inside the chart
 * (echarts 6's `outerBounds`): the names on one side and the last value tick at the far end, which
 * sits half outside its tick unless the grid makes room for it.
 */
export function topProductsOption({
  products,
  figure,
  width,
  formatValue,
  formatTick,
}: TopProductsChart): EChartsOption {
  // A category axis draws its first entry at the bottom: reversed, the best is at the top.
  const shown = [...products].reverse();
  return {
    grid: {
      left: 4,
      right: 4,
      top: 4,
      bottom: 4,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value) => formatValue(Number(value)),
    },
    xAxis: {
      type: 'value',
      splitNumber: valueStepsFor(width),
      // The far end's tick says how far the axis runs: if it would touch its neighbour, the
      // neighbour gives way.
      axisLabel: { formatter: (value: number) => formatTick(value), showMaxLabel: true },
    },
    yAxis: {
      type: 'category',
      data: shown.map((p) => p.name),
      axisLabel: {
        // Every name shows: one per row, never thinned out.
        interval: 0,
        formatter: isolated,
        width: nameWidthFor(width),
        overflow: 'truncate',
        ellipsis: '…',
      },
      axisTick: { show: false },
    },
    series: [
      {
        type: 'bar',
        name: figure,
        data: shown.map((p) => p.value),
        barMaxWidth: 22,
        itemStyle: { borderRadius: 4 },
      },
    ],
  };
}

/**
 * What a screen reader hears for the chart: its title and every product in full with its figure,
 * best first (the axis may have shortened a name; this never does).
 */
export function topProductsLabel(
  title: string,
  products: readonly ProductBar[],
  formatValue: (value: number) => string,
  item: (name: string, value: string) => string,
  list: (items: string[]) => string,
): string {
  if (products.length === 0) return title;
  return `${title}: ${list(products.map((p) => item(p.name, formatValue(p.value))))}`;
}
