import { liveQuery } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import { startTransition } from 'react';

/** What `useObservable` reads: a subscription, and the value already held if there is one. */
export interface LiveSource<T> {
  subscribe(
    next: (value: T) => void,
    error?: (failure: unknown) => void,
  ): { unsubscribe(): void } | (() => void);
  getValue?(): T;
  hasValue?(): boolean;
}

/**
 * `source`, its new values and errors handed to React in a transition. A live read's result arrives
 * from IndexedDB outside any event, so React drew what it changed in one piece: on the dashboard's
 * start the locations' arrival redrew the screen, its header and the menu's switcher in a 40 ms
 * task, which Lighthouse's slower CPU counts four times as blocking. In a transition the same render
 * yields to the browser every few milliseconds and commits as before. A value the source already
 * holds (`getValue`) is still read at once, in the first render.
 */
export function inTransition<T>(source: LiveSource<T>): LiveSource<T> {
  return {
    subscribe: (next, error) =>
      source.subscribe(
        (value) => startTransition(() => next(value)),
        (failure) => startTransition(() => error?.(failure)),
      ),
    ...(source.getValue && { getValue: () => source.getValue!() }),
    ...(source.hasValue && { hasValue: () => source.hasValue!() }),
  };
}

/**
 * Dexie's `useLiveQuery`, its results drawn in a transition (`inTransition`): for a read that many
 * parts of a screen follow but that is not what the screen is opened for. A screen's own rows keep
 * `useLiveQuery`, drawn at once: a transition would let the rest of the start go first.
 */
export function useLiveQueryInTransition<T>(
  querier: () => Promise<T> | T,
  deps: unknown[],
): T | undefined {
  return useObservable<T, undefined>(() => inTransition(liveQuery(querier)), deps, undefined);
}
