import type { ForecastWhy } from './forecast';

/**
 * The forecast method of order by forecast (issue 27): pure, no I/O, the same on the server and the
 * device. It is meant to be followed by a manager, not to win a competition:
 *
 * 1. A closed day (its weekday closed, or a holiday marked closed) is forecast at 0: `closed`.
 * 2. A product with no sale in the history is forecast at 0: `none`.
 * 3. A product first sold less than `SHORT_HISTORY_DAYS` before the end of the history is forecast
 *    at the average of its open days so far: `short_history`.
 * 4. Otherwise the level is the same weekday of the last `LEVEL_WEEKS` weeks that were open and no
 *    holiday, weighted 4, 3, 2, 1 from the newest, times the trend: the sales of the last 4 weeks'
 *    ordinary days (open, no holiday) against the same weekdays 4 weeks earlier, as a factor clamped
 *    to `TREND_LIMITS` (1 without 8 weeks since the first sale): `weekday`.
 * 5. An open holiday keeps its own pattern: the past holidays' sales against their usual weekday
 *    level (the average of those ratios) times this weekday's level and the trend: `holiday`. With
 *    no past holiday the ratio is 1.
 *
 * The history may leave days out (the server reads the last weeks whole and, further back, only the
 * past holidays and the weekdays before them): a day not in it is unknown, never a day without sales.
 */

/** A business date as the forecast sees it. */
export interface ForecastDay {
  /** YYYY-MM-DD, the location's business date. */
  date: string;
  closed: boolean;
  /** The holiday's name when the date is marked as one on the location's calendar. */
  holiday: string | null;
}

/** A day of a product's history: what it sold (net of refunds) that business date. */
export interface HistoryDay extends ForecastDay {
  quantity: number;
}

export interface DayForecast {
  quantity: number;
  why: ForecastWhy;
}

/** Same weekdays the level is made of, and their weights from the newest. */
export const LEVEL_WEEKS = 4;
const LEVEL_WEIGHTS = [4, 3, 2, 1] as const;
/** Days of each of the two windows the trend compares. */
export const TREND_DAYS = 28;
export const TREND_LIMITS = { low: 0.8, high: 1.25 } as const;
/** Below this many days since its first sale a product is forecast from the average of its days. */
export const SHORT_HISTORY_DAYS = 14;
/** How far back the same weekdays are looked for (a weekday closed for months has no level). */
const LOOKBACK_WEEKS = 26;

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;

/**
 * Days since 1970-01-01 of a YYYY-MM-DD date, by integer arithmetic on the calendar (days from
 * civil): the method counts in whole days, never in hours, so no clock or time zone can move it.
 */
export function dayNumber(date: string): number {
  const y0 = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  const y = m <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/**
 * The dates of a history indexed once: a location's products share them (its calendar), each with
 * its own quantities, so a forecast of hundreds of products makes no object per product and day.
 */
export interface HistoryCalendar {
  /** The dates oldest first. */
  days: readonly ForecastDay[];
  /** Their day numbers (`dayNumber`), same order. */
  numbers: readonly number[];
  /** Where each day number is in `days`. */
  position: ReadonlyMap<number, number>;
}

export function historyCalendar(days: readonly ForecastDay[]): HistoryCalendar {
  const numbers = days.map((d) => dayNumber(d.date));
  return { days, numbers, position: new Map(numbers.map((n, i) => [n, i])) };
}

/**
 * A product's history indexed for many forecasts: the backtest forecasts the same history from
 * several cut-offs, each seeing only the days before it (`seenBefore`).
 */
export interface HistoryIndex {
  calendar: HistoryCalendar;
  /** Units sold on each of the calendar's days. */
  quantities: ArrayLike<number>;
  /** Only days before this day number are seen (Infinity: all). */
  before: number;
}

/** Indexes a history (oldest first). */
export function historyIndex(history: readonly HistoryDay[]): HistoryIndex {
  return {
    calendar: historyCalendar(history),
    quantities: history.map((h) => h.quantity),
    before: Infinity,
  };
}

/** The same history as it was seen before a date: what a forecast made then knew. */
export const seenBefore = (index: HistoryIndex, date: string): HistoryIndex => ({
  ...index,
  before: dayNumber(date),
});

/** How many of the calendar's days are before the cut-off (binary search: they are sorted). */
function seenCount(index: HistoryIndex): number {
  const numbers = index.calendar.numbers;
  let lo = 0;
  let hi = numbers.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (numbers[mid]! < index.before) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The forecast of each day of `days` from a product's history (oldest first, or indexed). */
export function forecastDays(
  history: readonly HistoryDay[] | HistoryIndex,
  days: readonly ForecastDay[],
): DayForecast[] {
  const index = 'calendar' in history ? history : historyIndex(history);
  const { calendar, quantities } = index;
  const count = seenCount(index);
  /** Positions of the seen days, oldest first. */
  const seen = () => Array.from({ length: count }, (_, i) => i);
  let first: number | null = null;
  for (let i = 0; i < count && first === null; i++) {
    if (quantities[i]! > 0) first = calendar.numbers[i]!;
  }
  const last = count > 0 ? calendar.numbers[count - 1]! : null;
  const why = (
    day: ForecastDay,
    basis: ForecastWhy['basis'],
    samples: ForecastWhy['samples'] = [],
    level = 0,
    trend = 1,
  ): ForecastWhy => ({
    basis,
    samples,
    level: round3(level),
    trend: round3(trend),
    holiday: day.holiday,
  });
  if (first === null || last === null) {
    return days.map((day) => ({
      quantity: 0,
      why: why(day, day.closed ? 'closed' : 'none'),
    }));
  }
  if (last - first + 1 < SHORT_HISTORY_DAYS) {
    const open = seen()
      .filter((i) => calendar.numbers[i]! >= first && !calendar.days[i]!.closed)
      .reverse();
    const level = mean(open.map((i) => quantities[i]!));
    const samples = open.map((i) => ({ date: calendar.days[i]!.date, quantity: quantities[i]! }));
    return days.map((day) =>
      day.closed
        ? { quantity: 0, why: why(day, 'closed') }
        : { quantity: round3(level), why: why(day, 'short_history', samples, level) },
    );
  }
  /** Where a seen ordinary day (open, no holiday, since the first sale) is, or -1. */
  const ordinary = (day: number): number => {
    if (day >= index.before || day < first) return -1;
    const i = calendar.position.get(day);
    if (i === undefined) return -1;
    const d = calendar.days[i]!;
    return d.closed || d.holiday !== null ? -1 : i;
  };
  const ordinaryMean = (from: number, to: number) => {
    let total = 0;
    let n = 0;
    for (let d = from; d <= to; d++) {
      const i = ordinary(d);
      if (i < 0) continue;
      total += quantities[i]!;
      n += 1;
    }
    return n === 0 ? null : total / n;
  };
  const recentStart = last + 1 - TREND_DAYS;
  const fallbackLevel = ordinaryMean(recentStart, last) ?? 0;
  // The same weekdays before a day, counted from the last of them in the history: every Friday
  // ahead has the same four Fridays, however far ahead it is.
  const levels = new Map<number, { samples: ForecastWhy['samples']; level: number }>();
  const weekdayLevel = (day: number) => {
    let anchor = day - 7;
    if (anchor > last) anchor -= 7 * Math.ceil((anchor - last) / 7);
    const known = levels.get(anchor);
    if (known) return known;
    const samples: ForecastWhy['samples'] = [];
    for (let w = 0; w < LOOKBACK_WEEKS && samples.length < LEVEL_WEEKS; w++) {
      const d = anchor - 7 * w;
      if (d < first) break;
      const i = ordinary(d);
      if (i >= 0) samples.push({ date: calendar.days[i]!.date, quantity: quantities[i]! });
    }
    let level = fallbackLevel;
    // A weekday that has not opened lately (newly open on Sundays) keeps the recent ordinary day.
    if (samples.length > 0) {
      const weights = LEVEL_WEIGHTS.slice(0, samples.length);
      const total = weights.reduce((s, w) => s + w, 0);
      level = samples.reduce((s, x, i) => s + x.quantity * weights[i]!, 0) / total;
    }
    const found = { samples, level };
    levels.set(anchor, found);
    return found;
  };
  const trend = (() => {
    if (last - first + 1 < 2 * TREND_DAYS) return 1;
    // Day by day against the same weekday four weeks earlier, both ordinary: a holiday or a
    // closed day in one window does not tilt the weekday mix of the other.
    let recent = 0;
    let before = 0;
    for (let d = recentStart; d <= last; d++) {
      const now = ordinary(d);
      const then = ordinary(d - TREND_DAYS);
      if (now < 0 || then < 0) continue;
      recent += quantities[now]!;
      before += quantities[then]!;
    }
    if (before <= 0) return 1;
    return Math.min(TREND_LIMITS.high, Math.max(TREND_LIMITS.low, recent / before));
  })();
  const pastHolidays: { date: string; quantity: number; usual: number }[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = calendar.days[i]!;
    if (d.holiday === null || d.closed || calendar.numbers[i]! < first) continue;
    const usual = weekdayLevel(calendar.numbers[i]!).level;
    if (usual > 0) pastHolidays.push({ date: d.date, quantity: quantities[i]!, usual });
  }
  const holidayRatio = pastHolidays.length
    ? mean(pastHolidays.map((h) => h.quantity / h.usual))
    : 1;
  const holidaySamples = pastHolidays.map((h) => ({ date: h.date, quantity: h.quantity }));

  return days.map((day) => {
    if (day.closed) return { quantity: 0, why: why(day, 'closed') };
    const { samples, level } = weekdayLevel(dayNumber(day.date));
    if (day.holiday !== null) {
      const holidayLevel = level * holidayRatio;
      return {
        quantity: round3(holidayLevel * trend),
        why: why(day, 'holiday', holidaySamples, holidayLevel, trend),
      };
    }
    return { quantity: round3(level * trend), why: why(day, 'weekday', samples, level, trend) };
  });
}

/**
 * WAPE (contract/forecast.ts `ERROR_MEASURE`): Σ|forecast − actual| / Σ actual over the same days,
 * a fraction; null when nothing was sold (or used), where any error would be infinite.
 */
export function wape(forecast: readonly number[], actual: readonly number[]): number | null {
  let miss = 0;
  let sold = 0;
  for (let i = 0; i < actual.length; i++) {
    miss += Math.abs((forecast[i] ?? 0) - actual[i]!);
    sold += actual[i]!;
  }
  return sold > 0 ? miss / sold : null;
}
