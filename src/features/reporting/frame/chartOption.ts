import type { EChartsOption } from 'echarts';
import { dateTimeFormat, numberFormat } from '@/lib/formats';
import { valueOf, type CellValue, type ReportChart, type ReportColumn } from './definition';
import { cellText, type CellContext } from './format';

/** A point of a quadrant chart: a row's two figures, and the colour of its class. */
export interface QuadrantPoint {
  name: string;
  x: number;
  y: number;
  color: string;
}

/** What a quadrant adds to the figures: where its lines cross, and each point. */
export interface Quadrant {
  points: readonly QuadrantPoint[];
  /** The thresholds the classes were drawn with (menu engineering: popularity and margin). */
  x: number;
  y: number;
  xName: string;
  yName: string;
  formatX: (value: number) => string;
  formatY: (value: number) => string;
  /** The margin axis's labels, short (the tooltip gives the amount whole). */
  compactY: (value: number) => string;
}

const column = <Row>(columns: readonly ReportColumn<Row>[], key: string) =>
  columns.find((c) => c.key === key);

/**
 * The echarts option of a report's chart: bars or lines of one or more figures per row, a pie of
 * one figure, or a quadrant of two figures with the lines where its classes divide. Labels and
 * tooltips are written as the table writes its cells. Null when there is nothing to draw.
 */
export function chartOption<Row>(
  spec: ReportChart,
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
  ctx: CellContext,
  label: (key: string) => string,
  quadrant?: Quadrant,
): EChartsOption | null {
  if (spec.kind === 'quadrant') return quadrant ? quadrantOption(quadrant) : null;
  const name = column(columns, spec.label);
  const figures = spec.values.flatMap((key) => column(columns, key) ?? []);
  if (!name || figures.length === 0 || rows.length === 0) return null;
  const names = rows.map((row) => cellText(name, row, ctx));
  const number = (row: Row, figure: ReportColumn<Row>) => Number(valueOf(figure, row) ?? 0);
  const write = (figure: ReportColumn<Row>, value: number) =>
    cellText(figure, {} as Row, ctx, value);

  if (spec.kind === 'pie') {
    const figure = figures[0]!;
    return {
      tooltip: { trigger: 'item', valueFormatter: (v) => write(figure, Number(v)) },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: label(figure.label),
          radius: ['40%', '70%'],
          center: ['50%', '45%'],
          avoidLabelOverlap: true,
          label: { show: false },
          data: rows.map((row, i) => ({ name: names[i]!, value: number(row, figure) })),
        },
      ],
    };
  }
  const compact = numberFormat(ctx.lang, { notation: 'compact' });
  const axisNames = rows.map((row) => shortLabel(name, valueOf(name, row), ctx.lang));
  const categories = {
    type: 'category' as const,
    data: axisNames.map((short, i) => short ?? names[i]!),
    axisTick: { alignWithLabel: true },
    axisLabel: spec.horizontal
      ? { width: 140, overflow: 'truncate' as const, interval: 0 }
      : { hideOverlap: true },
    // A ranking reads from the top.
    ...(spec.horizontal ? { inverse: true } : {}),
  };
  const amounts = {
    type: 'value' as const,
    // Arabic's "40 ألف" is wider than "40K": on a phone, every other tick rather than a pile.
    axisLabel: { formatter: (v: number) => compact.format(v), hideOverlap: true },
  };
  return {
    // Room at both ends: right to left, the last axis label sits at the start side.
    grid: { left: 16, right: 16, top: figures.length > 1 ? 36 : 12, bottom: 4, containLabel: true },
    tooltip: {
      trigger: 'axis',
      // The row's full name, then each series in its own kind: an amount, a count.
      formatter: (params) => {
        const list = Array.isArray(params) ? params : [params];
        const title = names[list[0]?.dataIndex ?? 0] ?? '';
        return [
          title,
          ...list.map(
            (p) =>
              `${p.marker ?? ''} ${p.seriesName ?? ''}: ${write(
                figures[p.seriesIndex ?? 0]!,
                Number(p.value),
              )}`,
          ),
        ].join('<br/>');
      },
    },
    ...(figures.length > 1 ? { legend: { top: 0 } } : {}),
    xAxis: spec.horizontal ? amounts : categories,
    yAxis: spec.horizontal ? categories : amounts,
    series: figures.map((figure) => ({
      type: spec.kind === 'line' ? 'line' : 'bar',
      name: label(figure.label),
      data: rows.map((row) => number(row, figure)),
      ...(spec.kind === 'line'
        ? { smooth: true, showSymbol: rows.length <= 31, areaStyle: { opacity: 0.08 } }
        : {
            barMaxWidth: spec.horizontal ? 22 : 40,
            itemStyle: { borderRadius: spec.horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0] },
          }),
    })),
  };
}

/** A date on an axis, short ("Nov 24", "Nov 26"): the tooltip gives it whole. Null: not a date. */
function shortLabel<Row>(column: ReportColumn<Row>, value: CellValue, lang: string): string | null {
  if (typeof value !== 'string') return null;
  const day = column.kind === 'month' ? `${value}-01` : value;
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return null;
  if (column.kind === 'date' || column.kind === 'week') {
    return dateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(at);
  }
  if (column.kind === 'month') {
    return dateTimeFormat(lang, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(at);
  }
  return null;
}

/** A scatter of the points with a dashed line at each threshold: four quadrants, four classes. */
function quadrantOption(q: Quadrant): EChartsOption | null {
  if (q.points.length === 0) return null;
  const line = { type: 'dashed' as const, width: 1.5 };
  return {
    grid: { left: 28, right: 28, top: 24, bottom: 28, containLabel: true },
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const p = Array.isArray(params) ? params[0] : params;
        const point = q.points[p?.dataIndex ?? 0];
        if (!point) return '';
        return [
          point.name,
          `${q.xName}: ${q.formatX(point.x)}`,
          `${q.yName}: ${q.formatY(point.y)}`,
        ].join('<br/>');
      },
    },
    xAxis: {
      type: 'value',
      name: q.xName,
      nameLocation: 'middle',
      nameGap: 24,
      axisLabel: { formatter: (v: number) => q.formatX(v) },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      name: q.yName,
      nameLocation: 'end',
      axisLabel: { formatter: (v: number) => q.compactY(v) },
      splitLine: { show: false },
    },
    series: [
      {
        type: 'scatter',
        symbolSize: 14,
        data: q.points.map((p) => ({
          name: p.name,
          value: [p.x, p.y],
          itemStyle: { color: p.color },
        })),
        markLine: {
          silent: true,
          symbol: 'none',
          label: { show: false },
          lineStyle: line,
          data: [{ xAxis: q.x }, { yAxis: q.y }],
        },
      },
    ],
  };
}
