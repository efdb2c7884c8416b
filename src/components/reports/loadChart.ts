import type { use } from 'echarts/core';
import type { ChartPart } from './chartParts';

type Extensions = Extract<Parameters<typeof use>[0], readonly unknown[]>;

// One chunk each, downloaded the first time a chart draws with it.
const partLoaders: Record<ChartPart, () => Promise<{ default: Extensions }>> = {
  bar: () => import('./echartsParts/bar'),
  line: () => import('./echartsParts/line'),
  pie: () => import('./echartsParts/pie'),
  scatter: () => import('./echartsParts/scatter'),
  grid: () => import('./echartsParts/grid'),
  legend: () => import('./echartsParts/legend'),
  markLine: () => import('./echartsParts/markLine'),
  tooltip: () => import('./echartsParts/tooltip'),
};

/** echarts' core (with its renderer) and the component drawing a chart. */
const loadEChart = () => import('./EChart');
export type EChartModule = Awaited<ReturnType<typeof loadEChart>>;

const prepared = new Map<string, Promise<EChartModule>>();

/**
 * The chart component once echarts' core and the given parts are in and installed, all fetched
 * at once. The same promise for the same parts, as React's `use` needs to wait on it.
 */
export function prepareChart(parts: readonly ChartPart[]): Promise<EChartModule> {
  const key = parts.join(' ');
  const known = prepared.get(key);
  if (known) return known;
  const ready = Promise.all([loadEChart(), ...parts.map((part) => partLoaders[part]())]).then(
    ([chart, ...loaded]) => {
      chart.install(loaded.flatMap((part) => part.default));
      return chart;
    },
  );
  // A download that failed (offline before the app was kept) stays failed until `forgetFailed`:
  // the chart says so, rather than fetching again at every render.
  ready.catch(() => undefined);
  prepared.set(key, ready);
  return ready;
}

/** Forgets `failed`, a download of these parts that failed: the next prepareChart fetches again. */
export function forgetFailed(parts: readonly ChartPart[], failed: Promise<EChartModule>): void {
  const key = parts.join(' ');
  if (prepared.get(key) === failed) prepared.delete(key);
}
