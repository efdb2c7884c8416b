import { createHash } from 'node:crypto';
import { z } from 'zod';
import { invalidFields } from '../plugins/errors';

/**
 * Keyset cursors of the reports that page in SQL (contract/reports.ts `after` and `next`). A
 * cursor is the sort values of the last row of a page and a digest of the read it belongs to (the
 * report, its order, period, locations and filters), as base64url JSON: the client passes it back
 * untouched. Its values only ever reach SQL as parameters, beside the scope's own conditions, so a
 * forged cursor can at worst start a page at another row the caller may read anyway; it is still
 * checked whole, and anything else than a cursor of this very read is a 400.
 */

/** The read a cursor continues: the report's path, the order, and its query without paging. */
export interface CursorRead {
  path: string;
  sort: string;
  query: Readonly<Record<string, unknown>>;
}

/** Query fields that move through a read rather than define it. */
const paging = new Set(['page', 'limit', 'after', 'sort']);

function digestOf(read: CursorRead): string {
  const defining = Object.entries(read.query)
    .filter(([key, value]) => !paging.has(key) && value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(JSON.stringify([read.path, read.sort, defining]))
    .digest('base64url')
    .slice(0, 16);
}

const stored = z.object({
  q: z.string(),
  v: z.array(z.union([z.string().max(200), z.number(), z.null()])).max(8),
});

/** Sort values as the rows gave them: text, numbers, null (a nullable column's "none"). */
export type CursorValue = string | number | null;

/** The cursor of the page after a row whose sort values are `values`. */
export function cursorAfter(read: CursorRead, values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify({ q: digestOf(read), v: values })).toString('base64url');
}

const refused = (why: string) =>
  invalidFields({ after: 'format' }, `\`after\` is not a cursor of this read: ${why}`);

/**
 * The sort values `after` holds, checked against the read and against `values` (the types of the
 * sort's columns, then the tie-breaking id); null without `after`.
 */
export function cursorValues<T extends z.ZodType>(
  read: CursorRead,
  after: string | undefined,
  values: T,
): z.infer<T> | null {
  if (after === undefined) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw refused('it cannot be read');
  }
  const cursor = stored.safeParse(decoded);
  if (!cursor.success) throw refused('it cannot be read');
  if (cursor.data.q !== digestOf(read)) {
    throw refused('it belongs to another report, order, period, location or filter');
  }
  const parsed = values.safeParse(cursor.data.v);
  if (!parsed.success) throw refused(`its values do not fit the order by ${read.sort}`);
  return parsed.data;
}

/** The types of sort values: numbers (JSON has no infinities) and text of a bounded length. */
export const sortNumber = z.number();
export const sortText = z.string().max(200);
