import { describe, expect, it } from 'vitest';
import { addDays } from './businessDay';
import {
  forecastDays,
  historyIndex,
  seenBefore,
  wape,
  type ForecastDay,
  type HistoryDay,
} from './forecastMethod';

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** `days` of history ending the day before `until`, quantity by date; Sundays closed if asked. */
function history(
  until: string,
  days: number,
  quantity: (date: string, i: number) => number,
  options: { closedSundays?: boolean; holidays?: Record<string, string> } = {},
): HistoryDay[] {
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(until, i - days);
    const closed = options.closedSundays === true && weekday(date) === 0;
    return {
      date,
      closed,
      holiday: options.holidays?.[date] ?? null,
      quantity: closed ? 0 : quantity(date, i),
    };
  });
}

const ahead = (
  from: string,
  days: number,
  options: { closedSundays?: boolean; holidays?: Record<string, string> } = {},
): ForecastDay[] =>
  Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    return {
      date,
      closed: options.closedSundays === true && weekday(date) === 0,
      holiday: options.holidays?.[date] ?? null,
    };
  });

// 2026-11-30 is a Monday.
const MONDAY = '2026-11-30';
/** A week that sells 10 on Monday, 20 on Tuesday … 70 on Sunday. */
const flat = (date: string) => ((weekday(date) + 6) % 7) * 10 + 10;

describe('forecastDays', () => {
  it('repeats a flat week: each weekday at its level, no trend, from its last four weeks', () => {
    const out = forecastDays(history(MONDAY, 8 * 7, flat), ahead(MONDAY, 7));
    expect(out.map((d) => d.quantity)).toEqual([10, 20, 30, 40, 50, 60, 70]);
    const monday = out[0]!.why;
    expect(monday.basis).toBe('weekday');
    expect(monday.trend).toBe(1);
    expect(monday.samples.map((s) => s.date)).toEqual([
      '2026-11-23',
      '2026-11-16',
      '2026-11-09',
      '2026-11-02',
    ]);
  });

  it('weights the same weekdays 4, 3, 2, 1 from the newest', () => {
    // Mondays of the last four weeks sold 40, 30, 20, 10 (newest first): (160+90+40+10)/10 = 30.
    const mondays: Record<string, number> = {
      '2026-11-23': 40,
      '2026-11-16': 30,
      '2026-11-09': 20,
      '2026-11-02': 10,
    };
    const h = history(MONDAY, 4 * 7, (date) => mondays[date] ?? 5);
    expect(forecastDays(h, ahead(MONDAY, 1))[0]!.quantity).toBe(30);
  });

  it('follows a growing trend: the last four weeks against the four before, clamped', () => {
    const growing = history(MONDAY, 8 * 7, (_, i) => (i < 28 ? 10 : 12));
    const [day] = forecastDays(growing, ahead(MONDAY, 1));
    expect(day!.why.trend).toBe(1.2);
    expect(day!.why.level).toBe(12);
    expect(day!.quantity).toBe(14.4);
    const doubling = history(MONDAY, 8 * 7, (_, i) => (i < 28 ? 10 : 20));
    expect(forecastDays(doubling, ahead(MONDAY, 1))[0]!.why.trend).toBe(1.25);
    // Seven weeks since the first sale: too little to judge a trend.
    const young = history(MONDAY, 7 * 7, (_, i) => (i < 21 ? 10 : 12));
    expect(forecastDays(young, ahead(MONDAY, 1))[0]!.why.trend).toBe(1);
  });

  it('forecasts nothing on a closed day and leaves closed days out of the level', () => {
    const options = { closedSundays: true };
    const out = forecastDays(history(MONDAY, 8 * 7, flat, options), ahead(MONDAY, 7, options));
    expect(out[6]).toEqual({
      quantity: 0,
      why: { basis: 'closed', samples: [], level: 0, trend: 1, holiday: null },
    });
    expect(out.slice(0, 6).map((d) => d.quantity)).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it('gives a holiday its own pattern: past holidays against their usual weekday', () => {
    // A Friday holiday sold 75 where Fridays sell 50: 1.5 times. The coming Wednesday holiday
    // is forecast at 1.5 × 30; the Friday after the past holiday is still an ordinary 50.
    const past = '2026-11-20';
    const h = history(MONDAY, 8 * 7, (date) => (date === past ? 75 : flat(date)), {
      holidays: { [past]: 'Founders Day' },
    });
    const coming = { '2026-12-02': 'National Day' };
    const out = forecastDays(h, ahead(MONDAY, 7, { holidays: coming }));
    expect(out[2]!.quantity).toBe(45);
    expect(out[2]!.why).toEqual({
      basis: 'holiday',
      samples: [{ date: past, quantity: 75 }],
      level: 45,
      trend: 1,
      holiday: 'National Day',
    });
    expect(out[4]!.quantity).toBe(50);
    expect(out[4]!.why.samples.map((s) => s.date)).not.toContain(past);
  });

  it('takes a holiday with no past one at its weekday level', () => {
    const out = forecastDays(
      history(MONDAY, 8 * 7, flat),
      ahead(MONDAY, 3, { holidays: { '2026-12-02': 'National Day' } }),
    );
    expect(out[2]!.quantity).toBe(30);
    expect(out[2]!.why.basis).toBe('holiday');
    expect(out[2]!.why.samples).toEqual([]);
  });

  it('forecasts a new product from the average of its open days until it has two weeks', () => {
    // Ten days of sales after weeks of nothing: (10 × 12 + … ) the average, every day alike.
    const young = history(MONDAY, 5 * 7, (_, i) => (i < 25 ? 0 : i % 2 === 0 ? 10 : 14));
    const out = forecastDays(young, ahead(MONDAY, 7));
    expect(out.every((d) => d.why.basis === 'short_history')).toBe(true);
    expect(out[0]!.quantity).toBe(12);
    expect(out[0]!.why.samples).toHaveLength(10);
    // Two whole weeks: the weekday level of its two weeks (4 × newest + 3 × older) / 7.
    const twoWeeks = history(MONDAY, 14, (date, i) => (i < 7 ? flat(date) : 2 * flat(date)));
    const monday = forecastDays(twoWeeks, ahead(MONDAY, 1))[0]!;
    expect(monday.why.basis).toBe('weekday');
    expect(monday.quantity).toBe(Math.round(((4 * 20 + 3 * 10) / 7) * 1000) / 1000);
  });

  it('forecasts nothing for a product that sold nothing', () => {
    const out = forecastDays(
      history(MONDAY, 28, () => 0),
      ahead(MONDAY, 2),
    );
    expect(out.map((d) => [d.quantity, d.why.basis])).toEqual([
      [0, 'none'],
      [0, 'none'],
    ]);
  });

  it('sees only the days before a cut-off when forecasting the past', () => {
    const index = historyIndex(history(MONDAY, 12 * 7, (_, i) => (i < 56 ? 10 : 100)));
    const before = seenBefore(index, addDays(MONDAY, -28));
    expect(forecastDays(before, ahead(addDays(MONDAY, -28), 1))[0]!.quantity).toBe(10);
  });

  it('counts in business dates, whatever daylight saving does to the clock', () => {
    // Eight weeks over the spring and autumn changes of Europe and America: still a flat week.
    for (const until of ['2026-04-06', '2026-03-16', '2026-11-09', '2026-11-02']) {
      const out = forecastDays(history(until, 8 * 7, flat), ahead(until, 7));
      expect(out.map((d) => d.quantity)).toEqual([10, 20, 30, 40, 50, 60, 70]);
      expect(out[0]!.why.samples[0]!.date).toBe(addDays(until, -7));
    }
  });
});

describe('wape', () => {
  it('is the absolute misses over what was sold, null when nothing was', () => {
    expect(wape([10, 0], [8, 2])).toBe(0.4);
    expect(wape([3], [0])).toBeNull();
  });
});
