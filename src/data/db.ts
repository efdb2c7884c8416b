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

/**
 * Synced collections that are not registry resources: they have routes of their own (counts are
 * created, submitted and approved, entries only ever appended or undone) but pull like any other.
 */
export const countCollections = ['inventoryCounts', 'countEntries'] as const;

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

/**
 * The local schema's version: raised by one with every new collection or index (see `LocalDb`).
 * 6 since the CRM's customers (issue 13).
 */
const SCHEMA_VERSION = 6;

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
    const tables = (collections: readonly string[]) =>
      Object.fromEntries(collections.map((c) => [c, rowIndexes]));
    // One version: the schema as it is now. Dexie upgrades a store of any earlier version straight
    // to it, from the tables and indexes the store holds, so the earlier versions need not be
    // declared (declaring all six cost every start some 15 ms of parsing their specs). Every change
    // so far only added tables and indexes, and never rewrote the outbox's entries: db.test.ts
    // upgrades stores of versions 1, 2, 3 and 5 with queued changes, and checks that they survive
    // and that each store ends as a new one's twin. To add a collection or an index: add it here and
    // raise SCHEMA_VERSION. A change that must rewrite rows needs a version of its own with its
    // upgrade. `pullAgain`: rows of a new collection that changed before the saved cursor were
    // never kept, so the next pull starts from the beginning (local rows stay as they are).
    const pullAgain = (tx: Transaction) => tx.table('sync_state').delete('cursor');
    this.version(SCHEMA_VERSION)
      .stores({
        outbox: '++seq, &id, status, [collection+rowId], userId, *rowIds',
        sync_state: 'key',
        kv: 'key',
        ...tables(localCollections),
        countEntries: countEntryIndexes,
        inventoryCounts: `${rowIndexes}, status`,
        supplierOrders: `${rowIndexes}, status`,
        orderRequests: `${rowIndexes}, status, from_location_id`,
        transfers: `${rowIndexes}, status, to_location_id`,
        workOrders: `${rowIndexes}, status`,
      })
      .upgrade(pullAgain);
  }

  /** The table of a local collection, typed by its name (`LocalCollections`). */
  rows<C extends string>(collection: C): Table<LocalRowOf<C>, string> {
    return this.table(collection);
  }
}
