/**
 * Search-parameter readers for routes that load with the first page (sign-in, the dashboard layout).
 * They are plain functions rather than zod schemas so that zod stays out of the sign-in page's
 * bundle (budget: 200 KB of gzipped JavaScript); what is unusable is dropped, never an error.
 */

/** A string parameter up to `max` characters, else undefined. */
export function optionalText(value: unknown, max = 2000): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

/**
 * The `loc` parameter. The URL parser reads `?loc=0` as a number, so numbers are accepted as they are
 * (and written back the same way); `resolveActiveLocation` applies SPEC's rules to the value.
 */
export function locationParam(value: unknown): string | number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return optionalText(value, 64);
}

/** Reads one search parameter: its value when usable, else undefined (the choice's default). */
export type ParamReader<T> = (value: unknown) => T | undefined;

/** One of the given words. */
export const oneOf =
  <const T extends readonly string[]>(values: T): ParamReader<T[number]> =>
  (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value)
      ? (value as T[number])
      : undefined;

/** A calendar date, YYYY-MM-DD. */
export const isoDateParam: ParamReader<string> = (value) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/** A row id (a UUID). */
export const idParam: ParamReader<string> = (value) =>
  typeof value === 'string' &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    ? value
    : undefined;

/**
 * Free text up to `max` characters (the URL parser may give a number: read as text). Trimmed unless
 * `keepSpaces`: a search box bound to the URL keeps the space its user just typed.
 */
export const textParam =
  (max: number, { keepSpaces = false } = {}): ParamReader<string> =>
  (value) => {
    const raw = typeof value === 'number' ? String(value) : optionalText(value, max * 4);
    const text = keepSpaces ? raw : raw?.trim();
    return text && text.length <= max ? text : undefined;
  };

/** A whole number from 1 to `max` (the URL parser gives numbers; a hand-typed link may give text). */
export const wholeParam =
  (max: number): ParamReader<number> =>
  (value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= max
      ? number
      : undefined;
  };

type ReadSearch<S extends Record<string, ParamReader<unknown>>> = {
  [K in keyof S]?: S[K] extends ParamReader<infer T> ? T : never;
};

/**
 * A route's search reader made of one reader per parameter: keeps what is usable and drops the
 * rest, so an old or hand-edited link still opens. A parameter it knows is always in the result,
 * undefined when unusable: the router lays a route's search over its parents', and the root keeps
 * the address's raw values, so a value left out would reach the screen unread (`?period=bogus`
 * took the dashboard down). An undefined value is not written back into the address.
 */
export function searchReader<S extends Record<string, ParamReader<unknown>>>(shape: S) {
  return (search: Record<string, unknown>): ReadSearch<S> => {
    const out: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) out[key] = read(search[key]);
    return out as ReadSearch<S>;
  };
}
