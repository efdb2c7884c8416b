import Dexie, { type Table } from 'dexie';
import { resourceList } from '@contract/registry';

/** A row as kept in the browser: exactly the API's row shape. */
export type LocalRow = Record<string, unknown> & {
  id: string;
  location_id: string | null;
  version: number;
  updated_at: string;
  deleted_at: string | null;
};

export type OutboxStatus = 'pending' | 'failed' | 'conflict';
export type OutboxOp = 'create' | 'update' | 'delete';

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
  idempotencyKey: string;
  /** The row as it was before this change (null for a create): the base of a three-way merge. */
  before: Record<string, unknown> | null;
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

/** Collections kept in the browser: every registry resource plus per-location settings. */
export const localCollections = [...resourceList.map((r) => r.collection), 'settings'] as const;

const rowIndexes = 'id, location_id, updated_at';

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
    const stores: Record<string, string> = {
      outbox: '++seq, &id, status, [collection+rowId], userId',
      sync_state: 'key',
      kv: 'key',
    };
    for (const collection of localCollections) stores[collection] = rowIndexes;
    // Later versions may only add tables and indexes: the outbox is never rewritten by an upgrade.
    this.version(1).stores(stores);
  }

  rows(collection: string): Table<LocalRow, string> {
    return this.table(collection);
  }
}
