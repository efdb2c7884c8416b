import {
  CHANGES_SHOWN,
  publishedParts,
  type PartChanges,
  type PartCounts,
  type PublishedPart,
  type RowChange,
} from '@contract/adminSync';
import { resources, type ResourceDef } from '@contract/registry';
import { sameValue } from '@contract/sameValue';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { resourceDb, toApiRow } from '../resources/store';

/** A row as a snapshot keeps it: the resource's fields, id, location, version, last change. */
export type SnapshotRow = Record<string, unknown> & { id: string; location_id: string | null };

export const definitionOf = (part: PublishedPart): ResourceDef => resources[publishedParts[part]];

/** Row conventions a till has no use for: the business is the caller's, the rows are all live. */
const leftOut = new Set(['customer_id', 'created_at', 'deleted_at']);

/** The fields compared to find what changed: what a till sells with, not the bookkeeping. */
const comparedCache = new WeakMap<ResourceDef, string[]>();
function comparedFields(def: ResourceDef): string[] {
  let fields = comparedCache.get(def);
  if (!fields) {
    fields = [...Object.keys(def.fields.shape), 'location_id'];
    comparedCache.set(def, fields);
  }
  return fields;
}

/** Products and add-ons share one table and are published apart, as the catalogue screens show them. */
const keeps: Partial<Record<PublishedPart, (row: Record<string, unknown>) => boolean>> = {
  products: (row) => row.is_addon !== true,
  addons: (row) => row.is_addon === true,
};

/** The live rows of a part as they stand now, in id order. */
export async function currentRows(
  db: Kysely<Database>,
  customerId: string,
  part: PublishedPart,
): Promise<SnapshotRow[]> {
  const def = definitionOf(part);
  const stored = await resourceDb(db)
    .selectFrom(def.table)
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const keep = keeps[part];
  const rows: SnapshotRow[] = [];
  for (const record of stored) {
    const row = toApiRow(def, record);
    if (keep && !keep(row)) continue;
    rows.push(
      Object.fromEntries(Object.entries(row).filter(([key]) => !leftOut.has(key))) as SnapshotRow,
    );
  }
  return rows;
}

/** What a row is called on the change list. */
export function rowName(row: Record<string, unknown>): string {
  for (const key of ['name', 'code', 'sku']) {
    const value = row[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return String(row.id);
}

const order: Record<RowChange['change'], number> = { changed: 0, added: 1, removed: 2 };

/**
 * The rows of a part now against its last published snapshot (none: every row is added). Counts are
 * whole; the items list at most CHANGES_SHOWN rows of each kind, sorted by name within a kind.
 */
export function diffPart(
  part: PublishedPart,
  publishedVersion: number | null,
  published: readonly SnapshotRow[],
  now: readonly SnapshotRow[],
): PartChanges {
  const fields = comparedFields(definitionOf(part));
  const before = new Map(published.map((row) => [row.id, row]));
  const found: Record<RowChange['change'], RowChange[]> = { added: [], changed: [], removed: [] };
  for (const row of now) {
    const old = before.get(row.id);
    before.delete(row.id);
    if (!old) {
      found.added.push({ id: row.id, name: rowName(row), change: 'added', fields: [] });
      continue;
    }
    const differ = fields.filter((f) => !sameValue(old[f], row[f]));
    if (differ.length > 0) {
      found.changed.push({ id: row.id, name: rowName(row), change: 'changed', fields: differ });
    }
  }
  for (const old of before.values()) {
    found.removed.push({ id: old.id, name: rowName(old), change: 'removed', fields: [] });
  }
  const items = (['changed', 'added', 'removed'] as const).flatMap((kind) =>
    found[kind]
      .sort((a, b) => order[a.change] - order[b.change] || a.name.localeCompare(b.name))
      .slice(0, CHANGES_SHOWN),
  );
  return {
    part,
    published_version: publishedVersion,
    rows: now.length,
    added: found.added.length,
    changed: found.changed.length,
    removed: found.removed.length,
    items,
    more: Object.values(found).some((list) => list.length > CHANGES_SHOWN),
  };
}

export const countsOf = (changes: PartChanges): PartCounts => ({
  rows: changes.rows,
  added: changes.added,
  changed: changes.changed,
  removed: changes.removed,
});

export function totalsOf(parts: readonly PartChanges[]): PartCounts {
  const totals = { rows: 0, added: 0, changed: 0, removed: 0 };
  for (const p of parts) {
    totals.rows += p.rows;
    totals.added += p.added;
    totals.changed += p.changed;
    totals.removed += p.removed;
  }
  return totals;
}
