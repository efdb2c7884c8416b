/**
 * Publishing the catalogue to the tills (issue 12, admin sync).
 *
 * Design
 * - The tills sell from a published catalogue, not from the rows being edited, so a half-finished
 *   change of prices never reaches a till. A publish freezes the *parts* it names (contract/adminSync.ts:
 *   `products`, `addons`, `brands`… one per published list) as one new *version* of the business's
 *   publication. `all` names the catalogue's eleven parts; `all-modules` adds what else a till sells
 *   with: materials (recipes deplete them), taxes and tax groups, payment methods, discounts, coupons,
 *   order types, locations, floors and tables.
 * - Versions are 1, 2, 3… per business with no gap or repeat: the next number is taken inside the
 *   business's write transaction (`writeTransaction`: one writer at a time per business on
 *   PostgreSQL by advisory lock, one connection on SQLite), and a unique (customer, version) backs it.
 * - Each version stores, per part it names, a snapshot: one JSON array of the part's live rows
 *   (fields, id, location, version, last change; no business id, no timestamps of creation or
 *   deletion). The published catalogue is, per part, the snapshot of the newest version naming it.
 * - Before publishing, the preview compares each part's rows now with that snapshot: rows added,
 *   changed (with the fields that differ) and removed. Publishing stores the same counts in the log
 *   entry with who published (id and name at the time), when, and an optional note.
 * - A till asks `GET /admin/published/latest?since=<the version it holds>` with its own token: a 304
 *   when nothing is newer, else the parts published after `since`, filtered as every read is (rows of
 *   other locations, fields the caller may not see).
 * - Snapshots are whole, not deltas, so a till that missed versions needs one read, and a version can
 *   be read without replaying others. The demo catalogue is a few hundred kilobytes of JSON.
 */
import {
  partsOf,
  publishedParts,
  type PartChanges,
  type PartCounts,
  type Publication,
  type PublishedPart,
  type PublishPreviewReply,
  type PublishTarget,
} from '@contract/adminSync';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { recordAudit } from '../audit/record';
import { nowIso } from '../db/rows';
import type { Database } from '../db/tables';
import { countsOf, currentRows, diffPart, totalsOf, type SnapshotRow } from './snapshot';

/** The business's newest version, or null before its first publish. */
export async function latestVersion(db: Kysely<Database>, customerId: string) {
  const found = await db
    .selectFrom('publications')
    .select(['version', 'published_at'])
    .where('customer_id', '=', customerId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return found ? { version: Number(found.version), published_at: found.published_at } : null;
}

/** Per part, the newest version that named it (after `since`, when given). */
export async function newestVersions(
  db: Kysely<Database>,
  customerId: string,
  parts: readonly PublishedPart[],
  since = 0,
): Promise<Map<PublishedPart, number>> {
  if (parts.length === 0) return new Map();
  const found = await db
    .selectFrom('publication_parts')
    .select(['part', (eb) => eb.fn.max('version').as('version')])
    .where('customer_id', '=', customerId)
    .where('part', 'in', [...parts])
    .where('version', '>', since)
    .groupBy('part')
    .execute();
  return new Map(found.map((r) => [r.part as PublishedPart, Number(r.version)]));
}

/** The rows a version froze of a part. */
export async function snapshotRows(
  db: Kysely<Database>,
  customerId: string,
  part: PublishedPart,
  version: number,
): Promise<SnapshotRow[]> {
  const found = await db
    .selectFrom('publication_parts')
    .select('rows')
    .where('customer_id', '=', customerId)
    .where('part', '=', part)
    .where('version', '=', version)
    .executeTakeFirst();
  return found ? (JSON.parse(found.rows) as SnapshotRow[]) : [];
}

interface PartState {
  changes: PartChanges;
  rows: SnapshotRow[];
}

/** Each part's rows now and how they differ from its last published snapshot. */
async function compare(
  db: Kysely<Database>,
  customerId: string,
  parts: readonly PublishedPart[],
): Promise<{ latest: number | null; states: PartState[] }> {
  const latest = await latestVersion(db, customerId);
  const published = await newestVersions(db, customerId, parts);
  const states: PartState[] = [];
  for (const part of parts) {
    const version = published.get(part) ?? null;
    const before = version === null ? [] : await snapshotRows(db, customerId, part, version);
    const rows = await currentRows(db, customerId, part);
    states.push({ changes: diffPart(part, version, before, rows), rows });
  }
  return { latest: latest?.version ?? null, states };
}

const previewOf = (latest: number | null, states: readonly PartState[]): PublishPreviewReply => {
  const parts = states.map((s) => s.changes);
  return { latest_version: latest, parts, totals: totalsOf(parts) };
};

/** What publishing these parts now would change for the tills. */
export async function previewPublish(
  db: Kysely<Database>,
  customerId: string,
  parts: readonly PublishedPart[],
): Promise<PublishPreviewReply> {
  const { latest, states } = await compare(db, customerId, parts);
  return previewOf(latest, states);
}

/** Parts in the one order every reply and log entry uses. */
export const inPartOrder = (parts: readonly PublishedPart[]): PublishedPart[] =>
  (Object.keys(publishedParts) as PublishedPart[]).filter((p) => parts.includes(p));

export interface Publisher {
  customerId: string;
  userId: string;
  userName: string;
}

/**
 * Publishes the parts as the business's next version. Call inside `writeTransaction` (commitWrite):
 * the version number is only safe from a concurrent publish there.
 */
export async function publish(
  trx: Kysely<Database>,
  by: Publisher,
  what: PublishTarget | 'parts',
  parts: readonly PublishedPart[],
  note: string | null,
): Promise<{ publication: Publication; changes: PublishPreviewReply }> {
  const { latest, states } = await compare(trx, by.customerId, parts);
  const version = (latest ?? 0) + 1;
  const counts: Record<string, PartCounts> = {};
  for (const s of states) counts[s.changes.part] = countsOf(s.changes);
  const publishedAt = nowIso();
  const publicationId = uuidv7();
  await trx
    .insertInto('publications')
    .values({
      id: publicationId,
      customer_id: by.customerId,
      version,
      what,
      parts: JSON.stringify(parts),
      counts: JSON.stringify(counts),
      note,
      published_by: by.userId,
      published_by_name: by.userName,
      published_at: publishedAt,
    })
    .execute();
  for (const s of states) {
    await trx
      .insertInto('publication_parts')
      .values({
        customer_id: by.customerId,
        part: s.changes.part,
        version,
        row_count: s.rows.length,
        rows: JSON.stringify(s.rows),
      })
      .execute();
  }
  await recordAudit(trx, [
    {
      customerId: by.customerId,
      collection: 'publications',
      rowId: publicationId,
      locationId: null,
      before: null,
      after: { version, what, note, counts },
      area: 'sync',
      label: `v${version}`,
    },
  ]);
  const publication: Publication = {
    version,
    what,
    parts: [...parts],
    counts,
    note,
    published_at: publishedAt,
    published_by: { id: by.userId, name: by.userName },
  };
  // The changes as they were until this version: what the publisher just sent to the tills.
  return { publication, changes: previewOf(latest, states) };
}

/** A target's parts, or the parts of a preview's `what`: targets and parts, comma separated. */
export function partsOfTarget(target: PublishTarget): PublishedPart[] {
  return inPartOrder(partsOf(target));
}
