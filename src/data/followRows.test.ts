import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CountEntryRow } from '@contract/counts';
import { recordCountEntry, undoCountEntry } from './countEntries';
import type { LocalDb } from './db';
import { followRows } from './followRows';
import { CUSTOMER, LOCATION, USER, openTestDb } from './testing/harness';

const COUNT = { id: '0193f000-0000-7000-8000-00000000c0c1', location_id: LOCATION };
const OTHER = { id: '0193f000-0000-7000-8000-00000000c0c2', location_id: LOCATION };
const MATERIAL = '0193f000-0000-7000-8000-0000000000e1';
const AREA = '0193f000-0000-7000-8000-0000000000a7';
const ctx = { userId: USER, customerId: CUSTOMER, userName: 'Ana' };

let db: LocalDb | undefined;
afterEach(() => {
  db?.close();
  db = undefined;
});

const entry = (count: typeof COUNT, quantity: number) =>
  recordCountEntry(db!, ctx, {
    count,
    materialId: MATERIAL,
    areaId: AREA,
    parts: [{ unit: '', factor: 1, quantity }],
    mode: 'add',
  });

/** Follows COUNT's entries; `last()` is what it gave last, `reads` how it read the table. */
function follow(local: LocalDb) {
  const table = local.rows('countEntries');
  const reads = { all: vi.spyOn(table, 'where'), some: vi.spyOn(table, 'bulkGet') };
  const given: CountEntryRow[][] = [];
  const failures: unknown[] = [];
  const subscription = followRows(local, 'countEntries', 'count_id', COUNT.id).subscribe(
    (rows) => given.push(rows as CountEntryRow[]),
    (failure) => failures.push(failure),
  );
  const last = () => given.at(-1);
  /** Waits until what it gave last is what a plain query reads now. */
  const settled = async () => {
    // Not through `where`, which the follower's own full reads are counted by.
    const now = (await table.toArray()).filter((r) => r.count_id === COUNT.id);
    await vi.waitFor(() =>
      expect([...(last() ?? [])].sort((a, b) => a.id.localeCompare(b.id))).toEqual(now),
    );
  };
  return { reads, given, failures, last, settled, subscription };
}

describe('following the rows of one count', () => {
  it('reads only the rows an entry, an undo or a move touched, and gives them', async () => {
    db = await openTestDb();
    const first = await entry(COUNT, 2);
    await entry(OTHER, 5);
    const rows = follow(db);
    await vi.waitFor(() => expect(rows.last()?.map((r) => r.id)).toEqual([first.id]));
    expect(rows.reads.all).toHaveBeenCalledTimes(1);

    // An entry: its own row is read back, not the whole count.
    const second = await entry(COUNT, 3);
    await vi.waitFor(() => expect(rows.last()?.map((r) => r.id)).toEqual([first.id, second.id]));
    expect(rows.reads.all).toHaveBeenCalledTimes(1);
    expect(rows.reads.some.mock.calls.at(-1)![0]).toEqual([second.id]);

    // An entry of another count is read (its key changed) but not given.
    await entry(OTHER, 1);
    await vi.waitFor(() => expect(rows.reads.some).toHaveBeenCalledTimes(2));
    await rows.settled();

    // An undo keeps the row, marked undone.
    await undoCountEntry(db, ctx, first.id);
    await vi.waitFor(() =>
      expect(rows.last()?.find((r) => r.id === first.id)?.deleted_at).not.toBeNull(),
    );
    // A row moved to another count leaves; one deleted from the device leaves too.
    const moved = (await db.rows('countEntries').get(second.id))!;
    await db.rows('countEntries').put({ ...moved, count_id: OTHER.id });
    await vi.waitFor(() => expect(rows.last()?.map((r) => r.id)).toEqual([first.id]));
    await db.rows('countEntries').delete(first.id);
    await vi.waitFor(() => expect(rows.last()).toEqual([]));
    expect(rows.reads.all).toHaveBeenCalledTimes(1);
    expect(rows.failures).toEqual([]);
    rows.subscription.unsubscribe();
  });

  it('reads everything again after a pull-sized write, and keeps up with writes made while it reads', async () => {
    db = await openTestDb();
    const rows = follow(db);
    await rows.settled();
    // A pull writes its page in one bulk write: the change names a range, not keys.
    const template = await entry(COUNT, 1);
    const page = Array.from({ length: 60 }, (_, i) => ({
      ...template,
      id: `0193f000-0000-7000-8000-${String(i).padStart(12, '0')}`,
      count_id: i % 2 === 0 ? COUNT.id : OTHER.id,
    }));
    await db.rows('countEntries').bulkPut(page);
    await rows.settled();
    expect(rows.last()).toHaveLength(31);
    expect(rows.reads.all.mock.calls.length).toBeGreaterThan(1);

    // Ten entries made at once, each in its own transaction, without waiting for the follower.
    await Promise.all(Array.from({ length: 10 }, (_, i) => entry(i % 3 ? COUNT : OTHER, i)));
    await rows.settled();
    expect(rows.last()).toHaveLength(31 + 6);
    expect(rows.failures).toEqual([]);
  });

  it('stops reading when unsubscribed', async () => {
    db = await openTestDb();
    const rows = follow(db);
    await rows.settled();
    const given = rows.given.length;
    rows.subscription.unsubscribe();
    await entry(COUNT, 4);
    // Another follower sees the entry; the stopped one neither read nor gave anything.
    const other = followRows(db, 'countEntries', 'count_id', COUNT.id);
    const seen = await new Promise<number>((resolve) => {
      const s = other.subscribe((r) => {
        resolve(r.length);
        queueMicrotask(() => s.unsubscribe());
      });
    });
    expect(seen).toBe(1);
    expect(rows.given).toHaveLength(given);
    expect(rows.reads.some).not.toHaveBeenCalled();
  });
});
