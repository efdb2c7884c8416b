import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/data/db';
import { deviceToday, WAITING_AFTER_MS } from './deviceToday';

const NOW = Date.parse('2026-12-04T09:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

function entry(more: Partial<OutboxEntry> & Pick<OutboxEntry, 'status'>): OutboxEntry {
  return {
    id: crypto.randomUUID(),
    userId: 'u',
    collection: 'brands',
    rowId: crypto.randomUUID(),
    op: 'update',
    method: 'PUT',
    path: '/brands/x',
    idempotencyKey: crypto.randomUUID(),
    before: null,
    attempts: 0,
    createdAt: ago(10 * 60_000),
    lastAttemptAt: null,
    ...more,
  };
}

describe('the device’s part of Today', () => {
  it('counts a change as waiting only once it has waited a minute, since the oldest', () => {
    const fresh = ago(WAITING_AFTER_MS - 1000);
    const none = { count: 0, oldest: null, recent: [] };
    expect(deviceToday([], none, () => null, NOW).entries).toEqual([]);
    expect(deviceToday([], { count: 1, oldest: fresh, recent: [fresh] }, () => null, NOW)).toEqual({
      entries: [],
      counts: { count_entries_refused: 0, changes_refused: 0, changes_waiting: 0 },
    });
    // Three waiting: the two older than the last minutes are not listed one by one.
    const older = ago(9 * 60_000);
    const { entries, counts } = deviceToday(
      [],
      { count: 3, oldest: older, recent: [fresh] },
      () => null,
      NOW,
    );
    expect(counts.changes_waiting).toBe(2);
    expect(entries).toMatchObject([
      { kind: 'changes_waiting', urgency: 'due', since: older, figures: { changes: 2 } },
    ]);
  });

  it('counts a recent change as waiting once the clock has moved a minute past it', () => {
    const made = ago(30_000);
    const waiting = { count: 1, oldest: made, recent: [made] };
    expect(deviceToday([], waiting, () => null, NOW).counts.changes_waiting).toBe(0);
    const later = deviceToday([], waiting, () => null, NOW + 30_000);
    expect(later.counts.changes_waiting).toBe(1);
    expect(later.entries).toMatchObject([{ kind: 'changes_waiting', since: made }]);
  });

  it('gives refused count entries one item per count, apart from other refused changes', () => {
    const count = { id: 'c1', name: 'Month end', location_id: 'L1' };
    const entries = [
      entry({ status: 'failed', collection: 'countEntries', lastAttemptAt: ago(60_000) }),
      entry({ status: 'conflict', collection: 'countEntries', lastAttemptAt: ago(30_000) }),
      entry({ status: 'failed', lastAttemptAt: ago(120_000) }),
    ];
    const today = deviceToday(
      entries,
      { count: 0, oldest: null, recent: [] },
      (e) => (e.collection === 'countEntries' ? count : null),
      NOW,
    );
    expect(today.counts).toEqual({
      count_entries_refused: 2,
      changes_refused: 1,
      changes_waiting: 0,
    });
    expect(today.entries).toMatchObject([
      {
        kind: 'count_entries_refused',
        id: 'c1',
        label: 'Month end',
        location_id: 'L1',
        urgency: 'overdue',
        since: ago(30_000),
        figures: { entries: 2 },
      },
      { kind: 'changes_refused', urgency: 'overdue', since: ago(120_000), figures: { changes: 1 } },
    ]);
  });
});
