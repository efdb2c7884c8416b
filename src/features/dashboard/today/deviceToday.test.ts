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
    const fresh = entry({ status: 'pending', createdAt: ago(WAITING_AFTER_MS - 1000) });
    expect(deviceToday([fresh], () => null, NOW).entries).toEqual([]);
    const old = entry({ status: 'pending', createdAt: ago(5 * 60_000) });
    const older = entry({ status: 'pending', createdAt: ago(9 * 60_000) });
    const { entries, counts } = deviceToday([fresh, old, older], () => null, NOW);
    expect(counts.changes_waiting).toBe(2);
    expect(entries).toMatchObject([
      { kind: 'changes_waiting', urgency: 'due', since: older.createdAt, figures: { changes: 2 } },
    ]);
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
