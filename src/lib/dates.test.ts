import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../locales/ar/dates.json';
import de from '../../locales/de/dates.json';
import en from '../../locales/en/dates.json';
import es from '../../locales/es/dates.json';
import kk from '../../locales/kk/dates.json';
import ru from '../../locales/ru/dates.json';
import sr from '../../locales/sr/dates.json';
import {
  DEFAULT_CLOSING_HOUR,
  DEFAULT_DATE_FORMAT,
  DEFAULT_OPENING_HOUR,
  businessDate,
  dateErrors,
  dateErrorsEnglish,
  dayBoundaries,
  formatDateTime,
  formatReportDate,
  formatReportDateTime,
  formatReportTime,
  isInBusinessHours,
  localHour,
  toUtcIso,
} from './dates';
import { parseTimeZone, timeZoneError, timeZoneErrorEnglish } from '@contract/timezone';

describe('display formats', () => {
  it('the default date format is YYYY-MM-DD HH:mm:ss', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatDateTime('2026-03-05T14:07:09Z', 'UTC')).toBe('2026-03-05 14:07:09');
  });

  it('a sales-report date with the time reads "Mar 05, 2026 at 2:07 PM"', () => {
    expect(formatReportDateTime('2026-03-05T14:07:00Z', 'UTC')).toBe('Mar 05, 2026 at 2:07 PM');
    expect(formatReportDateTime('2026-03-05T09:03:00Z', 'UTC')).toBe('Mar 05, 2026 at 9:03 AM');
  });

  it('a sales-report date without the time reads "Mar 05, 2026"', () => {
    expect(formatReportDate('2026-03-05T14:07:00Z', 'UTC')).toBe('Mar 05, 2026');
  });

  it('a sales-report time reads "h:mm A", with midnight and noon as 12', () => {
    expect(formatReportTime('2026-03-05T14:07:00Z', 'UTC')).toBe('2:07 PM');
    expect(formatReportTime('2026-03-05T00:00:00Z', 'UTC')).toBe('12:00 AM');
    expect(formatReportTime('2026-03-05T12:30:00Z', 'UTC')).toBe('12:30 PM');
  });

  it('every display helper renders in the location time zone', () => {
    const instant = '2026-03-05T22:30:00Z';
    expect(formatReportDateTime(instant, 'Asia/Dubai')).toBe('Mar 06, 2026 at 2:30 AM');
    expect(formatReportDate(instant, 'UTC+4')).toBe('Mar 06, 2026');
    expect(formatReportTime(instant, 'Asia/Kolkata')).toBe('4:00 AM');
    expect(formatDateTime(instant, 'America/New_York')).toBe('2026-03-05 17:30:00');
    expect(formatDateTime(new Date(instant), '-5')).toBe('2026-03-05 17:30:00');
    expect(formatDateTime(Date.parse(instant), parseTimeZone('Asia/Dubai'))).toBe(
      '2026-03-06 02:30:00',
    );
  });

  it('a date without a time is that calendar date in every zone', () => {
    for (const tz of ['UTC', 'America/New_York', 'UTC+14', 'UTC-12', 'Pacific/Kiritimati']) {
      expect(formatReportDate('2026-03-05', tz)).toBe('Mar 05, 2026');
    }
  });

  it('a wall-clock time without an offset is read in the location zone', () => {
    expect(formatReportDateTime('2026-03-05 14:07', 'Asia/Dubai')).toBe('Mar 05, 2026 at 2:07 PM');
  });

  it('renders a custom format, showing the zone offset for Z and ZZ', () => {
    const instant = '2026-07-01T12:00:00Z';
    expect(formatDateTime(instant, 'Asia/Kolkata', 'YYYY-MM-DDTHH:mm:ssZ')).toBe(
      '2026-07-01T17:30:00+05:30',
    );
    expect(formatDateTime(instant, 'Europe/London', 'HH:mm ZZ')).toBe('13:00 +0100');
    expect(formatDateTime(instant, 'UTC-3', 'HH:mm [Z]')).toBe('09:00 Z');
  });

  it('Europe/London shows GMT before and BST after 01:00 UTC on 2026-03-29', () => {
    expect(formatDateTime('2026-03-29T00:59:00Z', 'Europe/London')).toBe('2026-03-29 00:59:00');
    expect(formatDateTime('2026-03-29T01:00:00Z', 'Europe/London')).toBe('2026-03-29 02:00:00');
  });

  it('Europe/London shows 01:xx twice on 2026-10-25 (BST, then GMT)', () => {
    expect(formatDateTime('2026-10-25T00:30:00Z', 'Europe/London')).toBe('2026-10-25 01:30:00');
    expect(formatDateTime('2026-10-25T01:30:00Z', 'Europe/London')).toBe('2026-10-25 01:30:00');
  });
});

describe('invalid and absent dates', () => {
  const invalidDates = ['garbage', Number.NaN, new Date('garbage'), '2026-02-30'];

  it('display helpers return an empty string for an invalid date', () => {
    for (const date of invalidDates) {
      expect(formatDateTime(date, 'UTC')).toBe('');
      expect(businessDate(date, 'UTC')).toBe('');
      expect(formatReportDate(date, 'UTC')).toBe('');
      expect(formatReportDateTime(date, 'UTC')).toBe('');
      expect(formatReportTime(date, 'UTC')).toBe('');
    }
  });

  it('converting an invalid date to UTC gives null', () => {
    for (const date of invalidDates) {
      expect(toUtcIso(date, 'UTC')).toBeNull();
      expect(dayBoundaries(date, 'UTC')).toBeNull();
      expect(localHour(date, 'UTC')).toBeNull();
    }
  });

  it('report formatting reports its fallback message for an invalid date', () => {
    const onError = vi.fn();
    formatReportDate('garbage', 'UTC', onError);
    formatReportDateTime(Number.NaN, 'UTC', onError);
    formatReportTime(new Date('garbage'), 'UTC', onError);
    expect(onError.mock.calls).toEqual([
      [dateErrors.reportDate],
      [dateErrors.reportDate],
      [dateErrors.reportTime],
    ]);
  });

  it('an absent date (undefined, null, blank) gives the fallback without reporting', () => {
    const onError = vi.fn();
    for (const date of [undefined, null, '', '  ']) {
      expect(formatReportDate(date, 'UTC', onError)).toBe('');
      expect(formatReportTime(date, 'UTC', onError)).toBe('');
      expect(formatDateTime(date, 'UTC', DEFAULT_DATE_FORMAT, onError)).toBe('');
      expect(toUtcIso(date, 'UTC', onError)).toBeNull();
      expect(dayBoundaries(date, 'UTC', onError)).toBeNull();
      expect(isInBusinessHours(date, 'UTC', 9, 18, onError)).toBe(false);
    }
    expect(onError).not.toHaveBeenCalled();
  });

  it('an unusable time zone renders in UTC and reports the time zone, not the date', () => {
    const onError = vi.fn();
    expect(formatReportDateTime('2026-03-05T14:07:00Z', 'UTC+5:30', onError)).toBe(
      'Mar 05, 2026 at 2:07 PM',
    );
    expect(onError).toHaveBeenCalledExactlyOnceWith(timeZoneError);
  });
});

describe('toUtcIso', () => {
  it('reads a wall-clock time in the zone and gives the UTC instant', () => {
    expect(toUtcIso('2026-03-05 14:07', 'UTC+4')).toBe('2026-03-05T10:07:00.000Z');
    expect(toUtcIso('2026-03-05 14:07', 'UTC-5')).toBe('2026-03-05T19:07:00.000Z');
    expect(toUtcIso('2026-03-05', 'Asia/Kolkata')).toBe('2026-03-04T18:30:00.000Z');
    expect(toUtcIso('2026-07-01 09:00', 'Europe/London')).toBe('2026-07-01T08:00:00.000Z');
    expect(toUtcIso('2026-01-15 09:00', 'Europe/London')).toBe('2026-01-15T09:00:00.000Z');
  });

  it('a blank time zone reads wall-clock times as UTC', () => {
    expect(toUtcIso('2026-03-05 14:07', '')).toBe('2026-03-05T14:07:00.000Z');
    expect(toUtcIso('2026-03-05 14:07', undefined)).toBe('2026-03-05T14:07:00.000Z');
  });

  it('an instant stays the same instant whatever the zone', () => {
    expect(toUtcIso('2026-03-05T14:07:00+02:00', 'Asia/Dubai')).toBe('2026-03-05T12:07:00.000Z');
    expect(toUtcIso(new Date('2026-03-05T12:07:00Z'), 'UTC-7')).toBe('2026-03-05T12:07:00.000Z');
  });

  it('a London time skipped on 2026-03-29 moves on by the hour', () => {
    expect(toUtcIso('2026-03-29 01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('a London time that happens twice on 2026-10-25 is the first (BST) one', () => {
    expect(toUtcIso('2026-10-25 01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('businessDate and localHour', () => {
  it('the business date is the calendar date in the zone', () => {
    expect(businessDate('2026-03-05T20:30:00Z', 'Asia/Kolkata')).toBe('2026-03-06');
    expect(businessDate('2026-03-05T20:30:00Z', 'UTC')).toBe('2026-03-05');
    expect(businessDate('2026-03-05T03:00:00Z', 'UTC-5')).toBe('2026-03-04');
  });

  it('the local hour is the hour on the zone clock, 0 to 23', () => {
    expect(localHour('2026-03-05T04:29:59Z', 'Asia/Kolkata')).toBe(9);
    expect(localHour('2026-03-05T04:30:00Z', 'Asia/Kolkata')).toBe(10);
    expect(localHour('2026-03-05T23:59:59Z', 'UTC')).toBe(23);
    expect(localHour('2026-03-05T05:00:00Z', 'UTC-5')).toBe(0);
  });

  it('the local hour follows London across both DST changes', () => {
    expect(localHour('2026-03-29T00:59:59Z', 'Europe/London')).toBe(0);
    expect(localHour('2026-03-29T01:00:00Z', 'Europe/London')).toBe(2);
    expect(localHour('2026-10-25T00:59:59Z', 'Europe/London')).toBe(1);
    expect(localHour('2026-10-25T01:00:00Z', 'Europe/London')).toBe(1);
    expect(localHour('2026-10-25T02:00:00Z', 'Europe/London')).toBe(2);
  });
});

describe('isInBusinessHours', () => {
  it('business hours default to 9 up to but not including 18', () => {
    expect(DEFAULT_OPENING_HOUR).toBe(9);
    expect(DEFAULT_CLOSING_HOUR).toBe(18);
  });

  it('09:00 local is inside business hours, 08:59 is not', () => {
    expect(isInBusinessHours('2026-03-05T09:00:00Z', 'UTC')).toBe(true);
    expect(isInBusinessHours('2026-03-05T08:59:59Z', 'UTC')).toBe(false);
  });

  it('17:59 local is inside business hours, 18:00 is not', () => {
    expect(isInBusinessHours('2026-03-05T17:59:59.999Z', 'UTC')).toBe(true);
    expect(isInBusinessHours('2026-03-05T18:00:00Z', 'UTC')).toBe(false);
  });

  it('business hours are on the location clock, not in UTC', () => {
    // 09:00 and 18:00 in Dubai are 05:00 and 14:00 UTC.
    expect(isInBusinessHours('2026-03-05T05:00:00Z', 'Asia/Dubai')).toBe(true);
    expect(isInBusinessHours('2026-03-05T14:00:00Z', 'Asia/Dubai')).toBe(false);
    expect(isInBusinessHours('2026-03-05T05:00:00Z', 'UTC')).toBe(false);
    expect(isInBusinessHours('2026-03-05T14:00:00Z', 'UTC')).toBe(true);
  });

  it('a half-hour zone opens at 09:00 on its own clock (Asia/Kolkata)', () => {
    expect(isInBusinessHours('2026-03-05T03:29:00Z', 'Asia/Kolkata')).toBe(false);
    expect(isInBusinessHours('2026-03-05T03:30:00Z', 'Asia/Kolkata')).toBe(true);
  });

  it('London opens an hour earlier in UTC once BST starts on 2026-03-29', () => {
    expect(isInBusinessHours('2026-03-28T08:00:00Z', 'Europe/London')).toBe(false);
    expect(isInBusinessHours('2026-03-29T08:00:00Z', 'Europe/London')).toBe(true);
    expect(isInBusinessHours('2026-03-29T17:00:00Z', 'Europe/London')).toBe(false);
  });

  it('London opens an hour later in UTC once BST ends on 2026-10-25', () => {
    expect(isInBusinessHours('2026-10-24T08:00:00Z', 'Europe/London')).toBe(true);
    expect(isInBusinessHours('2026-10-25T08:00:00Z', 'Europe/London')).toBe(false);
    expect(isInBusinessHours('2026-10-25T17:59:00Z', 'Europe/London')).toBe(true);
  });

  it('a closing hour past midnight (18 to 2) covers the evening and the small hours', () => {
    const open = (time: string) => isInBusinessHours(`2026-03-05T${time}Z`, 'UTC', 18, 2);
    expect(open('17:59:59')).toBe(false);
    expect(open('18:00:00')).toBe(true);
    expect(open('23:59:59')).toBe(true);
    expect(open('00:00:00')).toBe(true);
    expect(open('01:59:59')).toBe(true);
    expect(open('02:00:00')).toBe(false);
    expect(open('12:00:00')).toBe(false);
  });

  it('custom hours, a close at 24 and fractional hours', () => {
    expect(isInBusinessHours('2026-03-05T21:59:00Z', 'UTC', 10, 22)).toBe(true);
    expect(isInBusinessHours('2026-03-05T22:00:00Z', 'UTC', 10, 22)).toBe(false);
    expect(isInBusinessHours('2026-03-05T23:59:59Z', 'UTC', 9, 24)).toBe(true);
    expect(isInBusinessHours('2026-03-05T09:29:00Z', 'UTC', 9.5, 18)).toBe(false);
    expect(isInBusinessHours('2026-03-05T09:30:00Z', 'UTC', 9.5, 18)).toBe(true);
  });

  it('equal opening and closing hours mean open around the clock', () => {
    expect(isInBusinessHours('2026-03-05T03:00:00Z', 'UTC', 0, 0)).toBe(true);
    expect(isInBusinessHours('2026-03-05T03:00:00Z', 'UTC', 6, 6)).toBe(true);
    expect(isInBusinessHours('2026-03-05T03:00:00Z', 'UTC', 0, 24)).toBe(true);
  });

  it('an invalid date or impossible hours give false and report the fallback message', () => {
    for (const [date, open, close] of [
      ['garbage', 9, 18],
      [Number.NaN, 9, 18],
      ['2026-03-05T10:00:00Z', -1, 18],
      ['2026-03-05T10:00:00Z', 9, 25],
      ['2026-03-05T10:00:00Z', 24, 2],
      ['2026-03-05T10:00:00Z', Number.NaN, 18],
    ] as const) {
      const onError = vi.fn();
      expect(isInBusinessHours(date, 'UTC', open, close, onError)).toBe(false);
      expect(onError).toHaveBeenCalledExactlyOnceWith(dateErrors.businessHours);
    }
  });
});

describe('dayBoundaries', () => {
  it('a day in UTC runs from midnight to its last millisecond', () => {
    expect(dayBoundaries('2026-03-05', 'UTC')).toEqual({
      start: '2026-03-05T00:00:00.000Z',
      end: '2026-03-05T23:59:59.999Z',
    });
  });

  it('a day runs from local midnight to local midnight in the zone', () => {
    expect(dayBoundaries('2026-03-05', 'Asia/Kolkata')).toEqual({
      start: '2026-03-04T18:30:00.000Z',
      end: '2026-03-05T18:29:59.999Z',
    });
    expect(dayBoundaries('2026-03-05', 'UTC-5')).toEqual({
      start: '2026-03-05T05:00:00.000Z',
      end: '2026-03-06T04:59:59.999Z',
    });
  });

  it('an instant stands for the day in the zone that contains it', () => {
    expect(dayBoundaries('2026-03-05T22:00:00Z', 'UTC+4')).toEqual({
      start: '2026-03-05T20:00:00.000Z',
      end: '2026-03-06T19:59:59.999Z',
    });
    expect(dayBoundaries('2026-03-05 23:30', 'UTC+4')?.start).toBe('2026-03-04T20:00:00.000Z');
  });

  it('the London day of 2026-03-29 is 23 hours long', () => {
    expect(dayBoundaries('2026-03-29', 'Europe/London')).toEqual({
      start: '2026-03-29T00:00:00.000Z',
      end: '2026-03-29T22:59:59.999Z',
    });
  });

  it('the London day of 2026-10-25 is 25 hours long', () => {
    expect(dayBoundaries('2026-10-25', 'Europe/London')).toEqual({
      start: '2026-10-24T23:00:00.000Z',
      end: '2026-10-25T23:59:59.999Z',
    });
  });

  it('a day whose midnight is skipped by DST starts when its clocks do (Santiago, 2026-09-06)', () => {
    expect(dayBoundaries('2026-09-06', 'America/Santiago')).toEqual({
      start: '2026-09-06T04:00:00.000Z',
      end: '2026-09-07T02:59:59.999Z',
    });
  });

  it('an invalid date gives null and reports the fallback message', () => {
    const onError = vi.fn();
    expect(dayBoundaries('garbage', 'UTC', onError)).toBeNull();
    expect(onError).toHaveBeenCalledExactlyOnceWith(dateErrors.dayBoundaries);
  });
});

describe('independence from the machine time zone', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  // New York springs forward on 2026-03-08 at 07:00 UTC: dayjs's utcOffset(n) and tz() read fields
  // through the machine's clock and are an hour off around it. Node applies a TZ change at once.
  it.each(['America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'])(
    'gives the same answers on a machine in %s',
    (zone) => {
      process.env.TZ = zone;
      expect(formatDateTime('2026-03-08T06:30:00Z', 'UTC+1')).toBe('2026-03-08 07:30:00');
      expect(formatDateTime('2026-03-08T01:30:00Z', 'Europe/Berlin')).toBe('2026-03-08 02:30:00');
      expect(toUtcIso('2026-03-08 02:30', 'UTC')).toBe('2026-03-08T02:30:00.000Z');
      expect(toUtcIso('2026-03-08', 'UTC+3')).toBe('2026-03-07T21:00:00.000Z');
      expect(formatReportDate('2026-03-05', 'UTC-12')).toBe('Mar 05, 2026');
      expect(dayBoundaries('2026-03-08', 'UTC')?.end).toBe('2026-03-08T23:59:59.999Z');
      expect(isInBusinessHours('2026-03-08T09:00:00Z', 'UTC')).toBe(true);
      expect(localHour('2026-03-08T02:30:00Z', 'UTC')).toBe(2);
    },
  );
});

describe('fallback messages', () => {
  it('are keys of the dates namespace', () => {
    expect(dateErrors).toEqual({
      businessHours: 'dates:error.businessHours',
      dayBoundaries: 'dates:error.dayBoundaries',
      reportDate: 'dates:error.reportDate',
      reportTime: 'dates:error.reportTime',
    });
  });

  it('read in English as SPEC section 8 gives them', () => {
    expect(dateErrorsEnglish).toEqual({
      businessHours: 'Failed to check if date is in business hours',
      dayBoundaries: 'Failed to get day boundaries',
      reportDate: 'Failed to format date for display in sales reports',
      reportTime: 'Failed to format time for display in sales reports',
    });
    expect(en.error).toEqual({ ...dateErrorsEnglish, timeZone: timeZoneErrorEnglish });
  });

  it('every key resolves in the English locale file', () => {
    for (const key of [...Object.values(dateErrors), timeZoneError]) {
      const [namespace, path] = key.split(':');
      const [group, name] = path!.split('.');
      expect(namespace).toBe('dates');
      expect(group).toBe('error');
      expect(en.error).toHaveProperty(name!);
    }
  });

  it('every language has every message, translated', () => {
    const translations = { de, es, ar, sr, ru, kk };
    for (const [language, file] of Object.entries(translations)) {
      expect(Object.keys(file.error).sort(), language).toEqual(Object.keys(en.error).sort());
      for (const [key, text] of Object.entries(file.error)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(text, `${language} ${key}`).not.toBe(en.error[key as keyof typeof en.error]);
      }
    }
  });

  it('Serbian is written in Latin script and Kazakh, Russian in Cyrillic', () => {
    const cyrillic = /\p{Script=Cyrillic}/u;
    for (const text of Object.values(sr.error)) expect(text).not.toMatch(cyrillic);
    for (const text of [...Object.values(kk.error), ...Object.values(ru.error)]) {
      expect(text).toMatch(cyrillic);
    }
    for (const text of Object.values(ar.error)) expect(text).toMatch(/\p{Script=Arabic}/u);
  });
});
