import Dexie, { type Table, type Transaction } from 'dexie';
import { resourceCollections } from '@contract/resourceCollections';

/**
 * Dexie turns its debugging aids on by itself when the page's address is localhost or 127.0.0.1:
 * a console task (an async stack trace, with its source positions) for every table call. A built
 * app does the same work wherever it is served, so the journeys and the benchmarks on loopback run
 * what users run; `npm run dev` keeps the aids (Node, running the data layer in the benchmarks, has no
 * `import.meta.env`).
 */
Dexie.debug = import.meta.env?.DEV === true;

/** A row as kept in the browser: exactly the API's row shape. */
export type LocalRow = Record<string, unknown> & {
  id: string;
  location_id: string | null;
  version: number;
  updated_at: string;
  deleted_at: string | null;
};

/**
 * The row type of each local collection a slice has typed, by collection name. Open for declaration
 * merging: a slice declares its own next to its row type, in its `data/` folder, e.g.
 * `declare module '@/data/db' { interface LocalCollections { workOrders: LocalWorkOrder } }`, so
 * `rows('workOrders')` and `useRows('workOrders')` give its rows without a cast. A collection no
 * slice has typed (a generic registry resource) reads as `LocalRow`; so does one named by a `string`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- slices fill it by merging
export interface LocalCollections {}

/** The rows of `collection` as the local store keeps them: its slice's type, else `LocalRow`. */
export type LocalRowOf<C extends string> = C extends keyof LocalCollections
  ? LocalCollections[C]
  : LocalRow;

export type OutboxStatus = 'pending' | 'failed' | 'conflict';
/** `call`: any other write, e.g. a bulk sort-order call that changes several rows at once. */
/**
 * `call` changes several rows at once (a bulk edit); `import` writes many new and changed rows through
 * a resource's import route, which answers the rows it wrote and the ones it refused.
 */
export type OutboxOp = 'create' | 'update' | 'delete' | 'call' | 'upload' | 'import';

export interface OutboxError {
  status: number | 'TIMEOUT';
  code: string | null;
  message: string;
  fields?: Record<string, string>;
}

export interface OutboxConflict {
  /** The row as the server holds it now. */
  server: Record<string, unknown>;
  /** Fields both sides changed to different values. Empty for a delete of a row changed since. */
  fields: string[];
}

/** One queued change, in the order it was made. */
export interface OutboxEntry {
  /** Order of writes across every collection; the push keeps it. */
  seq?: number;
  id: string;
  /** Whose change it is: it is only ever sent under this user's session. */
  userId: string;
  collection: string;
  rowId: string;
  op: OutboxOp;
  method: 'POST' | 'PUT' | 'DELETE';
  /** Path under /api with its query, e.g. `/floors?loc=...` or `/brands/<id>`. */
  path: string;
  body?: Record<string, unknown>;
  /** Other rows of `collection` the call changes (a bulk call); they count as pending too. */
  rowIds?: string[];
  /** An upload: the file itself, kept in IndexedDB until it is on the server. */
  file?: { blob: Blob; name: string; field: string };
  idempotencyKey: string;
  /** The row as it was before this change (null for a create): the base of a three-way merge. */
  before: Record<string, unknown> | null;
  /** For a call that changes several rows: each row as it was, to put back on discard. */
  beforeRows?: Record<string, Record<string, unknown>>;
  /**
   * The server's newest rows a pull brought while this change was queued (the pull keeps the local
   * row as the user made it): what a discard puts back, so the device never stays behind the server.
   */
  seen?: Record<string, Record<string, unknown>>;
  status: OutboxStatus;
  error?: OutboxError;
  conflict?: OutboxConflict;
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
}

export interface SyncStateRecord {
  key: string;
  value: unknown;
}

export interface KvRecord {
  key: string;
  value: string;
}

/** An image not yet uploaded: `local:<outbox entry id>` (see `writer.upload`, `useImageUrl`). */
export const LOCAL_IMAGE_PREFIX = 'local:';

/** The collections of the first local schema, as they were; never change this list. */
export const version1Collections = [
  'brands',
  'groups',
  'categories',
  'menus',
  'modifiers',
  'modifierItems',
  'channels',
  'deals',
  'labels',
  'suppliers',
  'locations',
  'paymentMethods',
  'floors',
  'tables',
  'discounts',
  'orderTypes',
  'coupons',
  'taxes',
  'taxGroups',
  'roles',
  'settings',
] as const;

/** The collections of the second local schema, as they were; never change this list. */
export const version2Collections = [
  ...version1Collections,
  'products',
  'materials',
  'materialCategories',
] as const;

/**
 * Synced collections that are not registry resources: they have routes of their own (counts are
 * created, submitted and approved, entries only ever appended or undone) but pull like any other.
 */
export const countCollections = ['inventoryCounts', 'countEntries'] as const;

/** The collections of the third local schema, as they were; never change this list. */
export const version3Collections = [
  ...version2Collections,
  'countSheets',
  ...countCollections,
] as const;

/**
 * Supply documents (issue 10): created and moved on through their own calls (send, accept, receive,
 * confirm), pulled like any other collection. A transfer belongs to the location it leaves; the one
 * it goes to finds it by `to_location_id`.
 */
export const supplyCollections = [
  'supplierOrders',
  'supplierInvoices',
  'orderRequests',
  'transfers',
  'workOrders',
] as const;

/**
 * Registry resources added after version 4 shipped (issue 12: opening hours). A resource added
 * later joins this list, or a version 6 of its own once version 5 has shipped.
 */
export const version5Collections: readonly string[] = ['locationHours'];

/** Registry resources of the sixth local schema (issue 13: CRM customers). */
export const version6Collections: readonly string[] = ['crmCustomers'];

/** Collections kept in the browser: every registry resource, per-location settings, counts, supply. */
export const localCollections = [
  ...resourceCollections,
  'settings',
  ...countCollections,
  ...supplyCollections,
] as const;

/**
 * Collections whose undone rows stay on the device as tombstones (`deleted_at` set), as the server
 * keeps them: the activity log shows undone entries too. Readers filter `deleted_at === null`.
 */
export const keepsTombstones: ReadonlySet<string> = new Set(['countEntries']);

const rowIndexes = 'id, location_id, updated_at';
/** The counting screen reads one count's entries, and a material's within it, without a scan. */
const countEntryIndexes = `${rowIndexes}, count_id, [count_id+material_id]`;

/**
 * One database per user, so one person's data and queued changes never mix with another's on a shared
 * tablet, and a sign-out (or a 401) leaves the queue where the same user will find it again.
 */
export class LocalDb extends Dexie {
  outbox!: Table<OutboxEntry, number>;
  sync_state!: Table<SyncStateRecord, string>;
  kv!: Table<KvRecord, string>;

  constructor(userId: string, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(`backhouse-${userId}`, options);
    const base = {
      outbox: '++seq, &id, status, [collection+rowId], userId',
      sync_state: 'key',
      kv: 'key',
    };
    const tables = (collections: readonly string[]) =>
      Object.fromEntries(collections.map((c) => [c, rowIndexes]));
    // Versions only ever add tables and indexes: the outbox's entries are never rewritten by an
    // upgrade (db.test.ts opens a version-1 store with queued changes and checks they survive).
    this.version(1).stores({ ...base, ...tables(version1Collections) });
    const outbox2 = '++seq, &id, status, [collection+rowId], userId, *rowIds';
    // New collections: rows of them that changed before the saved cursor were never kept, so the
    // next pull starts from the beginning (versions keep newer local rows as they are).
    const pullAgain = (tx: Transaction) => tx.table('sync_state').delete('cursor');
    this.version(2)
      .stores({ ...base, ...tables(version2Collections), outbox: outbox2 })
      .upgrade(pullAgain);
    const version3 = {
      ...base,
      ...tables(version3Collections),
      outbox: outbox2,
      countEntries: countEntryIndexes,
      inventoryCounts: `${rowIndexes}, status`,
    };
    this.version(3).stores(version3).upgrade(pullAgain);
    // Version 4 takes every collection version 3 did not have: the supply documents and the registry's
    // resources added since, except those of version 5 and later.
    const version4 = {
      ...version3,
      ...tables(
        localCollections.filter(
          (c) =>
            !(c in version3) &&
            !version5Collections.includes(c) &&
            !version6Collections.includes(c),
        ),
      ),
      supplierOrders: `${rowIndexes}, status`,
      orderRequests: `${rowIndexes}, status, from_location_id`,
      transfers: `${rowIndexes}, status, to_location_id`,
      workOrders: `${rowIndexes}, status`,
    };
    this.version(4).stores(version4).upgrade(pullAgain);
    const version5 = { ...version4, ...tables(version5Collections) };
    this.version(5).stores(version5).upgrade(pullAgain);
    this.version(6)
      .stores({ ...version5, ...tables(version6Collections) })
      .upgrade(pullAgain);
  }

  /** The table of a local collection, typed by its name (`LocalCollections`). */
  rows<C extends string>(collection: C): Table<LocalRowOf<C>, string> {
    return this.table(collection);
  }
}
