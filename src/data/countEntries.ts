import { v7 as uuidv7 } from 'uuid';
import {
  countCalls,
  type CountEntryBody,
  type CountEntryRow,
  type CountRow,
  type EntryMode,
  type EntryPart,
} from '@contract/counts';
import { queuedCall } from './calls';
import type { LocalDb, LocalRow, OutboxEntry } from './db';

/** Counts and entries are kept in the browser in the server's row shape. */
export type LocalCount = CountRow & LocalRow;
export type LocalEntry = CountEntryRow & LocalRow;

// Declared here, not in the counts slice: these writers are built by the node project too
// (tsconfig.node.json), which holds src/data but no feature.
declare module './db' {
  interface LocalCollections {
    inventoryCounts: LocalCount;
    countEntries: LocalEntry;
  }
}

/**
 * Count entries are facts: each is saved to the device the moment it is made, in the same Dexie
 * transaction as the outbox call that takes it to the server (its id is the idempotency key, so a
 * resend after a drop, a reload or a crash is recorded once). An undo is a tombstone, never a removal.
 */

export interface CountWriterContext {
  userId: string;
  customerId: string;
  /** Shown to the other counters next to the entry until the server's row replaces it. */
  userName: string;
  now?: () => string;
}

export interface NewCountEntry {
  count: Pick<CountRow, 'id' | 'location_id'>;
  materialId: string;
  areaId: string;
  parts: EntryPart[];
  mode: EntryMode;
  /** Lets a caller (a test, a bench) choose the id; a new uuid otherwise. */
  id?: string;
}

const DEVICE_KEY = 'device_id';

// Read once per open store: an entry must not pay for a second transaction on every tap.
const deviceIds = new WeakMap<LocalDb, Promise<string>>();

/** This browser's stable id, made on first use and kept in the user's store. */
export function deviceId(db: LocalDb): Promise<string> {
  let id = deviceIds.get(db);
  if (!id) {
    deviceIds.set(db, (id = storedDeviceId(db)));
    id.catch(() => deviceIds.delete(db));
  }
  return id;
}

function storedDeviceId(db: LocalDb): Promise<string> {
  return db.transaction('rw', db.kv, async () => {
    const stored = await db.kv.get(DEVICE_KEY);
    if (stored) return stored.value;
    const made = uuidv7();
    await db.kv.put({ key: DEVICE_KEY, value: made });
    return made;
  });
}

/** Base units in the parts, in thousandths as the server stores them (3 x 0.333 is 0.999, not 0.9990000001). */
export function entryQuantity(parts: readonly EntryPart[]): number {
  return Math.round(parts.reduce((sum, p) => sum + p.quantity * p.factor, 0) * 1000) / 1000;
}

function queued(
  ctx: CountWriterContext,
  stamp: string,
  e: Pick<OutboxEntry, 'collection' | 'rowId' | 'op' | 'method' | 'path' | 'body' | 'before'> & {
    idempotencyKey?: string;
  },
): OutboxEntry {
  return {
    ...e,
    id: uuidv7(),
    userId: ctx.userId,
    idempotencyKey: e.idempotencyKey ?? uuidv7(),
    status: 'pending',
    attempts: 0,
    createdAt: stamp,
    lastAttemptAt: null,
  };
}

/** Records one entry: the row (with its base quantity) and its outbox call, together or not at all. */
export async function recordCountEntry(
  db: LocalDb,
  ctx: CountWriterContext,
  input: NewCountEntry,
): Promise<CountEntryRow> {
  const stamp = (ctx.now ?? (() => new Date().toISOString()))();
  const device = await deviceId(db);
  const id = input.id ?? uuidv7();
  const body: CountEntryBody = {
    id,
    count_id: input.count.id,
    material_id: input.materialId,
    area_id: input.areaId,
    parts: input.parts,
    mode: input.mode,
    device_id: device,
    counted_at: stamp,
  };
  const row: CountEntryRow = {
    ...body,
    customer_id: ctx.customerId,
    location_id: input.count.location_id,
    quantity: entryQuantity(input.parts),
    counted_by: ctx.userId,
    counted_by_name: ctx.userName,
    version: 1,
    created_at: stamp,
    updated_at: stamp,
    deleted_at: null,
  };
  // Both writes are issued at once: the transaction commits after one round trip, not two.
  await db.transaction('rw', db.rows('countEntries'), db.outbox, () =>
    Promise.all([
      db.rows('countEntries').add(row),
      db.outbox.add(
        queued(ctx, stamp, {
          ...queuedCall(countCalls.addEntry, { body }),
          rowId: id,
          op: 'create',
          before: null,
          idempotencyKey: id,
        }),
      ),
    ]),
  );
  return row;
}

/** Undoes an entry: tombstoned here at once, and the undo queued for the server. */
export async function undoCountEntry(
  db: LocalDb,
  ctx: CountWriterContext,
  entryId: string,
): Promise<void> {
  const stamp = (ctx.now ?? (() => new Date().toISOString()))();
  await db.transaction('rw', db.rows('countEntries'), db.outbox, async () => {
    const table = db.rows('countEntries');
    const row = await table.get(entryId);
    if (!row || row.deleted_at !== null) return;
    await table.put({ ...row, deleted_at: stamp, updated_at: stamp, version: row.version + 1 });
    await db.outbox.add(
      queued(ctx, stamp, {
        ...queuedCall(countCalls.undoEntry, { body: { id: entryId } }),
        rowId: entryId,
        op: 'delete',
        before: row,
      }),
    );
  });
}

/** Changes what uncounted materials mean (PUT the count with its version; a stale one merges). */
export async function setCountUncounted(
  db: LocalDb,
  ctx: CountWriterContext,
  countId: string,
  uncounted: CountRow['uncounted'],
): Promise<void> {
  const stamp = (ctx.now ?? (() => new Date().toISOString()))();
  await db.transaction('rw', db.rows('inventoryCounts'), db.outbox, async () => {
    const table = db.rows('inventoryCounts');
    const row = await table.get(countId);
    if (!row || row.uncounted === uncounted) return;
    await table.put({ ...row, uncounted, updated_at: stamp, version: row.version + 1 });
    await db.outbox.add(
      queued(ctx, stamp, {
        ...queuedCall(countCalls.update, {
          params: { id: countId },
          body: { uncounted, version: row.version },
        }),
        rowId: countId,
        op: 'update',
        before: row,
      }),
    );
  });
}

/** Submits a count for review; shown as submitted here at once. */
export async function submitCount(
  db: LocalDb,
  ctx: CountWriterContext,
  countId: string,
  note?: string,
): Promise<void> {
  const stamp = (ctx.now ?? (() => new Date().toISOString()))();
  await db.transaction('rw', db.rows('inventoryCounts'), db.outbox, async () => {
    const table = db.rows('inventoryCounts');
    const row = await table.get(countId);
    if (!row) throw new Error(`No count ${countId} in the local store`);
    await table.put({
      ...row,
      status: 'submitted',
      submitted_at: stamp,
      submitted_by: ctx.userId,
      updated_at: stamp,
    });
    await db.outbox.add(
      queued(ctx, stamp, {
        ...queuedCall(countCalls.submit, { params: { id: countId }, body: note ? { note } : {} }),
        rowId: countId,
        op: 'call',
        before: row,
      }),
    );
  });
}

/** The entries of a count as the counting screen folds them: live ones, in the order they were made. */
export async function liveEntriesOf(db: LocalDb, countId: string): Promise<CountEntryRow[]> {
  const rows = await db.rows('countEntries').where('count_id').equals(countId).toArray();
  return rows
    .filter((r) => r.deleted_at === null)
    .sort((a, b) => a.counted_at.localeCompare(b.counted_at) || a.id.localeCompare(b.id));
}
