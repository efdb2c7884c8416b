import type { ColumnKind } from './columns';
import type { Dialect } from './database';

/** Timestamps are ISO-8601 UTC strings with milliseconds, so text order is time order on both databases. */
export const nowIso = (): string => new Date().toISOString();

/**
 * Names in lists the server sorts (stock, a count's review): one collator made once, as
 * `localeCompare` builds one per call and a 5,000-line sort makes some 60,000 calls.
 */
export const compareNames = new Intl.Collator('en', { numeric: true }).compare;

/** The columns of a table whose stored form differs from the API's; every other column is as is. */
export type Conversions = readonly (readonly [column: string, kind: ColumnKind])[];

export function conversionsOf(kinds: Record<string, ColumnKind>): Conversions {
  return Object.entries(kinds).filter(([, kind]) => kind === 'boolean' || kind === 'json');
}

/**
 * The one place where stored values become API values: JSON text is parsed and 0/1 becomes a boolean
 * (PostgreSQL already gives booleans). Mutates and returns the row: it was made by the driver for us.
 */
export function decodeRow<T extends Record<string, unknown>>(
  conversions: Conversions,
  row: T,
): Record<string, unknown> {
  const out: Record<string, unknown> = row;
  for (const [column, kind] of conversions) {
    const value = out[column];
    if (value === null || value === undefined) continue;
    if (kind === 'boolean') out[column] = value === true || value === 1;
    else if (typeof value === 'string') out[column] = JSON.parse(value);
  }
  return out;
}

/** The reverse of `decodeRow`, for inserts and updates. Leaves columns it does not know untouched. */
export function encodeRow(
  conversions: Conversions,
  values: Record<string, unknown>,
  dialect: Dialect,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const [column, kind] of conversions) {
    if (!(column in out)) continue;
    const value = out[column];
    if (value === null || value === undefined) continue;
    if (kind === 'boolean') out[column] = dialect === 'sqlite' ? (value ? 1 : 0) : Boolean(value);
    else out[column] = JSON.stringify(value);
  }
  return out;
}

/** A stored boolean as a boolean, for the few hand-written reads outside the row mapping. */
export const bool = (value: unknown): boolean => value === true || value === 1;
