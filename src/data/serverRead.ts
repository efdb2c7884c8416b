import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient, RequestOptions } from './api';
import { PERSISTED_QUERY_MAX_AGE_MS } from './queryPersistence';

/** A server-computed read (a report, the dashboard) with the time its figures stand for. */
export interface DatedReply<T> {
  data: T;
  /** When the server computed it (an older time when the service worker answered from its cache). */
  asOf: string;
  /** The service worker answered from its cache: the server could not be reached. */
  fromCache?: boolean;
}

export type ReadQuery = NonNullable<RequestOptions['query']>;

export interface ServerReadOptions {
  /** Refetch this often while the screen is open (the dashboard: new sales within 30 s). */
  refetchInterval?: number | false;
  /**
   * The business date a read without dates stands for ("today", "now"): not sent, but part of the
   * key, so the day after, the last reply of the day before is never shown as today's.
   */
  day?: string;
}

/**
 * The query of a server-computed read: kept with the user's other persisted replies, so its last
 * figures open offline with their "as of" time; the previous figures stay on screen while other
 * ones (another period, another location) load.
 */
export function serverReadOptions<T>(
  api: ApiClient,
  path: string,
  query: ReadQuery,
  options: ServerReadOptions = {},
) {
  return queryOptions({
    queryKey: ['server-read', path, query, options.day ?? null] as const,
    queryFn: ({ signal }) => api.getDated<T>(path, { query, signal }),
    meta: { persist: true },
    gcTime: PERSISTED_QUERY_MAX_AGE_MS,
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval ?? false,
    refetchIntervalInBackground: false,
  });
}
