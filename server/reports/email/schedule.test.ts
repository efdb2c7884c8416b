import { businessDayClock } from '@contract/businessDay';
import { describe, expect, it } from 'vitest';
import {
  duePeriods,
  emailTimeOf,
  periodsToSend,
  type EmailTime,
  type ReportPeriod,
} from './schedule';

const dubai = businessDayClock({ time_zone: 'Asia/Dubai' });
const london = businessDayClock({ time_zone: 'Europe/London' });
const seven = emailTimeOf('07:00');
/** An instant given as the wall clock of a zone: `at('2026-11-22T07:05', '+04:00')`. */
const at = (wall: string, offset: string) => Date.parse(`${wall}:00${offset}`);
const periods = (list: ReportPeriod[]) => list.map((p) => `${p.from}..${p.to}`);
/** What goes out now for a user with nothing recorded before. */
const latest = (kind: ReportPeriod['kind'], now: number, time: EmailTime = seven, clock = dubai) =>
  periods(periodsToSend(duePeriods(kind, clock, time, now), null));

describe('the email_time setting', () => {
  it('reads HH:mm and a bare hour, and falls back to 07:00 for anything else', () => {
    expect(emailTimeOf('18:30')).toEqual({ hour: 18, minute: 30 });
    expect(emailTimeOf('6')).toEqual({ hour: 6, minute: 0 });
    expect(emailTimeOf(' 06:05 ')).toEqual({ hour: 6, minute: 5 });
    for (const bad of [null, undefined, '', '24:00', '7:75', 'seven', '07:00:00']) {
      expect(emailTimeOf(bad), String(bad)).toEqual({ hour: 7, minute: 0 });
    }
  });
});

describe('a daily report', () => {
  it("goes out for yesterday once the location's clock passes email_time", () => {
    expect(latest('daily', at('2026-11-22T07:05', '+04:00'))).toEqual(['2026-11-21..2026-11-21']);
    // Before 07:00 the latest due is still the one of the day before.
    expect(latest('daily', at('2026-11-22T06:59', '+04:00'))).toEqual(['2026-11-20..2026-11-20']);
    expect(latest('daily', at('2026-11-22T07:00', '+04:00'))).toEqual(['2026-11-21..2026-11-21']);
  });

  it("follows the location's own clock and email_time", () => {
    // 07:05 in Dubai is 03:05 in London: London's report of the 21st is not due yet.
    const now = at('2026-11-22T07:05', '+04:00');
    expect(latest('daily', now, seven, london)).toEqual(['2026-11-20..2026-11-20']);
    expect(latest('daily', now, emailTimeOf('03:00'), london)).toEqual(['2026-11-21..2026-11-21']);
    // On the day London's clocks go forward, 01:30 is skipped: the report goes at 02:30 BST.
    const spring = emailTimeOf('01:30');
    expect(latest('daily', at('2026-03-29T00:59', 'Z'), spring, london)).toEqual([
      '2026-03-27..2026-03-27',
    ]);
    expect(latest('daily', at('2026-03-29T01:30', 'Z'), spring, london)).toEqual([
      '2026-03-28..2026-03-28',
    ]);
  });

  it('waits for a business day that ends after midnight to be over', () => {
    // Open 18 to 02: the 21st's business day ends at 02:00 on the 22nd, after an email_time of 01:00.
    const late = businessDayClock({
      time_zone: 'Asia/Dubai',
      opening_hour: '18',
      closing_hour: '2',
    });
    const one = emailTimeOf('01:00');
    expect(latest('daily', at('2026-11-22T01:30', '+04:00'), one, late)).toEqual([
      '2026-11-20..2026-11-20',
    ]);
    expect(latest('daily', at('2026-11-22T02:00', '+04:00'), one, late)).toEqual([
      '2026-11-21..2026-11-21',
    ]);
  });
});

describe('weekly and monthly reports', () => {
  it('go out on Monday for Monday to Sunday before, and on the 1st for the month before', () => {
    // 2026-11-23 is a Monday.
    expect(latest('weekly', at('2026-11-23T07:05', '+04:00'))).toEqual(['2026-11-16..2026-11-22']);
    expect(latest('weekly', at('2026-11-23T06:55', '+04:00'))).toEqual(['2026-11-09..2026-11-15']);
    expect(latest('weekly', at('2026-11-29T12:00', '+04:00'))).toEqual(['2026-11-16..2026-11-22']);
    expect(latest('monthly', at('2026-12-01T07:05', '+04:00'))).toEqual(['2026-11-01..2026-11-30']);
    expect(latest('monthly', at('2026-03-01T07:05', '+04:00'))).toEqual(['2026-02-01..2026-02-28']);
    // More than a week after the 1st, the month's report is no longer sent late.
    expect(latest('monthly', at('2026-12-08T07:05', '+04:00'))).toEqual([]);
    expect(latest('monthly', at('2026-12-07T07:05', '+04:00'))).toEqual(['2026-11-01..2026-11-30']);
  });
});

describe('reports a stopped server missed', () => {
  it('are sent when it starts, those after the latest recorded and within a week', () => {
    const now = at('2026-11-24T09:00', '+04:00');
    const due = duePeriods('daily', dubai, seven, now);
    // Recorded up to the 21st; down from the 22nd's evening: the 22nd and 23rd go out now.
    expect(periods(periodsToSend(due, '2026-11-21'))).toEqual([
      '2026-11-22..2026-11-22',
      '2026-11-23..2026-11-23',
    ]);
    expect(periods(periodsToSend(due, '2026-11-23'))).toEqual([]);
    // Down for two weeks: a week back at most.
    expect(periods(periodsToSend(due, '2026-11-01'))).toEqual([
      '2026-11-17..2026-11-17',
      '2026-11-18..2026-11-18',
      '2026-11-19..2026-11-19',
      '2026-11-20..2026-11-20',
      '2026-11-21..2026-11-21',
      '2026-11-22..2026-11-22',
      '2026-11-23..2026-11-23',
    ]);
    // A user given the report today gets the latest one, not a week of them.
    expect(periods(periodsToSend(due, null))).toEqual(['2026-11-23..2026-11-23']);
  });
});
