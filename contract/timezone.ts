/**
 * Time zones of locations (SPEC sections 5, 8 and 9). A location's `time_zone` setting is written as
 * `UTC+N`, `UTC-N`, `+N`, `-N` (whole hours) or an area/city name such as `Asia/Dubai`; blank means
 * UTC. A value that cannot be understood never throws: it counts as UTC (a zero offset) and is
 * reported through `onError`.
 *
 * Offsets of area/city zones come straight from `Intl.DateTimeFormat`, never from the machine's own
 * zone: dayjs's timezone plugin (and `utcOffset(n)` of its utc plugin) read the fields through the
 * machine's local time and are an hour off near the machine's DST changes.
 */

/** The zone used when a location has no time zone setting (SPEC section 9). */
export const DEFAULT_TIME_ZONE = 'UTC';

/** A parsed time zone setting: a fixed offset east of UTC, or an area/city zone with its own DST. */
export type TimeZone = { kind: 'offset'; minutes: number } | { kind: 'iana'; name: string };

/** What the helpers accept for a zone: the raw setting value, or one already parsed. */
export type TimeZoneSetting = string | TimeZone | null | undefined;

/** Receives an i18n key (namespace `dates`) when a helper falls back; the app shows it as a toast. */
export type OnError = (message: string) => void;

/** Reported when a time zone setting is not understood and UTC is used instead. */
export const timeZoneError = 'dates:error.timeZone';
export const timeZoneErrorEnglish = 'Time zone setting not recognized; times are shown in UTC';

const UTC: TimeZone = Object.freeze({ kind: 'offset', minutes: 0 });

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * `UTC+4`, `utc-3`, `+4`, `-04`, `+04:00`: a sign and whole hours, optionally after UTC or GMT and
 * optionally followed by `:00`. U+2212 (the minus sign in pasted text) counts as `-`. A non-zero
 * minutes part (`UTC+5:30`) does not match: half-hour zones need their area/city name.
 */
const OFFSET_PATTERN = /^(?:UTC|GMT)?\s*([+\-\u2212])\s*(\d{1,2})(?::?00)?$/i;

/** Area/city names (`Asia/Dubai`, `America/Argentina/Buenos_Aires`, `Etc/GMT-4`). */
const AREA_CITY_PATTERN = /^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/;

/** Real-world offsets run from UTC-12 to UTC+14. */
const MAX_WEST_HOURS = 12;
const MAX_EAST_HOURS = 14;

/**
 * Reads a `time_zone` setting value. Blank, missing or whitespace means UTC and is not an error.
 * Anything unparseable (including `UTC+5:30`, an unknown city, or an abbreviation like `EST`) gives
 * a zero offset and calls `onError` with {@link timeZoneError}.
 */
export function parseTimeZone(value: string | null | undefined, onError?: OnError): TimeZone {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '' || /^(?:UTC|GMT)$/i.test(text)) return UTC;

  const offset = OFFSET_PATTERN.exec(text);
  if (offset) {
    const west = offset[1] !== '+';
    const hours = Number(offset[2]);
    if (hours <= (west ? MAX_WEST_HOURS : MAX_EAST_HOURS)) {
      return { kind: 'offset', minutes: (west ? -hours : hours) * 60 || 0 };
    }
  } else if (AREA_CITY_PATTERN.test(text) && isKnownZone(text)) {
    return { kind: 'iana', name: text };
  }

  onError?.(timeZoneError);
  return UTC;
}

/**
 * A time zone as SPEC section 5 accepts it: an area/city name (`Asia/Dubai`), `UTC`, or a whole-hour
 * offset (`UTC+4`, `-5`, `+04:00`); blank means UTC. What `parseTimeZone` reads without falling back.
 */
export function isTimeZone(value: string): boolean {
  let understood = true;
  parseTimeZone(value, () => {
    understood = false;
  });
  return understood;
}

/** A setting as the helpers use it: parsed when it is text, taken as it is when already parsed. */
export function resolveTimeZone(setting: TimeZoneSetting, onError?: OnError): TimeZone {
  return typeof setting === 'object' && setting !== null
    ? setting
    : parseTimeZone(setting, onError);
}

/** A zone's clock: its offset at any instant, and the instant at which it shows a wall-clock time. */
export interface ZoneClock {
  readonly zone: TimeZone;
  /** Minutes east of UTC at that instant (epoch milliseconds). */
  offsetAt(ms: number): number;
  /**
   * The instant at which the clock shows `wallClockMs` (a wall-clock time written as if it were
   * UTC: `Date.UTC(2026, 2, 29, 1, 30)` for 01:30 on 29 March). As people expect of a clock, and as
   * Temporal's "compatible" choice does, a time skipped by a DST change moves forward by the change
   * (01:30 on London's spring-forward day is 02:30 BST) and a time that happens twice is the first
   * one (01:30 on the autumn day is 01:30 BST).
   */
  wallClockToInstant(wallClockMs: number): number;
}

/**
 * The clock of a zone, for helpers that read it more than once (one `Intl.DateTimeFormat` is made
 * per call, the costly part). A zone that cannot be used becomes UTC and calls `onError` once.
 */
export function zoneClock(tz: TimeZoneSetting, onError?: OnError): ZoneClock {
  const parsed = resolveTimeZone(tz, onError);
  const lookup = offsetLookup(parsed);
  if (!lookup) onError?.(timeZoneError);
  const zone = lookup ? parsed : UTC;
  // Outside the range of Date (NaN included) Intl throws; such instants have no offset.
  const at = (ms: number) => (!lookup || Number.isNaN(new Date(ms).getTime()) ? 0 : lookup(ms));
  return {
    zone,
    offsetAt: at,
    wallClockToInstant(wallClockMs) {
      // A day either side of the wall-clock time brackets any one DST change, so the offsets there
      // are the only candidates; one is right unless the time was skipped or happens twice.
      const before = at(wallClockMs - DAY_MS);
      const after = at(wallClockMs + DAY_MS);
      const instants = [before, after]
        .filter((candidate) => at(wallClockMs - candidate * MINUTE_MS) === candidate)
        .map((candidate) => wallClockMs - candidate * MINUTE_MS);
      return instants.length > 0 ? Math.min(...instants) : wallClockMs - before * MINUTE_MS;
    },
  };
}

/**
 * Minutes east of UTC in the zone at that instant (Europe/London: 0 in winter, 60 in summer).
 * Never throws: an unusable zone gives 0 and calls `onError`; an invalid instant gives 0.
 */
export function offsetMinutes(
  tz: TimeZoneSetting,
  instant: Date | number,
  onError?: OnError,
): number {
  return zoneClock(tz, onError).offsetAt(instant instanceof Date ? instant.getTime() : instant);
}

/** `+05:30`, `-03:00`, `+00:00`: the offset as ISO 8601 writes it. */
export function formatUtcOffset(minutes: number): string {
  const whole = Math.round(minutes);
  const sign = whole < 0 ? '-' : '+';
  const abs = Math.abs(whole);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

function isKnownZone(name: string): boolean {
  return offsetLookup({ kind: 'iana', name }) !== null;
}

/** Offset readers of the zones in use, by name (a handful: one per zone the locations name). */
const lookups = new Map<string, (ms: number) => number>();
/** Quarter hours each reader remembers: a batch of sales falls in a few. */
const REMEMBERED_QUARTERS = 4096;
const QUARTER_MS = 15 * MINUTE_MS;
/** The instants Date can hold: Intl throws beyond them. */
const LAST_MS = 8.64e15;

/** How to read the zone's offset at an instant, or null when the zone cannot be used. */
function offsetLookup(zone: TimeZone): ((ms: number) => number) | null {
  if (zone.kind === 'offset') {
    const { minutes } = zone;
    return Number.isFinite(minutes) ? () => minutes : null;
  }
  // Making a formatter costs tens of microseconds and reading it a few: one reader per zone.
  const known = lookups.get(zone.name);
  if (known) return known;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone.name,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return null;
  }
  const read = (ms: number) => offsetFromWallClock(format.formatToParts(ms), ms);
  // A zone never changes its offset twice within a quarter hour (the zone database's changes are
  // months apart), so the same offset at both ends of one holds all through it: one pair of reads
  // serves every sale of those 15 minutes. NaN marks a quarter with a change (most are on the
  // quarter hour, but not all: Africa/Abidjan's at 00:16:08 UTC on 1 January 1912), read per instant.
  const quarters = new Map<number, number>();
  const lookup = (ms: number) => {
    const quarter = Math.floor(ms / QUARTER_MS);
    let offset = quarters.get(quarter);
    if (offset === undefined) {
      const first = read(Math.max(quarter * QUARTER_MS, -LAST_MS));
      const last = read(Math.min((quarter + 1) * QUARTER_MS - 1, LAST_MS));
      offset = first === last ? first : NaN;
      if (quarters.size >= REMEMBERED_QUARTERS) quarters.clear();
      quarters.set(quarter, offset);
    }
    return Number.isNaN(offset) ? read(ms) : offset;
  };
  lookups.set(zone.name, lookup);
  return lookup;
}

/** The offset is how far the zone's wall clock (as if it were UTC) is from the instant itself. */
function offsetFromWallClock(parts: Intl.DateTimeFormatPart[], ms: number): number {
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  const era = parts.find((part) => part.type === 'era')?.value;
  const wall = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0 to 99 as they are.
  wall.setUTCFullYear(
    era === 'BC' ? 1 - field('year') : field('year'),
    field('month') - 1,
    field('day'),
  );
  // Some engines write midnight as 24 even with h23.
  wall.setUTCHours(field('hour') % 24, field('minute'), field('second'), 0);
  return (wall.getTime() - Math.floor(ms / 1000) * 1000) / MINUTE_MS;
}
