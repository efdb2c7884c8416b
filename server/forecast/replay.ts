import { addDays, daysBetween } from '@contract/businessDay';
import type { OrderingOutcome } from '@contract/forecast';
import { packsFor } from '../supply/purchasing/packs';
import { round3 } from '../supply/documents';
import { forecastLine, orderWindow, weekdayOf } from './order';

/**
 * The backtest's replay of ordering one material over the backtest's days (contract/forecast.ts
 * `orderingOutcome`), pure. Stock starts at par. Each day, in this order: an order day (a delivery
 * day less the lead time) orders by the rule, arriving on its delivery day; what arrives that day
 * comes in; the day's real theoretical use goes out. A day that would end below 0 is a stock-out day
 * (and ends at 0). Over-stock is the average closing stock valued at the standard cost.
 */

export type OrderingRule = 'by_par' | 'by_forecast';

export interface ReplayedMaterial {
  par: number;
  /** Rolled-up standard cost of one base unit. */
  cost: number;
  packSize: number;
  leadTimeDays: number;
  deliveryDays: readonly number[];
  /** Real theoretical use per day from `from`. */
  used: readonly number[];
  /** Per week from `from`, the forecast use made before it, for the days from its first day. */
  weeks: readonly (readonly number[])[];
  error: number | null;
  locationError: number | null;
  threshold: number;
}

export function replayOrdering(
  m: ReplayedMaterial,
  from: string,
  rule: OrderingRule,
): OrderingOutcome {
  let stock = m.par;
  const arriving = new Map<number, number>();
  let stockouts = 0;
  let held = 0;
  for (let day = 0; day < m.used.length; day++) {
    const date = addDays(from, day);
    const arrival = day + m.leadTimeDays;
    if (m.deliveryDays.includes(weekdayOf(addDays(date, m.leadTimeDays)))) {
      const onOrder = [...arriving].reduce((s, [d, q]) => (d >= day ? s + q : s), 0);
      const quantity =
        rule === 'by_par'
          ? packsFor(m.par - stock - onOrder, m.packSize, m.threshold) * m.packSize
          : forecastQuantity(m, date, day, stock, onOrder);
      if (quantity > 0) arriving.set(arrival, (arriving.get(arrival) ?? 0) + quantity);
    }
    stock += arriving.get(day) ?? 0;
    stock -= m.used[day]!;
    if (stock < -1e-9) {
      stockouts += 1;
      stock = 0;
    }
    held += stock;
  }
  return {
    stockout_days: stockouts,
    overstock_value: m.used.length ? round3((held / m.used.length) * m.cost) : 0,
  };
}

/** What the order by forecast of item 3 takes on a day of the past, from that week's forecast. */
function forecastQuantity(
  m: ReplayedMaterial,
  date: string,
  day: number,
  stock: number,
  onOrder: number,
): number {
  const window = orderWindow(date, m.leadTimeDays, m.deliveryDays);
  if (!window) return 0;
  const week = Math.min(m.weeks.length - 1, Math.floor(day / 7));
  const forecast = m.weeks[week]!;
  const start = day - 7 * week;
  const end = Math.min(forecast.length, start + daysBetween(date, window.cover_until));
  let use = 0;
  for (let i = start; i < end; i++) use += forecast[i]!;
  return forecastLine({
    use,
    error: m.error,
    locationError: m.locationError,
    onHand: Math.max(0, stock),
    onOrder,
    packSize: m.packSize,
    threshold: m.threshold,
    price: 0,
  }).quantity;
}
