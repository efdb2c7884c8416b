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
