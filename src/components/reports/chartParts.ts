import type { EChartsOption } from 'echarts';

/**
 * The parts of echarts a chart can need beyond its core. Each loads on its own the first time a
 * chart asks for it: a report of bars never downloads the pie, the scatter or the legend.
 */
export const chartParts = [
  'bar',
  'line',
  'pie',
  'scatter',
  'grid',
  'legend',
  'markLine',
  'tooltip',
] as const;
export type ChartPart = (typeof chartParts)[number];

const seriesParts: Partial<Record<string, ChartPart>> = {
  bar: 'bar',
  line: 'line',
  pie: 'pie',
  scatter: 'scatter',
};

const listOf = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * What an option draws with, in a fixed order (one cache entry per combination). A series or a
 * component not in `chartParts` is not loaded, and not drawn: in development echarts names it in
 * the console; add it here and in loadChart.ts.
 */
export function partsOf(option: EChartsOption): ChartPart[] {
  const parts = new Set<ChartPart>();
  for (const series of listOf(option.series)) {
    const part = series.type === undefined ? undefined : seriesParts[series.type];
    if (part) parts.add(part);
    if ('markLine' in series && series.markLine) parts.add('markLine');
  }
  if (option.grid !== undefined || option.xAxis !== undefined || option.yAxis !== undefined) {
    parts.add('grid');
  }
  if (option.legend !== undefined) parts.add('legend');
  if (option.tooltip !== undefined) parts.add('tooltip');
  return chartParts.filter((part) => parts.has(part));
}
