import { liveQuery } from 'dexie';
import type { LocalDb, LocalRow } from './db';

/**
 * Every location setting of the local store, held in memory and kept current with the store. It is
 * read once while the store opens, before the first screen renders, so a screen has a location's
 * settings (its clock, its currency) in its first render: read one component at a time, they came a
 * render and an IndexedDB read later, and the dashboard's day figures waited about 0.3 s for the
 * location's day on an offline start (issue 24). A few rows per location.
 */
export interface SettingsMirror {
  /** The rows as last read: the same array until the store's settings change. */
  rows(): readonly LocalRow[];
  /** Called after every change of the rows; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  stop(): void;
}

export async function mirrorSettings(db: LocalDb): Promise<SettingsMirror> {
  let rows: readonly LocalRow[] = [];
  const listeners = new Set<() => void>();
  let firstRead: () => void = () => undefined;
  const first = new Promise<void>((resolve) => {
    firstRead = resolve;
  });
  const subscription = liveQuery(() => db.rows('settings').toArray()).subscribe({
    next(next) {
      rows = next;
      firstRead();
      listeners.forEach((listener) => listener());
    },
    error(error: unknown) {
      // The screens go on with the rows they have (none before the first read), as with no settings.
      console.warn('[settings] could not read the local settings', error);
      firstRead();
    },
  });
  await first;
  return {
    rows: () => rows,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => subscription.unsubscribe(),
  };
}
