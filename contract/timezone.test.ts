import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  formatUtcOffset,
  offsetMinutes,
  parseTimeZone,
  resolveTimeZone,
  timeZoneError,
  zoneClock,
} from './timezone';

const at = (iso: string) => Date.parse(iso);
const utcZone = { kind: 'offset', minutes: 0 };

describe('parseTimeZone', () => {
  it('a blank, whitespace or missing time zone falls back to UTC without reporting', () => {
    const onError = vi.fn();
    for (const value of ['', '   ', '\t', null, undefined]) {
      expect(parseTimeZone(value, onError)).toEqual(utcZone);
    }
    expect(onError).not.toHaveBeenCalled();
  });

  it('the default time zone is UTC', () => {
    expect(DEFAULT_TIME_ZONE).toBe('UTC');
    expect(parseTimeZone(DEFAULT_TIME_ZONE)).toEqual(utcZone);
  });

  it('UTC+N is N whole hours east of UTC and UTC-N is N hours west', () => {
    expect(parseTimeZone('UTC+4')).toEqual({ kind: 'offset', minutes: 240 });
    expect(parseTimeZone('UTC-5')).toEqual({ kind: 'offset', minutes: -300 });
    expect(parseTimeZone('UTC+14')).toEqual({ kind: 'offset', minutes: 840 });
    expect(parseTimeZone('UTC-12')).toEqual({ kind: 'offset', minutes: -720 });
  });

  it('+N and -N without UTC are offsets too', () => {
    expect(parseTimeZone('+3')).toEqual({ kind: 'offset', minutes: 180 });
    expect(parseTimeZone('-7')).toEqual({ kind: 'offset', minutes: -420 });
    expect(parseTimeZone('+0')).toEqual(utcZone);
    expect(parseTimeZone('-0')).toEqual(utcZone);
  });

  it('accepts the usual ways of writing a whole-hour offset', () => {
    expect(parseTimeZone(' utc+4 ')).toEqual({ kind: 'offset', minutes: 240 });
    expect(parseTimeZone('UTC+04')).toEqual({ kind: 'offset', minutes: 240 });
    expect(parseTimeZone('+04:00')).toEqual({ kind: 'offset', minutes: 240 });
    expect(parseTimeZone('GMT-3')).toEqual({ kind: 'offset', minutes: -180 });
    // U+2212, the minus sign of text pasted from the web.
    expect(parseTimeZone('UTC\u22125')).toEqual({ kind: 'offset', minutes: -300 });
  });

  it('an area/city name is an IANA zone', () => {
    expect(parseTimeZone('Asia/Dubai')).toEqual({ kind: 'iana', name: 'Asia/Dubai' });
    expect(parseTimeZone(' Europe/London ')).toEqual({ kind: 'iana', name: 'Europe/London' });
    expect(parseTimeZone('America/Argentina/Buenos_Aires')).toEqual({
      kind: 'iana',
      name: 'America/Argentina/Buenos_Aires',
    });
  });

  it('UTC+5:30 is rejected (offsets are whole hours): zero offset, reported', () => {
    for (const value of ['UTC+5:30', '+05:30', '+5:45', 'UTC+0530']) {
      const onError = vi.fn();
      expect(parseTimeZone(value, onError)).toEqual(utcZone);
      expect(onError).toHaveBeenCalledExactlyOnceWith(timeZoneError);
    }
  });

  it('an unparseable value gives a zero offset and is reported, never thrown', () => {
    for (const value of ['garbage', 'Mars/Olympus_Mons', 'EST', '5', 'UTC+', 'UTC+15', 'UTC-13']) {
      const onError = vi.fn();
      expect(() => parseTimeZone(value, onError)).not.toThrow();
      expect(parseTimeZone(value)).toEqual(utcZone);
      expect(onError).toHaveBeenCalledWith(timeZoneError);
    }
  });

  it('the failure message is an i18n key of the dates namespace', () => {
    expect(timeZoneError).toBe('dates:error.timeZone');
  });
});

describe('resolveTimeZone', () => {
  it('takes a parsed zone as it is and parses text', () => {
    const dubai = { kind: 'iana', name: 'Asia/Dubai' } as const;
    expect(resolveTimeZone(dubai)).toBe(dubai);
    expect(resolveTimeZone('UTC+2')).toEqual({ kind: 'offset', minutes: 120 });
    expect(resolveTimeZone(undefined)).toEqual(utcZone);
  });
});

describe('offsetMinutes', () => {
  it('a fixed offset is the same all year', () => {
    expect(offsetMinutes('UTC+1', at('2026-01-15T12:00:00Z'))).toBe(60);
    expect(offsetMinutes('UTC+1', at('2026-07-15T12:00:00Z'))).toBe(60);
    expect(offsetMinutes('-3', new Date('2026-07-15T12:00:00Z'))).toBe(-180);
  });

  it('Asia/Dubai is four hours east of UTC', () => {
    expect(offsetMinutes('Asia/Dubai', at('2026-03-05T12:00:00Z'))).toBe(240);
  });

  it('Asia/Kolkata keeps its real half-hour offset', () => {
    expect(offsetMinutes('Asia/Kolkata', at('2026-03-05T12:00:00Z'))).toBe(330);
  });

  it('Europe/London moves to BST at 01:00 UTC on 2026-03-29', () => {
    expect(offsetMinutes('Europe/London', at('2026-03-29T00:59:59.999Z'))).toBe(0);
    expect(offsetMinutes('Europe/London', at('2026-03-29T01:00:00.000Z'))).toBe(60);
  });

  it('Europe/London returns to GMT at 01:00 UTC on 2026-10-25', () => {
    expect(offsetMinutes('Europe/London', at('2026-10-25T00:59:59.999Z'))).toBe(60);
    expect(offsetMinutes('Europe/London', at('2026-10-25T01:00:00.000Z'))).toBe(0);
  });

  it('a change in the middle of a quarter hour is read to the second (Africa/Abidjan, 1912)', () => {
    // Offsets are remembered by quarter hour; this change, from local mean time (-00:16:08) to
    // GMT, falls at 00:16:08 UTC, inside the quarter from 00:15.
    const before = at('1912-01-01T00:16:07Z');
    const after = at('1912-01-01T00:16:08Z');
    expect(offsetMinutes('Africa/Abidjan', at('1912-01-01T00:15:00Z'))).toBeCloseTo(-16.133, 3);
    expect(offsetMinutes('Africa/Abidjan', after)).toBe(0);
    expect(offsetMinutes('Africa/Abidjan', before)).toBeCloseTo(-16.133, 3);
    expect(offsetMinutes('Africa/Abidjan', at('1912-01-01T00:29:59.999Z'))).toBe(0);
  });

  it('a zone west of UTC with DST (America/New_York)', () => {
    expect(offsetMinutes('America/New_York', at('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(offsetMinutes('America/New_York', at('2026-07-15T12:00:00Z'))).toBe(-240);
  });

  it('an unusable zone gives a zero offset and is reported, never thrown', () => {
    const instant = at('2026-07-15T12:00:00Z');
    for (const tz of [
      'garbage',
      'UTC+5:30',
      { kind: 'iana', name: 'Nowhere/Town' } as const,
      { kind: 'offset', minutes: Number.NaN } as const,
    ]) {
      const onError = vi.fn();
      expect(offsetMinutes(tz, instant, onError)).toBe(0);
      expect(onError).toHaveBeenCalledExactlyOnceWith(timeZoneError);
    }
  });

  it('an invalid instant gives a zero offset', () => {
    expect(offsetMinutes('Asia/Dubai', Number.NaN)).toBe(0);
    expect(offsetMinutes('Asia/Dubai', new Date('garbage'))).toBe(0);
    expect(offsetMinutes('Asia/Dubai', 9e15)).toBe(0);
  });
});

describe('zoneClock', () => {
  const wall = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h, min);
  const iso = (ms: number) => new Date(ms).toISOString();

  it('reads a wall-clock time in London winter and summer', () => {
    const london = zoneClock('Europe/London');
    expect(iso(london.wallClockToInstant(wall(2026, 1, 15, 9)))).toBe('2026-01-15T09:00:00.000Z');
    expect(iso(london.wallClockToInstant(wall(2026, 7, 15, 9)))).toBe('2026-07-15T08:00:00.000Z');
  });

  it('a time skipped when London springs forward moves on by the hour (01:30 is 02:30 BST)', () => {
    const london = zoneClock('Europe/London');
    expect(iso(london.wallClockToInstant(wall(2026, 3, 29, 1, 30)))).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(iso(london.wallClockToInstant(wall(2026, 3, 29, 2, 0)))).toBe(
      '2026-03-29T01:00:00.000Z',
    );
  });

  it('a time that happens twice when London falls back is the first one (BST)', () => {
    const london = zoneClock('Europe/London');
    expect(iso(london.wallClockToInstant(wall(2026, 10, 25, 1, 30)))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(iso(london.wallClockToInstant(wall(2026, 10, 25, 2, 0)))).toBe(
      '2026-10-25T02:00:00.000Z',
    );
  });

  it('a fixed offset shifts a wall-clock time by that offset', () => {
    expect(iso(zoneClock('UTC+4').wallClockToInstant(wall(2026, 3, 5, 14, 7)))).toBe(
      '2026-03-05T10:07:00.000Z',
    );
  });

  it('reports a bad setting once however often the clock is read', () => {
    const onError = vi.fn();
    const clock = zoneClock('garbage', onError);
    clock.offsetAt(at('2026-03-05T12:00:00Z'));
    clock.wallClockToInstant(wall(2026, 3, 5));
    expect(clock.zone).toEqual(utcZone);
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe('formatUtcOffset', () => {
  it('writes an offset as ISO 8601 does', () => {
    expect(formatUtcOffset(330)).toBe('+05:30');
    expect(formatUtcOffset(-180)).toBe('-03:00');
    expect(formatUtcOffset(0)).toBe('+00:00');
    expect(formatUtcOffset(-570)).toBe('-09:30');
  });
});
