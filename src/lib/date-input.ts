import type { ZoneClock } from '@contract/timezone';

/**
 * What the date helpers accept. A `Date`, epoch milliseconds, or ISO 8601 text with `Z` or an offset
 * is an instant. ISO text without an offset (`2026-03-05`, `2026-03-05 14:07`) is a wall-clock time
 * in the location's zone, never in the zone of the machine running the code. `null`, `undefined`
 * and blank text mean "no date".
 */
export type DateInput = Date | string | number | null | undefined;

/** A date input read without a zone: nothing, not a date, an instant, or a wall-clock time. */
export type ParsedDateInput =
  | { kind: 'absent' }
  | { kind: 'invalid' }
  | { kind: 'instant'; ms: number }
  /** The wall-clock time written as if it were UTC (`Date.UTC` of its fields). */
  | { kind: 'wallClock'; wallClockMs: number };

const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** Reads a date input. Text must be ISO 8601 with real calendar values (no 30 February, no 24:00). */
export function parseDateInput(input: unknown): ParsedDateInput {
  if (input === null || input === undefined) return { kind: 'absent' };
  if (input instanceof Date || typeof input === 'number') {
    const ms = input instanceof Date ? input.getTime() : input;
    return isValidMs(ms) ? { kind: 'instant', ms } : { kind: 'invalid' };
  }
  if (typeof input !== 'string') return { kind: 'invalid' };
  const text = input.trim();
  if (text === '') return { kind: 'absent' };

  const match = ISO_PATTERN.exec(text);
  if (!match) return { kind: 'invalid' };
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', offset] = match;
  const wallClockMs = utcFromFields(
    Number(year),
    Number(month),
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    Number(fraction.padEnd(3, '0').slice(0, 3)),
  );
  if (wallClockMs === null) return { kind: 'invalid' };
  if (offset === undefined) return { kind: 'wallClock', wallClockMs };

  const offsetMinutes = parseIsoOffset(offset);
  if (offsetMinutes === null) return { kind: 'invalid' };
  const ms = wallClockMs - offsetMinutes * 60_000;
  return isValidMs(ms) ? { kind: 'instant', ms } : { kind: 'invalid' };
}

/** The instant an input stands for, with wall-clock times read on the zone's clock. */
export function instantOf(
  parsed: Extract<ParsedDateInput, { kind: 'instant' | 'wallClock' }>,
  clock: ZoneClock,
): number {
  return parsed.kind === 'instant' ? parsed.ms : clock.wallClockToInstant(parsed.wallClockMs);
}

/** What the zone's wall clock shows at the instant, written as if it were UTC. */
export function wallClockOf(ms: number, clock: ZoneClock): number {
  return ms + clock.offsetAt(ms) * 60_000;
}

export function isValidMs(ms: number): boolean {
  return !Number.isNaN(new Date(ms).getTime());
}

/** `Date.UTC` of the fields, or null when they are not a real date and time. */
function utcFromFields(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millisecond: number,
): number | null {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0 to 99 as they are.
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCMonth() !== month - 1) return null;
  date.setUTCHours(hour, minute, second, millisecond);
  return date.getTime();
}

function parseIsoOffset(offset: string): number | null {
  if (offset.toUpperCase() === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || '0');
  if (hours > 23 || minutes > 59) return null;
  return sign * (hours * 60 + minutes) || 0;
}
