import { can } from '@contract/access';
import { resourceByCollection, resourceList } from '@contract/registry';
import type { PullReply } from '@contract/sync';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { Auth } from '../plugins/auth';
import { mayRead, usableLocations } from '../plugins/permissions';
import {
  COUNTS_COLLECTION,
  countsByIds,
  ENTRIES_COLLECTION,
  entriesByIds,
} from '../inventory/counts/store';
import { WORK_ORDERS_COLLECTION } from '@contract/workOrders';
import { workOrdersByIds } from '../supply/workOrders/store';
import { ORDER_REQUESTS_COLLECTION, TRANSFERS_COLLECTION } from '@contract/transfers';
import { orderRequestsByIds, transfersByIds } from '../supply/transfers/store';
import { purchasingCollections } from '../supply/purchasing/sync';
import { SETTINGS_COLLECTION, settingsByIds } from './settings';
import { findRowsByIds, rowForCaller } from './store';

/** A row as it reaches devices that may no longer see it: deleted, and nothing else of it. */
const goneRow = (row: Record<string, unknown>) => ({
  id: row.id,
  version: row.version,
  updated_at: row.updated_at,
  deleted_at: row.updated_at,
});

/**
 * Collections synced besides the registry's resources, each with who may pull it and how its rows
 * are read, in the shape their own reads return (tombstones included).
 */
interface ExtraCollection {
  collection: string;
  mayRead: (auth: Auth) => boolean;
  byIds: (db: Kysely<Database>, auth: Auth, ids: string[]) => Promise<Record<string, unknown>[]>;
}

const extraCollections: readonly ExtraCollection[] = [
  {
    collection: SETTINGS_COLLECTION,
    mayRead: () => true,
    byIds: (db, auth, ids) => settingsByIds(db, auth.customerId, ids),
  },
  // Counts lose their costs for a blind caller in countsByIds; entries never carry any.
  {
    collection: COUNTS_COLLECTION,
    mayRead: (auth) => can(auth.grant, 'inventory.read'),
    byIds: countsByIds,
  },
  {
    collection: ENTRIES_COLLECTION,
    mayRead: (auth) => can(auth.grant, 'inventory.read'),
    byIds: entriesByIds,
  },
  // Supplier orders and invoices, with suppliers.read.
  ...purchasingCollections,
  // Work orders lose the output's unit cost for a caller without inventory.costs.
  {
    collection: WORK_ORDERS_COLLECTION,
    mayRead: (auth) => can(auth.grant, 'inventory.read'),
    byIds: workOrdersByIds,
  },
  // Order requests and transfers reach both places they join; transfers lose costs when blind.
  {
    collection: ORDER_REQUESTS_COLLECTION,
    mayRead: (auth) => can(auth.grant, 'inventory.read'),
    byIds: orderRequestsByIds,
  },
  {
    collection: TRANSFERS_COLLECTION,
    mayRead: (auth) => can(auth.grant, 'inventory.read'),
    byIds: transfersByIds,
  },
];
const extraByCollection = new Map(extraCollections.map((extra) => [extra.collection, extra]));

/** Collections a caller may pull: resources they may read, and the extra ones they may read. */
function readableCollections(auth: Auth): string[] {
  return [
    ...resourceList.filter((def) => mayRead(auth, def)).map((def) => def.collection),
    ...extraCollections.filter((extra) => extra.mayRead(auth)).map((extra) => extra.collection),
  ];
}

/**
 * The latest state of every row changed after `since`, in seq order, tombstones included, limited to
 * what the caller may read and the locations they may use. The change log keeps one entry per row
 * (its latest), so a page never holds a row twice; rows are then read per collection in one query
 * each, in exactly the shape the list and get routes return. A row that moved away from a location
 * the caller may use, to one they may not, comes as a bare tombstone (its "moved away" entry).
 */
export async function pullChanges(
  db: Kysely<Database>,
  auth: Auth,
  since: number,
  limit: number,
): Promise<PullReply> {
  const usable = usableLocations(auth.grant);
  let query = db
    .selectFrom('changes')
    .select(['seq', 'collection', 'row_id', 'moved_away'])
    .where('customer_id', '=', auth.customerId)
    .where('seq', '>', since)
    .where('collection', 'in', readableCollections(auth));
  if (usable) {
    query = query.where((eb) =>
      eb.or([
        eb('location_id', 'is', null),
        ...(usable.length ? [eb('location_id', 'in', usable)] : []),
      ]),
    );
  }
  const entries = await query
    .orderBy('seq')
    .limit(limit + 1)
    .execute();
  const more = entries.length > limit;
  const page = more ? entries.slice(0, limit) : entries;

  const idsByCollection = new Map<string, string[]>();
  for (const entry of page) {
    const ids = idsByCollection.get(entry.collection) ?? [];
    ids.push(entry.row_id);
    idsByCollection.set(entry.collection, ids);
  }
  const rows = new Map<string, Record<string, unknown>>();
  for (const [collection, ids] of idsByCollection) {
    const def = resourceByCollection(collection);
    const extra = extraByCollection.get(collection);
    const found = def
      ? await findRowsByIds(db, def, auth.customerId, ids)
      : extra
        ? await extra.byIds(db, auth, ids)
        : [];
    for (const row of found) {
      rows.set(`${collection}:${row.id}`, def ? rowForCaller(def, auth.grant, row) : row);
    }
  }

  const visible = (row: Record<string, unknown>) =>
    usable === null || row.location_id === null || usable.includes(row.location_id as string);
  const changes: PullReply['changes'] = [];
  for (const entry of page) {
    const row = rows.get(`${entry.collection}:${entry.row_id}`);
    if (!row) continue;
    if (!entry.moved_away) changes.push({ collection: entry.collection, seq: entry.seq, row });
    // The row left a location of the caller's: one they can still see comes with its own entry;
    // otherwise it goes as a tombstone with nothing of the row but its id, so the device drops it.
    else if (!visible(row))
      changes.push({ collection: entry.collection, seq: entry.seq, row: goneRow(row) });
  }
  return { changes, cursor: page.at(-1)?.seq ?? since, more };
}
