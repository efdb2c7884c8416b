import {
  allModuleParts,
  type PartCounts,
  type Publication,
  type PublicationsReply,
  type PublishedLatestReply,
} from '@contract/adminSync';
import type { Kysely } from 'kysely';
import type { Auth } from '../plugins/auth';
import { usableLocations } from '../plugins/permissions';
import type { Database } from '../db/tables';
import { rowForCaller } from '../resources/store';
import { latestVersion, newestVersions, snapshotRows } from './publish';
import { definitionOf } from './snapshot';

/** The publish log, newest version first. */
export async function listPublications(
  db: Kysely<Database>,
  customerId: string,
  page: number,
  limit: number,
): Promise<PublicationsReply> {
  const [{ total }] = (await db
    .selectFrom('publications')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('customer_id', '=', customerId)
    .execute()) as [{ total: number }];
  const rows = await db
    .selectFrom('publications')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('version', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const data: Publication[] = rows.map((r) => ({
    version: Number(r.version),
    what: r.what,
    parts: JSON.parse(r.parts) as string[],
    counts: JSON.parse(r.counts) as Record<string, PartCounts>,
    note: r.note,
    published_at: r.published_at,
    published_by: { id: r.published_by, name: r.published_by_name },
  }));
  const count = Number(total);
  return {
    data,
    pagination: { total: count, page, limit, totalPages: Math.ceil(count / limit) },
  };
}

/**
 * What a till fetches: every part published after `since`, each as its newest version froze it, as
 * this caller may see it (location rows of their own locations, no field their permissions hide).
 * Null when nothing is newer than `since`.
 */
export async function readLatest(
  db: Kysely<Database>,
  auth: Auth,
  since: number | undefined,
): Promise<PublishedLatestReply | null> {
  const latest = await latestVersion(db, auth.customerId);
  if (!latest) {
    return since === undefined ? { version: null, published_at: null, parts: {} } : null;
  }
  if (since !== undefined && latest.version <= since) return null;
  const versions = await newestVersions(db, auth.customerId, allModuleParts, since ?? 0);
  const times = new Map(
    (
      await db
        .selectFrom('publications')
        .select(['version', 'published_at'])
        .where('customer_id', '=', auth.customerId)
        .where('version', 'in', [...new Set(versions.values())].concat(latest.version))
        .execute()
    ).map((r) => [Number(r.version), r.published_at]),
  );
  const usable = usableLocations(auth.grant);
  const parts: PublishedLatestReply['parts'] = {};
  for (const [part, version] of versions) {
    const def = definitionOf(part);
    const located = def.scope === 'location' || def.collection === 'locations';
    const rows = (await snapshotRows(db, auth.customerId, part, version))
      .filter((row) => !located || usable === null || usable.includes(row.location_id ?? ''))
      .map((row) => rowForCaller(def, auth.grant, row));
    parts[part] = { version, published_at: times.get(version) ?? latest.published_at, rows };
  }
  return { version: latest.version, published_at: latest.published_at, parts };
}
