import { addDays } from '@contract/businessDay';
import type { ForecastSuggestion } from '@contract/forecast';
import { packsFor } from '../supply/purchasing/packs';
import { round3 } from '../supply/documents';

/**
 * The arithmetic of an order by forecast (issue 27), pure: when the supplier can deliver, how long
 * the order must last, and how much that is in whole packs. The suggestions of the create-order
 * screen and the backtest's replay of ordering both work it out here.
 */

/** 0 Sunday … 6 Saturday of a business date, as `delivery_days` counts them. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The first delivery an order placed on `today` can make: the first date at least `leadTimeDays`
 * after it that is one of the supplier's delivery days. Null when the supplier has none.
 */
export function nextDelivery(
  today: string,
  leadTimeDays: number,
  deliveryDays: readonly number[],
): string | null {
  return deliveryFrom(addDays(today, Math.max(0, leadTimeDays)), deliveryDays);
}

/** The first delivery day on or after `date`. */
function deliveryFrom(date: string, deliveryDays: readonly number[]): string | null {
  if (deliveryDays.length === 0) return null;
  for (let i = 0; i < 7; i++) {
    const day = addDays(date, i);
    if (deliveryDays.includes(weekdayOf(day))) return day;
  }
  return null;
}

/** The delivery after `delivery`: until then the order placed for `delivery` must last. */
export const deliveryAfter = (delivery: string, deliveryDays: readonly number[]) =>
  deliveryFrom(addDays(delivery, 1), deliveryDays);

/** The dates an order by forecast covers, from today to the day before the delivery after next. */
export interface OrderWindow {
  next_delivery: string;
  cover_until: string;
}

export function orderWindow(
  today: string,
  leadTimeDays: number,
  deliveryDays: readonly number[],
): OrderWindow | null {
  const next = nextDelivery(today, leadTimeDays, deliveryDays);
  const after = next && deliveryAfter(next, deliveryDays);
  return next && after ? { next_delivery: next, cover_until: after } : null;
}

/**
 * The error the safety stock is sized from: the material's own WAPE in the backtest, the location's
 * overall one when the material has none, 0 when neither; never above 1 (a forecast that misses by
 * more than it sells must not double the order).
 */
export const safetyError = (material: number | null, location: number | null): number =>
  Math.min(1, material ?? location ?? 0);

/** What an order-by-forecast line is worked out from. */
export interface ForecastLineFigures {
  /** Forecast use from today to the day before `cover_until`, base units. */
  use: number;
  /** The material's backtest WAPE, and the location's overall one. */
  error: number | null;
  locationError: number | null;
  onHand: number;
  onOrder: number;
  packSize: number;
  /** The location's `order_pack_threshold`. */
  threshold: number;
  /** Price of one pack. */
  price: number;
}

/**
 * The one definition of an order by forecast line: forecast use plus a safety stock of the
 * forecast's typical miss, less on hand and on order, in whole packs by the location's pack rule,
 * and never fewer packs than the forecast use alone needs.
 */
export function forecastLine(f: ForecastLineFigures): ForecastSuggestion {
  const use = round3(f.use);
  const safety = round3(safetyError(f.error, f.locationError) * f.use);
  const need = round3(Math.max(0, use + safety - f.onHand - f.onOrder));
  // The pack rule may round the safety stock away, never the forecast use itself: a slow
  // material whose use is less than half a pack would otherwise run out before anything is ordered.
  const short = use - f.onHand - f.onOrder;
  const packs = Math.max(
    packsFor(need, f.packSize, f.threshold),
    short > 1e-9 ? Math.ceil(short / f.packSize - 1e-9) : 0,
  );
  return {
    use,
    safety,
    need,
    packs,
    quantity: round3(packs * f.packSize),
    line_total: round3(packs * f.price),
    error: f.error === null ? null : Math.round(f.error * 10_000) / 10_000,
  };
}
