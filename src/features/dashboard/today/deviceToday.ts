import type { TodayDeviceKind } from '@contract/today';
import type { OutboxEntry } from '@/data/db';
import type { TodayEntry } from './todayItems';

/** The count a queued count entry belongs to, as the device knows it. */
export interface EntryCount {
  id: string;
  /** The count's name, when the device holds the count. */
  name: string | null;
  location_id: string | null;
}

export interface DeviceToday {
  entries: TodayEntry[];
  /** Changes per kind (not items: three refused entries of one count are three). */
  counts: Partial<Record<TodayDeviceKind, number>>;
}

/**
 * A change counts as waiting once it has waited this long: online, a change is sent within a
 * second or two, and the menu's number should not blink at every edit.
 */
export const WAITING_AFTER_MS = 60_000;

const refused = (entry: OutboxEntry) => entry.status === 'failed' || entry.status === 'conflict';
const when = (entry: OutboxEntry) => entry.lastAttemptAt ?? entry.createdAt;
const newest = (a: string, b: string) => (Date.parse(b) > Date.parse(a) ? b : a);

/** The changes still waiting to be sent, as far as Today needs them. */
export interface WaitingChanges {
  /** How many there are. */
  count: number;
  /** When the oldest was made (null: none). */
  oldest: string | null;
  /**
   * When each of those made lately was made (within `RECENT_MS` of the read): only these can still
   * be too young to count. Changes are queued in the order they are made, so the rest are older.
   */
  recent: readonly string[];
}

/**
 * How far back a read lists waiting changes one by one: a minute, and half a minute more, since the
 * clock Today reads (`useNow`, every 20 seconds) may be behind the read.
 */
export const RECENT_MS = WAITING_AFTER_MS + 30_000;

/**
 * What this device adds to Today from its own outbox, which the server cannot know: count entries
 * the server refused (one item per count, opened on its counting screen, where they show), other
 * changes it refused (`refusedChanges`: every failed or conflicting one), and changes still waiting
 * to be sent a minute after they were made (one item each, opened in the sync panel). Refused is
 * overdue, as of the last refusal; waiting is due, since the oldest change.
 */
export function deviceToday(
  refusedChanges: readonly OutboxEntry[],
  pending: WaitingChanges,
  countOf: (entry: OutboxEntry) => EntryCount | null,
  now: number,
): DeviceToday {
  const byCount = new Map<string, { count: EntryCount; entries: number; since: string }>();
  let refusedOthers = 0;
  let refusedSince: string | null = null;
  let refusedEntries = 0;
  const young = pending.recent.filter(
    (createdAt) => now - Date.parse(createdAt) < WAITING_AFTER_MS,
  ).length;
  const waiting = Math.max(0, pending.count - young);
  const waitingSince = waiting > 0 ? pending.oldest : null;

  for (const entry of refusedChanges) {
    if (!refused(entry)) continue;
    const count = entry.collection === 'countEntries' ? countOf(entry) : null;
    if (count) {
      refusedEntries += 1;
      const held = byCount.get(count.id);
      byCount.set(count.id, {
        count,
        entries: (held?.entries ?? 0) + 1,
        since: held ? newest(held.since, when(entry)) : when(entry),
      });
      continue;
    }
    refusedOthers += 1;
    refusedSince = refusedSince ? newest(refusedSince, when(entry)) : when(entry);
  }

  const entries: TodayEntry[] = [...byCount.values()].map(({ count, entries: n, since }) => ({
    kind: 'count_entries_refused',
    id: count.id,
    location_id: count.location_id,
    label: count.name ?? '',
    since,
    urgency: 'overdue',
    figures: { entries: n },
    unit: null,
    detail: null,
  }));
  const aggregate = (kind: TodayDeviceKind, changes: number, since: string | null) => {
    if (changes > 0 && since)
      entries.push({
        kind,
        id: kind,
        location_id: null,
        label: '',
        since,
        urgency: kind === 'changes_refused' ? 'overdue' : 'due',
        figures: { changes },
        unit: null,
        detail: null,
      });
  };
  aggregate('changes_refused', refusedOthers, refusedSince);
  aggregate('changes_waiting', waiting, waitingSince);
  return {
    entries,
    counts: {
      count_entries_refused: refusedEntries,
      changes_refused: refusedOthers,
      changes_waiting: waiting,
    },
  };
}
