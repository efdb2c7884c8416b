import { resourceList, type ResourceDef } from '@contract/registry';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { ApiError } from '../plugins/errors';
import { fieldsOf } from './fields';
import { pathsReferringTo, refValues } from './refs';
import { resourceDb, toApiRow } from './store';

export interface UsedBy {
  collection: string;
  id: string;
  name: string;
}

/** At most this many users are named; the rest are counted in the message. */
export const USED_BY_LIMIT = 20;
/** Rows read per path to confirm a JSON match; far more than a reply names. */
const SCAN_LIMIT = 500;

/** The text people know a row by: its name, else its code, else its id. */
function nameOf(def: ResourceDef, row: Record<string, unknown>): string {
  const names = fieldsOf(def).map((f) => f.name);
  const key = names.includes('name') ? 'name' : names.includes('code') ? 'code' : null;
  return key && typeof row[key] === 'string' ? (row[key] as string) : String(row.id);
}

/**
 * Live rows of the business that refer to a row, read through every `ref`/`refList` of the registry
 * (nested ones included). A plain reference column is compared directly; a JSON column is first
 * narrowed with LIKE on the quoted id (ids are UUIDs, so no wildcard can appear in one) and then
 * confirmed by reading the value at its path, so another field holding the same text never counts.
 */
export async function rowsReferringTo(
  db: Kysely<Database>,
  def: ResourceDef,
  customerId: string,
  id: string,
  limit = USED_BY_LIMIT,
): Promise<{ usedBy: UsedBy[]; more: boolean }> {
  const usedBy: UsedBy[] = [];
  const seen = new Set<string>();
  for (const { def: user, path } of pathsReferringTo(resourceList, def.collection)) {
    const plain = path.segments.length === 1;
    let query = resourceDb(db)
      .selectFrom(user.table)
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('deleted_at', 'is', null)
      .where('id', '!=', id);
    query = plain ? query.where(path.field, '=', id) : query.where(path.field, 'like', `%"${id}"%`);
    const rows = await query
      .orderBy('id')
      .limit(plain ? limit + 1 : SCAN_LIMIT)
      .execute();
    for (const stored of rows) {
      const row = toApiRow(user, stored);
      if (!plain && !refValues(row, path).some((r) => r.id === id)) continue;
      const key = `${user.collection}:${row.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (usedBy.length === limit) return { usedBy, more: true };
      usedBy.push({ collection: user.collection, id: row.id, name: nameOf(user, row) });
    }
  }
  return { usedBy, more: false };
}

/** Refuses to delete a row that live rows still refer to: 409 IN_USE naming them. */
export async function requireNotInUse(
  db: Kysely<Database>,
  def: ResourceDef,
  customerId: string,
  id: string,
): Promise<void> {
  const { usedBy, more } = await rowsReferringTo(db, def, customerId, id);
  if (usedBy.length === 0) return;
  const count = more ? `more than ${usedBy.length}` : String(usedBy.length);
  throw new ApiError(
    409,
    'IN_USE',
    `Still used by ${count} ${usedBy.length === 1 && !more ? 'entry' : 'entries'}: remove it from them first`,
    { used_by: usedBy },
  );
}
