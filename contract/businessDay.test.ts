import { describe, expect, it } from 'vitest';
import { addDays, businessDayClock, dayStartHour, daysBetween, hourSetting } from './businessDay';

const at = (iso: string) => Date.parse(iso);

describe('the business day of a location', () => {
  it('is the calendar day for a location that closes before midnight', () => {
    const dubai = businessDayClock({
      time_zone: 'Asia/Dubai',
      opening_hour: '11',
      closing_hour: '23',
    });
    // 01:30 in Dubai on the 6th is 21:30 UTC on the 5th.
    expect(dubai.at(at('2026-03-05T21:30:00Z'))).toEqual({
      business_date: '2026-03-06',
      local_hour: 1,
      business_minute: 90,
    });
    expect(dubai.at(at('2026-03-05T19:59:00Z')).business_date).toBe('2026-03-05');
  });

  it('keeps the hours before the closing hour on the day before for a bar that closes at 2', () => {
    const bar = { opening_hour: '18', closing_hour: '2' };
    const dubai = businessDayClock({ ...bar, time_zone: 'Asia/Dubai' });
    // 01:30 in Dubai on the 6th belongs to the evening of the 5th; 02:00 starts the 6th.
    expect(dubai.at(at('2026-03-05T21:30:00Z'))).toEqual({
      business_date: '2026-03-05',
      local_hour: 1,
      business_minute: 23 * 60 + 30,
    });
    expect(dubai.at(at('2026-03-05T22:00:00Z')).business_date).toBe('2026-03-06');
    // The same rule on another clock: 01:30 in London in summer is 00:30 UTC.
    const london = businessDayClock({ ...bar, time_zone: 'Europe/London' });
    expect(london.at(at('2026-07-10T00:30:00Z'))).toMatchObject({
      business_date: '2026-07-09',
      local_hour: 1,
    });
    expect(london.at(at('2026-07-10T01:00:00Z')).business_date).toBe('2026-07-10');
  });

  it('starts a business day at the right instant, DST included', () => {
    const london = businessDayClock({
      time_zone: 'Europe/London',
      opening_hour: '18',
      closing_hour: '2',
    });
    expect(new Date(london.startOf('2026-07-10')).toISOString()).toBe('2026-07-10T01:00:00.000Z');
    expect(new Date(london.startOf('2026-01-10')).toISOString()).toBe('2026-01-10T02:00:00.000Z');
    const utc = businessDayClock({});
    expect(new Date(utc.startOf('2026-01-10')).toISOString()).toBe('2026-01-10T00:00:00.000Z');
    expect(utc.today(at('2026-01-10T23:59:59Z'))).toBe('2026-01-10');
  });

  it('reads the hour settings the way tills write them, and falls back on the defaults', () => {
    expect(hourSetting('02', 9)).toBe(2);
    expect(hourSetting('2:00', 9)).toBe(2);
    expect(hourSetting('24', 9)).toBe(0);
    expect(hourSetting('', 9)).toBe(9);
    expect(hourSetting('late', 18)).toBe(18);
    expect(dayStartHour({})).toBe(0);
    expect(dayStartHour({ opening_hour: '18', closing_hour: '24' })).toBe(0);
    expect(dayStartHour({ opening_hour: '7', closing_hour: '3' })).toBe(3);
  });

  it('counts dates without any clock', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-03-29', '2026-03-30')).toBe(1);
  });
});
