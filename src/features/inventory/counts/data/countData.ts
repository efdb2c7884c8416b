import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { v7 as uuidv7 } from 'uuid';
import type { MaterialFields } from '@contract/resources/inventory';
import { countCalls, type CountCreateBody, type CountRow } from '@contract/counts';
import { queuedCall } from '@/data/calls';
import {
  recordCountEntry,
  setCountUncounted,
  submitCount,
  undoCountEntry,
  type CountWriterContext,
  type LocalCount,
  type LocalEntry,
  type NewCountEntry,
} from '@/data/countEntries';
import type { LocalDb, LocalRow, OutboxEntry } from '@/data/db';
import { useRows } from '@/data/live';
import { useLocal, useSession } from '@/data/react';

export type { LocalCount, LocalEntry };

/** The location's counts, newest cut-off first, live from the local store. */
export function useLocationCounts(locationId: string | null): LocalCount[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local || !locationId) return [];
    const rows = await local.db
      .rows('inventoryCounts')
      .where('location_id')
      .equals(locationId)
      .toArray();
    return rows
      .filter((r) => r.deleted_at === null)
      .sort((a, b) => b.cutoff_at.localeCompare(a.cutoff_at));
  }, [local, locationId]);
}

/** One count from the local store; null when this device does not have it (yet). */
export function useCount(countId: string | null): LocalCount | null | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local || !countId) return null;
    return (await local.db.rows('inventoryCounts').get(countId)) ?? null;
  }, [local, countId]);
}

/** Entries of the given counts (undone ones included), live. */
export function useEntriesOf(countIds: readonly string[]): LocalEntry[] | undefined {
  const local = useLocal();
  const key = countIds.join(',');
  return useLiveQuery(async () => {
    if (!local || countIds.length === 0) return [];
    return local.db
      .rows('countEntries')
      .where('count_id')
      .anyOf([...countIds])
      .toArray();
  }, [local, key]);
}

/** Who writes count changes from this browser (C2a's writers take it). */
export function useCountWriterContext(): CountWriterContext | null {
  const { user } = useSession();
  return useMemo(
    () =>
      user
        ? { userId: user.id, customerId: user.customer_id, userName: user.username || user.email }
        : null,
    [user],
  );
}

/**
 * Creates a count on this device and queues `countCalls.create` with its id as the
 * idempotency key: the count exists (and can be counted) at once, offline too, and a resend after a
 * drop makes no second count.
 */
export async function createCount(
  db: LocalDb,
  ctx: CountWriterContext,
  locationId: string,
  input: Omit<CountCreateBody, 'id'>,
  now: () => string = () => new Date().toISOString(),
): Promise<LocalCount> {
  const stamp = now();
  const id = uuidv7();
  const body: CountCreateBody = { ...input, id, cutoff_at: input.cutoff_at ?? stamp };
  const row: LocalCount = {
    id,
    customer_id: ctx.customerId,
    location_id: locationId,
    name: body.name,
    sheet_ids: body.sheet_ids,
    cutoff_at: body.cutoff_at!,
    status: 'counting',
    uncounted: body.uncounted,
    note: body.note,
    review_note: '',
    resolutions: [],
    created_by: ctx.userId,
    submitted_at: null,
    submitted_by: null,
    approved_at: null,
    approved_by: null,
    version: 1,
    created_at: stamp,
    updated_at: stamp,
    deleted_at: null,
  };
  const entry: OutboxEntry = {
    id: uuidv7(),
    userId: ctx.userId,
    ...queuedCall(countCalls.create, { query: { loc: locationId }, body }),
    rowId: id,
    op: 'create',
    before: null,
    idempotencyKey: id,
    status: 'pending',
    attempts: 0,
    createdAt: stamp,
    lastAttemptAt: null,
  };
  await db.transaction('rw', db.rows('inventoryCounts'), db.outbox, async () => {
    await db.rows('inventoryCounts').add(row);
    await db.outbox.add(entry);
  });
  return row;
}

/** Ids of counts with a change still waiting to reach the server. */
export async function pendingCountIds(db: LocalDb): Promise<Set<string>> {
  const entries = await db.outbox
    .where('[collection+rowId]')
    .between(['inventoryCounts', Dexie.minKey], ['inventoryCounts', Dexie.maxKey])
    .toArray();
  return new Set(entries.map((e) => e.rowId));
}

/**
 * The count writes of this device, bound to its local store and its user: each changes the local
 * row and queues its call in one transaction, so the screen shows it at once, offline too. Null
 * until the device is signed in and its store open.
 */
export function useCountWrites() {
  const local = useLocal();
  const ctx = useCountWriterContext();
  return useMemo(() => {
    if (!local || !ctx) return null;
    const { db } = local;
    return {
      /** The user writing from this device. */
      userId: ctx.userId,
      create: (locationId: string, input: Omit<CountCreateBody, 'id'>) =>
        createCount(db, ctx, locationId, input),
      record: (input: NewCountEntry) => recordCountEntry(db, ctx, input),
      undo: (entryId: string) => undoCountEntry(db, ctx, entryId),
      setUncounted: (countId: string, uncounted: CountRow['uncounted']) =>
        setCountUncounted(db, ctx, countId, uncounted),
      submit: (countId: string, note?: string) => submitCount(db, ctx, countId, note),
    };
  }, [local, ctx]);
}

export type CountWrites = NonNullable<ReturnType<typeof useCountWrites>>;

/**
 * Every material this device holds by id, deleted ones included: an entry made before its
 * material was deleted still shows the material's name and unit.
 */
export function useMaterialsById(): ReadonlyMap<string, LocalRow & MaterialFields> {
  const rows = useRows('materials');
  return useMemo(() => new Map((rows ?? []).map((m) => [m.id, m])), [rows]);
}
