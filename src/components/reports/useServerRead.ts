import type { Call, CallReadArgs, CallReply } from '@contract/call';
import { sameValue } from '@contract/sameValue';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '@/data/api';
import { checkedReply } from '@/data/calls';
import { useBackhouse } from '@/data/react';
import {
  callReadTarget,
  serverReadOptions,
  type ReadQuery,
  type ServerReadOptions,
} from '@/data/serverRead';

export interface ServerRead<T> {
  /** The figures, once any have arrived (from the server, or from the last time offline). */
  data: T | undefined;
  /** When the figures on screen were computed. */
  asOf: string | null;
  /** Nothing to show yet, and it is on its way. */
  loading: boolean;
  /** Newer figures are on their way (the ones shown may be for the previous choice). */
  refreshing: boolean;
  /** What is shown is the previous choice's figures, kept in view until the new ones arrive. */
  previous: boolean;
  /**
   * The last attempt failed or could not be made (offline), or the service worker answered from
   * its cache: what is shown is older than now.
   */
  stale: boolean;
  /** Why nothing (or nothing newer) could be read; offline with nothing saved: a network error. */
  error: Error | null;
  refetch: () => void;
}

/** Reads a server-computed reply through TanStack Query (see `serverReadOptions`). */
export function useServerRead<T>(
  path: string,
  query: ReadQuery,
  options: ServerReadOptions & { enabled?: boolean } = {},
): ServerRead<T> {
  const { api } = useBackhouse();
  const { enabled = true, ...rest } = options;
  const result = useQuery({ ...serverReadOptions<T>(api, path, query, rest), enabled });
  const { data, fetchStatus, isFetching, isPlaceholderData, isError, error, refetch } = result;
  const paused = fetchStatus === 'paused';
  // Offline, a choice never read before waits for the network while the previous choice's figures
  // stay as placeholder: never show those under the new choice's heading.
  const reply = isPlaceholderData && paused ? undefined : data;
  const unavailable = reply === undefined && paused;
  const offline = useMemo(
    () => new ApiError('network', 0, 'Offline: nothing saved on this device for this view'),
    [],
  );
  const again = useCallback(() => void refetch(), [refetch]);
  // The same object while nothing in it changed: a screen's cards are memoised on their reads, so
  // one read's new reply draws its own card again, not every card of the screen (the dashboard's
  // seven reads land one after another, each a render of the whole screen before).
  return useMemo(
    () => ({
      data: reply?.data,
      asOf: reply?.asOf ?? null,
      loading: reply === undefined && fetchStatus === 'fetching',
      refreshing: isFetching || isPlaceholderData,
      previous: reply !== undefined && isPlaceholderData,
      stale: isError || paused || reply?.fromCache === true,
      error: unavailable ? offline : error,
      refetch: again,
    }),
    [
      reply,
      fetchStatus,
      isFetching,
      isPlaceholderData,
      isError,
      paused,
      unavailable,
      offline,
      error,
      again,
    ],
  );
}

/** What a read's card draws from (`ReadState`): its figures, or why there are none yet. */
export type ReadBody<T> = Pick<ServerRead<T>, 'data' | 'loading' | 'error' | 'refetch'>;

/** A reply with its stamp (`as_of`, when the server computed it) left out: its figures alone. */
const figuresOf = (reply: unknown) =>
  reply !== null && typeof reply === 'object' && 'as_of' in reply
    ? { ...reply, as_of: null }
    : reply;

/**
 * A read as a card that draws only its figures sees it: the same object while those and its state
 * stay the same. A refresh starting, or a reply with the same figures as the ones shown (the saved
 * ones were up to date), changes the read but not this, and the card is not drawn again: at the
 * dashboard's start, each of its seven reads going to the server had drawn its card once more (145 ms
 * on a phone-speed CPU), and each reply once again. The figures kept are the first of the equal
 * replies, with its `as_of`: a card shows the read's time through `AsOf`, never this one's.
 */
export function useReadBody<T>(read: ServerRead<T>): ReadBody<T> {
  const { loading, error, refetch } = read;
  const [kept, keep] = useState(read.data);
  let data = kept;
  if (kept !== read.data && !sameValue(figuresOf(kept), figuresOf(read.data))) {
    keep(read.data);
    data = read.data;
  }
  return useMemo(() => ({ data, loading, error, refetch }), [data, loading, error, refetch]);
}

export interface CallReadOptions extends Omit<ServerReadOptions, 'check'> {
  enabled?: boolean;
  /**
   * Query sent in the path rather than beside it, and so kept under the path: a report's fixed
   * query (the trend's `interval`), where the replies users keep offline have always been kept.
   */
  pathQuery?: ReadQuery;
}

/**
 * Reads a call declared in the contract as `useServerRead` does, typed by its reply and checked
 * against it in development and tests. Null reads nothing: the call is not known yet (a report's,
 * before the settings that choose it are read).
 */
export function useCallRead<C extends Call & { method: 'GET' }>(
  declaration: C | null,
  args: CallReadArgs<C>,
  options: CallReadOptions = {},
): ServerRead<CallReply<C>> {
  const { pathQuery, enabled = true, ...rest } = options;
  const { path, query } = declaration
    ? callReadTarget(declaration, args, pathQuery)
    : { path: '', query: (args as { query?: ReadQuery }).query ?? {} };
  return useServerRead<CallReply<C>>(path, query, {
    ...rest,
    enabled: declaration !== null && enabled,
    check: declaration ? (data) => checkedReply(declaration, data) : undefined,
  });
}
