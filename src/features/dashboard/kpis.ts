import { changePct } from '@contract/change';
import type { SalesFigureKey } from '@contract/sales';

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

/** A figure against its comparison: which way it moved and whether that is good news. */
export interface Change {
  /** In percent, one decimal; null when the comparison had none (no percentage can be said). */
  pct: number | null;
  direction: 'up' | 'down' | 'same';
  tone: 'good' | 'bad' | 'neutral';
}

/** How a figure moved against its comparison (the percentage: `changePct`, shared with the server). */
export function changeOf(now: number, before: number, higherIsBetter: boolean): Change {
  const pct = changePct(now, before);
  const direction = now > before && pct !== 0 ? 'up' : now < before && pct !== 0 ? 'down' : 'same';
  const tone =
    direction === 'same' ? 'neutral' : (direction === 'up') === higherIsBetter ? 'good' : 'bad';
  return { pct, direction, tone };
}

/** Mantine colours of a change: good news green, bad news red, no change grey. */
export const toneColor: Record<Change['tone'], string> = {
  good: 'teal',
  bad: 'red',
  neutral: 'gray',
};

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
