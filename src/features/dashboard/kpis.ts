import { changeOf, type Change } from '@/components/reports/change';
import type { SalesFigureKey } from '@contract/sales';
import type { SummaryMetrics } from './data/dashboardReads';

/** Whether a figure is money (written in the currency) or a count. */
export type KpiUnit = 'money' | 'count';

export interface Kpi {
  key: SalesFigureKey;
  unit: KpiUnit;
  /** A rise is good news (sales) or bad news (refunds, discounts, what was given away). */
  higherIsBetter: boolean;
}

const kpi = (key: SalesFigureKey, higherIsBetter = true, unit: KpiUnit = 'money'): Kpi => ({
  key,
  unit,
  higherIsBetter,
});

/** The figures a manager reads first, large. */
export const headlineKpis: readonly Kpi[] = [
  kpi('total_sales'),
  kpi('net_sales'),
  kpi('transactions', true, 'count'),
  kpi('average_order_value'),
];

/**
 * How the sales add up, line by line: what was sold, less what was taken off, given away and paid
 * back, makes net sales; with tax, total sales; tips come on top. `role` says how each line reads.
 */
export const salesBridge: readonly {
  kpi: Kpi;
  role: 'start' | 'less' | 'subtotal' | 'plus' | 'part' | 'extra';
}[] = [
  { kpi: kpi('gross_sales'), role: 'start' },
  { kpi: kpi('discounts', false), role: 'less' },
  { kpi: kpi('complimentary', false), role: 'less' },
  { kpi: kpi('refunds', false), role: 'less' },
  { kpi: kpi('net_sales'), role: 'subtotal' },
  { kpi: kpi('tax'), role: 'plus' },
  { kpi: kpi('vat'), role: 'part' },
  { kpi: kpi('total_sales'), role: 'subtotal' },
  { kpi: kpi('tips'), role: 'extra' },
];

/** A figure's change against the period it is compared with, as every dashboard card shows it. */
export const kpiChange = (kpi: Kpi, metrics: SummaryMetrics): Change =>
  changeOf(metrics[kpi.key], metrics.compare[kpi.key], kpi.higherIsBetter);

/**
 * A change the server measured (`change_pct` of store performance), with its direction and tone;
 * `now` and `before` tell the way when no percentage could be said (sales from none).
 */
export function changeOfPct(pct: number | null, now: number, before: number): Change {
  if (pct === null) return changeOf(now, before, true);
  const direction = pct > 0 ? 'up' : pct < 0 ? 'down' : 'same';
  return {
    pct,
    direction,
    tone: direction === 'up' ? 'good' : direction === 'down' ? 'bad' : 'neutral',
  };
}
