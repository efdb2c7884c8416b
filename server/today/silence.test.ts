import { businessDayClock } from '@contract/businessDay';
import type { LocationHoursFields } from '@contract/openingHours';
import { describe, expect, test } from 'vitest';
import {
  GAP_FLOOR_MINUTES,
  historyDates,
  hourOfBusinessDate,
  hoursOrSettings,
  MIN_TRADING_DAYS,
  openMinutesBetween,
  tillSilence,
  usualGapMinutes,
  type DaySales,
  type SilenceInput,
} from './silence';

/**
 * The silent till's rule (silence.ts) on hand-made series: locations in Dubai (UTC+4, no DST) and
 * Los Angeles (UTC−8/−7), one open past midnight, with history made by hand per business date.
 */

const MINUTE = 60_000;
const at = (iso: string) => Date.parse(iso);

/** The same opening range every day of the week. */
const everyDay = (from: string, to: string): LocationHoursFields[] =>
  Array.from({ length: 7 }, (_, day) => ({
    day_of_week: day,
    date: null,
    name: '',
    is_closed: false,
    ranges: [{ from, to }],
  }));

/** History of the weeks before `today`: `perDay` transactions a day, `atHour` in the hour judged. */
const weeks = (today: string, atHour: number, perDay = 100, count = 8): DaySales[] =>
  historyDates(today)
    .slice(0, count)
    .map((business_date) => ({ business_date, total: perDay, at_hour: atHour }));

const dubai = businessDayClock({ time_zone: 'Asia/Dubai', opening_hour: '11', closing_hour: '23' });
const losAngeles = businessDayClock({
  time_zone: 'America/Los_Angeles',
  opening_hour: '11',
  closing_hour: '23',
});
const open11to23 = everyDay('11:00', '23:00');

/** Tuesday 1 December 2026, 14:30 in Dubai (10:30 UTC); 12 sales in its 14:00 hour, week by week. */
const dubaiTuesday = (overrides: Partial<SilenceInput> = {}): SilenceInput => ({
  now: at('2026-12-01T10:30:00Z'),
  clock: dubai,
  hours: open11to23,
  lastSaleAt: at('2026-12-01T10:00:00Z'),
  history: weeks('2026-12-01', 12),
  ...overrides,
});

describe('the usual gap', () => {
  test('is the gap a sale comes within 99 times in 100 at the usual rate: ln(100) / rate', () => {
    // 6 an hour: one every 10 minutes on average; 99 in 100 within 46.05 minutes.
    expect(usualGapMinutes(6 / 60)).toBe(47);
    expect(usualGapMinutes(2 / 60)).toBe(139);
    // 12 an hour: 23.03 minutes.
    expect(usualGapMinutes(12 / 60)).toBe(24);
  });

  test('is never shorter than the floor, however busy the hour', () => {
    expect(usualGapMinutes(30 / 60)).toBe(GAP_FLOOR_MINUTES);
    expect(usualGapMinutes(600 / 60)).toBe(GAP_FLOOR_MINUTES);
  });
});

describe('a till is silent', () => {
  test('when the minutes since its last sale pass the usual gap of this weekday and hour', () => {
    // 12 sales in the 14:00 hour of each of the last 8 Tuesdays: 0.2 a minute, a gap of 24.
    expect(tillSilence(dubaiTuesday())).toEqual({
      silent_minutes: 30,
      usual_gap_minutes: 24,
      usual_per_hour: 12,
      lastSaleAt: at('2026-12-01T10:00:00Z'),
    });
  });

  test('not while the silence is within the usual gap, exactly at it included', () => {
    expect(tillSilence(dubaiTuesday({ lastSaleAt: at('2026-12-01T10:10:00Z') }))).toBeNull();
    // 24 whole minutes (24 and 59 seconds too) are the gap itself: not yet.
    expect(tillSilence(dubaiTuesday({ lastSaleAt: at('2026-12-01T10:06:00Z') }))).toBeNull();
    expect(tillSilence(dubaiTuesday({ lastSaleAt: at('2026-12-01T10:05:01Z') }))).toBeNull();
    expect(tillSilence(dubaiTuesday({ lastSaleAt: at('2026-12-01T10:05:00Z') }))).toMatchObject({
      silent_minutes: 25,
      usual_gap_minutes: 24,
    });
  });

  test('clears as soon as a sale arrives', () => {
    expect(tillSilence(dubaiTuesday())).not.toBeNull();
    expect(tillSilence(dubaiTuesday({ lastSaleAt: at('2026-12-01T10:29:30Z') }))).toBeNull();
  });

  test('judged by its own hour: the same silence is usual in a quiet hour', () => {
    // 2 sales an hour usually: a gap of 139 minutes, so 30 silent minutes are nothing unusual.
    expect(tillSilence(dubaiTuesday({ history: weeks('2026-12-01', 2) }))).toBeNull();
    // An hour it never sells in has no usual rate: never silent then.
    expect(tillSilence(dubaiTuesday({ history: weeks('2026-12-01', 0) }))).toBeNull();
  });

  test('counts only the time inside opening hours: the closed night is not silence', () => {
    // Last sale at 22:50 on Monday (Dubai); now 11:20 on Tuesday: 10 + 20 open minutes.
    const morning = dubaiTuesday({
      now: at('2026-12-01T07:20:00Z'),
      lastSaleAt: at('2026-11-30T18:50:00Z'),
      history: weeks('2026-12-01', 60),
    });
    expect(tillSilence(morning)).toMatchObject({ silent_minutes: 30, usual_gap_minutes: 15 });
    expect(openMinutesBetween(open11to23, 'Asia/Dubai', morning.lastSaleAt!, morning.now)).toBe(30);
  });

  test('the usual rate is per minute open: an hour it opens half-way counts 30 minutes', () => {
    const from1130 = everyDay('11:30', '23:00');
    // 6 sales between 11:30 and 12:00 each Tuesday: 0.2 a minute (not 0.1), a gap of 24.
    const input = dubaiTuesday({
      hours: from1130,
      now: at('2026-12-01T07:59:00Z'),
      lastSaleAt: at('2026-12-01T07:30:00Z'),
      history: weeks('2026-12-01', 6),
    });
    expect(tillSilence(input)).toMatchObject({ silent_minutes: 29, usual_gap_minutes: 24 });
    const [start, end] = hourOfBusinessDate(dubai, '2026-11-24', 11);
    expect(openMinutesBetween(from1130, 'Asia/Dubai', start, end)).toBe(30);
  });

  test('a day it was closed (nothing sold) does not lower its usual rate', () => {
    const history = weeks('2026-12-01', 12).map((d, i) =>
      i === 2 ? { ...d, total: 0, at_hour: 0 } : d,
    );
    expect(tillSilence(dubaiTuesday({ history }))).toMatchObject({ usual_gap_minutes: 24 });
  });
});

describe('no item', () => {
  test('while the location is closed: after hours, between two ranges, a closed holiday', () => {
    // 23:30 in Dubai: closed since 23:00.
    expect(tillSilence(dubaiTuesday({ now: at('2026-12-01T19:30:00Z') }))).toBeNull();
    // Lunch 12–15 and dinner 17:30–23: at 16:00 it is closed.
    const split = Array.from({ length: 7 }, (_, day) => ({
      day_of_week: day,
      date: null,
      name: '',
      is_closed: false,
      ranges: [
        { from: '12:00', to: '15:00' },
        { from: '17:30', to: '23:00' },
      ],
    }));
    expect(tillSilence(dubaiTuesday({ hours: split, now: at('2026-12-01T12:00:00Z') }))).toBeNull();
    // A holiday it is closed all day.
    const holiday = [
      ...open11to23,
      { day_of_week: null, date: '2026-12-01', name: 'Closed', is_closed: true, ranges: [] },
    ];
    expect(tillSilence(dubaiTuesday({ hours: holiday }))).toBeNull();
  });

  test('without enough history: a new location, or one that seldom trades on this weekday', () => {
    expect(
      tillSilence(dubaiTuesday({ history: weeks('2026-12-01', 12, 100, MIN_TRADING_DAYS - 1) })),
    ).toBeNull();
    expect(
      tillSilence(dubaiTuesday({ history: weeks('2026-12-01', 12, 100, MIN_TRADING_DAYS) })),
    ).toMatchObject({ usual_gap_minutes: 24 });
    expect(tillSilence(dubaiTuesday({ history: [] }))).toBeNull();
    expect(tillSilence(dubaiTuesday({ lastSaleAt: null }))).toBeNull();
  });

  test('history of other weekdays does not count', () => {
    // The Wednesdays before: not the Tuesdays judged.
    const wednesdays = historyDates('2026-12-02').map((business_date) => ({
      business_date,
      total: 100,
      at_hour: 12,
    }));
    expect(tillSilence(dubaiTuesday({ history: wednesdays }))).toBeNull();
  });
});

describe('time zones far apart', () => {
  const history = weeks('2026-12-01', 12);
  const same = { lastSaleAt: at('2026-12-01T10:00:00Z'), history };

  test('one instant is 14:30 and open in Dubai, 02:30 and closed in Los Angeles', () => {
    const now = at('2026-12-01T10:30:00Z');
    expect(tillSilence(dubaiTuesday({ now, ...same }))).toMatchObject({ silent_minutes: 30 });
    expect(tillSilence(dubaiTuesday({ now, clock: losAngeles, ...same }))).toBeNull();
  });

  test('each is judged on its own clock: 14:30 in Los Angeles is 22:30 UTC, Tuesday there', () => {
    const now = at('2026-12-01T22:30:00Z');
    const lastSaleAt = at('2026-12-01T22:00:00Z');
    expect(tillSilence(dubaiTuesday({ now, clock: losAngeles, lastSaleAt, history }))).toEqual({
      silent_minutes: 30,
      usual_gap_minutes: 24,
      usual_per_hour: 12,
      lastSaleAt,
    });
    // In Dubai it is 02:30 on Wednesday: closed.
    expect(tillSilence(dubaiTuesday({ now, lastSaleAt, history }))).toBeNull();
  });

  test('open minutes follow the wall clock across a DST change (Los Angeles, 8 March 2026)', () => {
    const night = everyDay('01:00', '04:00');
    const from = at('2026-03-08T09:00:00Z'); // 01:00 PST
    const to = at('2026-03-08T11:00:00Z'); // 04:00 PDT: 02:00–03:00 never happened
    expect(openMinutesBetween(night, 'America/Los_Angeles', from, to)).toBe(120);
    expect(openMinutesBetween(night, 'Asia/Dubai', at('2026-03-07T21:00:00Z'), to)).toBe(180);
  });
});

describe('across midnight', () => {
  // A bar open 18:00–02:00: its business day starts at 02:00, so 01:00 on Saturday is Friday's.
  const bar = businessDayClock({
    time_zone: 'America/Los_Angeles',
    opening_hour: '18',
    closing_hour: '2',
  });
  const evenings = hoursOrSettings([], '18', '2');
  // Friday 4 December 2026, business date; 01:00 on Saturday the 5th in LA is 09:00 UTC.
  const fridayNight = (overrides: Partial<SilenceInput> = {}): SilenceInput => ({
    now: at('2026-12-05T09:00:00Z'),
    clock: bar,
    hours: evenings,
    lastSaleAt: at('2026-12-05T08:20:00Z'),
    // The Fridays before (business dates): 30 sales in their 01:00 hour (a gap of 15, the floor).
    history: weeks('2026-12-04', 30),
    ...overrides,
  });

  test('the hours after midnight belong to the evening before, and are judged by its history', () => {
    expect(bar.at(at('2026-12-05T09:00:00Z'))).toMatchObject({
      business_date: '2026-12-04',
      local_hour: 1,
    });
    expect(tillSilence(fridayNight())).toMatchObject({
      silent_minutes: 40,
      usual_gap_minutes: 15,
    });
    // The Saturdays' history is not Friday night's.
    expect(tillSilence(fridayNight({ history: weeks('2026-12-05', 30) }))).toBeNull();
  });

  test('the hours of a range past midnight are open, the morning after is not', () => {
    expect(evenings[5]!.ranges).toEqual([{ from: '18:00', to: '02:00' }]);
    // 03:00 on Saturday: closed since 02:00.
    expect(tillSilence(fridayNight({ now: at('2026-12-05T11:00:00Z') }))).toBeNull();
  });

  test('silence spans the closed day: 01:50 to 02:00, then 18:00 to 18:20', () => {
    const input = fridayNight({
      // Saturday 18:20 (business date Saturday, 18:00 hour); last sale 01:50 that morning.
      now: at('2026-12-06T02:20:00Z'),
      lastSaleAt: at('2026-12-05T09:50:00Z'),
      history: weeks('2026-12-05', 120),
    });
    expect(tillSilence(input)).toMatchObject({ silent_minutes: 30, usual_gap_minutes: 15 });
  });
});

describe('opening hours', () => {
  test('a location without rows keeps its opening and closing hour settings, 9 to 18 unset', () => {
    expect(hoursOrSettings([], null, null)[0]!.ranges).toEqual([{ from: '09:00', to: '18:00' }]);
    expect(hoursOrSettings([], '7', '20')).toHaveLength(7);
    expect(hoursOrSettings(open11to23, '7', '20')).toEqual(open11to23);
  });

  test('open minutes are clipped to the span; a holiday replaces its weekday', () => {
    const withHoliday = [
      ...everyDay('18:00', '02:00'),
      { day_of_week: null, date: '2026-12-05', name: 'Early', is_closed: false, ranges: [] },
    ];
    // Friday 18:00 to Saturday 02:00 in Dubai, a span of a whole day around it.
    expect(
      openMinutesBetween(
        withHoliday,
        'Asia/Dubai',
        at('2026-12-04T00:00:00Z'),
        at('2026-12-05T12:00:00Z'),
      ),
    ).toBe(8 * 60);
    expect(openMinutesBetween(open11to23, 'Asia/Dubai', 10 * MINUTE, 5 * MINUTE)).toBe(0);
  });
});
