import { liveQuery, type Subscription } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import type { LocalRuntime } from './backhouse';
import { inTransition } from './liveQuery';
import { useLocal } from './react';

type Next<T> = (value: T) => void;
type Fail = (error: unknown) => void;

/**
 * One live query that any number of readers share, with its last value. Dexie runs a live query
 * once per subscriber: a read shown in the menu, in the app's icon and on a screen ran three times
 * at every change of the store, each in its own transaction, in the same task as the write that
 * changed it (a count entry waited on them before it was drawn). Shared, it runs once; a reader that
 * comes later starts from the value already read (`getValue`, which `useObservable` takes at once).
 * The query stops with its last reader, and its value is dropped then: a reader after that waits
 * for a fresh read rather than show an old one.
 */
export interface SharedLiveQuery<T> {
  subscribe(next: Next<T>, error?: Fail): { unsubscribe(): void };
  hasValue(): boolean;
  /** The last value read: only while `hasValue()`. */
  getValue(): T;
}

export function shareLiveQuery<T>(querier: () => Promise<T>): SharedLiveQuery<T> {
  const readers = new Set<{ next: Next<T>; error?: Fail }>();
  let source: Subscription | null = null;
  let held: { value: T } | null = null;
  return {
    hasValue: () => held !== null,
    getValue: () => {
      if (!held) throw new Error('A shared live query has no value before its first read');
      return held.value;
    },
    subscribe(next, error) {
      const reader = { next, error };
      readers.add(reader);
      if (held) next(held.value);
      source ??= liveQuery(querier).subscribe({
        next: (value) => {
          held = { value };
          for (const each of [...readers]) each.next(value);
        },
        error: (failure: unknown) => {
          for (const each of [...readers]) each.error?.(failure);
        },
      });
      return {
        unsubscribe() {
          if (!readers.delete(reader) || readers.size > 0) return;
          source?.unsubscribe();
          source = null;
          held = null;
        },
      };
    },
  };
}

/**
 * A hook that reads `read` live from the signed-in user's store, shared by every component that
 * calls it (`shareLiveQuery`), and gives `fallback` while signed out or before the first read.
 */
export function sharedLiveRead<T>(read: (local: LocalRuntime) => Promise<T>) {
  const byStore = new WeakMap<LocalRuntime, SharedLiveQuery<T>>();
  const of = (local: LocalRuntime) => {
    let shared = byStore.get(local);
    if (!shared) byStore.set(local, (shared = shareLiveQuery(() => read(local))));
    return shared;
  };
  return function useSharedLiveRead<D>(fallback: D): T | D {
    const local = useLocal();
    return useObservable<T | D, D>(
      () => (local ? inTransition(of(local)) : signedOut),
      [local],
      fallback,
    );
  };
}

/** Signed out there is nothing to read: the hook stays at its fallback. */
const signedOut = { subscribe: () => ({ unsubscribe() {} }) };
