import { addDays } from '@contract/businessDay';
import { BACKTEST_WEEKS, FORECAST_DAYS } from '@contract/forecast';
import {
  dayNumber,
  forecastDays,
  seenBefore,
  wape,
  type DayForecast,
  type ForecastDay,
  type HistoryIndex,
} from '@contract/forecastMethod';
import type { ForecastInputs, SoldItem } from './inputs';

/**
 * A location's forecast worked out from its inputs, pure: each sold item's days ahead, the
 * backtest's forecasts of the last weeks each made from the days before its week, and the same in
 * materials (the items' units through their recipes down to what is bought).
 */

/** Days of the backtest: its weeks, each forecast from the days before it. */
export const BACKTEST_DAYS = 7 * BACKTEST_WEEKS;

export interface ItemForecast {
  item: SoldItem;
  /** The days ahead, today first (`FORECAST_DAYS`). */
  ahead: DayForecast[];
  /** Units forecast for each backtest day, by the forecast made before its week. */
  backtest: number[];
  /** Units sold on each backtest day. */
  sold: number[];
  /** Per backtest week, the forecast made before it from its first day (`FORECAST_DAYS` for the replay). */
  weeks: number[][];
  /** WAPE of `backtest` against `sold`. */
  error: number | null;
}

export interface MaterialForecast {
  id: string;
  /** Forecast use per day ahead, today first. */
  ahead: number[];
  /** Theoretical use of what was sold, per backtest day. */
  used: number[];
  /** Theoretical use of the backtest's forecasts, per backtest day. */
  forecast: number[];
  /** Per backtest week, the forecast use from its first day (`FORECAST_DAYS` for the replay). */
  weeks: number[][];
  /** WAPE of `forecast` against `used`. */
  error: number | null;
}

export interface LocationForecast {
  today: string;
  days: ForecastDay[];
  /** The first day of the backtest: `BACKTEST_WEEKS` whole weeks before today. */
  backtestFrom: string;
  items: ItemForecast[];
  materials: Map<string, MaterialForecast>;
  /** WAPE over every product of the backtest. */
  error: number | null;
}

const daysFrom = (inputs: ForecastInputs, from: string, count: number) =>
  Array.from({ length: count }, (_, i) => inputs.dayOf(addDays(from, i)));

/**
 * The forecast of a location. `replay`: the backtest's weekly forecasts run `FORECAST_DAYS` ahead,
 * as the replay of ordering needs; otherwise only their own week, all the error needs.
 */
export function computeForecast(
  inputs: ForecastInputs,
  { replay = false }: { replay?: boolean } = {},
): LocationForecast {
  const { today } = inputs;
  const days = daysFrom(inputs, today, FORECAST_DAYS);
  const backtestFrom = addDays(today, -BACKTEST_DAYS);
  const horizon = replay ? FORECAST_DAYS : 7;
  const weekDays = Array.from({ length: BACKTEST_WEEKS }, (_, w) =>
    daysFrom(inputs, addDays(backtestFrom, 7 * w), horizon),
  );
  const firstBacktestDay = dayNumber(backtestFrom);
  const items = inputs.items.map((item): ItemForecast => {
    const index: HistoryIndex = {
      calendar: inputs.calendar,
      quantities: item.quantities,
      before: Infinity,
    };
    const weeks = weekDays.map((wd) =>
      forecastDays(seenBefore(index, wd[0]!.date), wd).map((d) => d.quantity),
    );
    const backtest = weeks.flatMap((w) => w.slice(0, 7));
    const sold = Array.from({ length: BACKTEST_DAYS }, (_, i) => {
      const at = inputs.calendar.position.get(firstBacktestDay + i);
      return at === undefined ? 0 : item.quantities[at]!;
    });
    return {
      item,
      ahead: forecastDays(index, days),
      backtest,
      sold,
      weeks,
      error: wape(backtest, sold),
    };
  });

  const materials = new Map<string, MaterialForecast>();
  const materialOf = (id: string) => {
    let m = materials.get(id);
    if (!m) {
      m = {
        id,
        ahead: new Array<number>(FORECAST_DAYS).fill(0),
        used: new Array<number>(BACKTEST_DAYS).fill(0),
        forecast: new Array<number>(BACKTEST_DAYS).fill(0),
        weeks: weekDays.map(() => new Array<number>(horizon).fill(0)),
        error: null,
      };
      materials.set(id, m);
    }
    return m;
  };
  const addInto = (into: number[], units: readonly number[], per: number) => {
    for (let i = 0; i < into.length; i++) into[i]! += units[i]! * per;
  };
  for (const f of items) {
    const ahead = f.ahead.map((d) => d.quantity);
    for (const [id, per] of f.item.bought) {
      const m = materialOf(id);
      addInto(m.ahead, ahead, per);
      addInto(m.used, f.sold, per);
      addInto(m.forecast, f.backtest, per);
      f.weeks.forEach((w, k) => addInto(m.weeks[k]!, w, per));
    }
  }
  for (const m of materials.values()) m.error = wape(m.forecast, m.used);
  const products = items.filter((f) => f.item.kind === 'product');
  return {
    today,
    days,
    backtestFrom,
    items,
    materials,
    error: wape(
      products.flatMap((f) => f.backtest),
      products.flatMap((f) => f.sold),
    ),
  };
}

/** A WAPE as replies carry it: four decimals (0.1834 = 18.34 %). */
export const errorFigure = (error: number | null) =>
  error === null ? null : Math.round(error * 10_000) / 10_000;
