import type { MatchByNameReply } from '@contract/catalogueCalls';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { Auth } from '../../plugins/auth';
import { visibleLiveRows } from '../../resources/list';

/**
 * A name as people mean it: accents dropped ("Café" is "Cafe"), case folded, and spaces ignored
 * ("Flat  white" and "flatwhite" are one name), so names typed in a spreadsheet find their rows.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/gu, '');
}

/**
 * Matches names to live rows the caller can see, by `name` first and then by any localized name. When
 * several rows share a name, the first in the resource's order wins, so the answer is stable.
 */
export async function matchByName(
  db: Kysely<Database>,
  collection: 'products' | 'modifiers' | 'materials',
  auth: Auth,
  names: readonly string[],
): Promise<MatchByNameReply['matches']> {
  const rows = await visibleLiveRows(db, collection, auth);
  const byName = new Map<string, { id: string; name: string }>();
  const byLocalized = new Map<string, { id: string; name: string }>();
  for (const row of rows) {
    const own = nameKey(row.name);
    if (!byName.has(own)) byName.set(own, { id: row.id, name: row.name });
    for (const text of Object.values(row.name_localized)) {
      if (typeof text !== 'string' || text.trim() === '') continue;
      const localized = nameKey(text);
      if (!byLocalized.has(localized)) byLocalized.set(localized, { id: row.id, name: text });
    }
  }
  return names.map((name) => {
    const key = nameKey(name);
    const match = key ? (byName.get(key) ?? byLocalized.get(key)) : undefined;
    return { name, id: match?.id ?? null, matched_name: match?.name ?? null };
  });
}
