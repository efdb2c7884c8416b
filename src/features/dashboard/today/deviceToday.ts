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
const oldest = (a: string, b: string) => (Date.parse(b) < Date.parse(a) ? b : a);

/**
 * What this device adds to Today from its own outbox, which the server cannot know: count entries
 * the server refused (one item per count, opened on its counting screen, where they show), other
 * changes it refused, and changes still waiting to be sent a minute after they were made (one item
 * each, opened in the sync panel). Refused is overdue, as of the last refusal; waiting is due,
 * since the oldest change.
 */
export function deviceToday(
  outbox: readonly OutboxEntry[],
  countOf: (entry: OutboxEntry) => EntryCount | null,
  now: number,
): DeviceToday {
  const byCount = new Map<string, { count: EntryCount; entries: number; since: string }>();
  let refusedChanges = 0;
  let refusedSince: string | null = null;
  let waiting = 0;
  let waitingSince: string | null = null;
  let refusedEntries = 0;

  for (const entry of outbox) {
    if (!refused(entry)) {
      if (now - Date.parse(entry.createdAt) < WAITING_AFTER_MS) continue;
      waiting += 1;
      waitingSince = waitingSince ? oldest(waitingSince, entry.createdAt) : entry.createdAt;
      continue;
    }
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
    refusedChanges += 1;
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
  aggregate('changes_refused', refusedChanges, refusedSince);
  aggregate('changes_waiting', waiting, waitingSince);
  return {
    entries,
    counts: {
      count_entries_refused: refusedEntries,
      changes_refused: refusedChanges,
      changes_waiting: waiting,
    },
  };
}
