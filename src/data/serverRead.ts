import {
  pathOf,
  pathWithQuery,
  type Call,
  type CallReadArgs,
  type CallReply,
} from '@contract/call';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient, RequestOptions } from './api';
import { checkedReply } from './calls';
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
  /** Checks the reply's figures (against the call's contract: `callReadOptions`). */
  check?: (data: unknown) => void;
}

/**
 * Resolves in a task of its own. A screen opening with several reads (the dashboard has seven)
 * starts them as it first commits; sent from there, their requests took 60 ms of that one task on a
 * phone-speed CPU, before its first frame could be drawn. Each now goes out a task later, on its own.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
    queryFn: async ({ signal }) => {
      await nextTask();
      const reply = await api.getDated<T>(path, { query, signal });
      options.check?.(reply.data);
      return reply;
    },
    meta: { persist: true },
    gcTime: PERSISTED_QUERY_MAX_AGE_MS,
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval ?? false,
    refetchIntervalInBackground: false,
  });
}

/**
 * The start of the keys of a declared read's kept replies, whatever their query (with `params`:
 * those of that path): to refresh them all after a write.
 */
export const callReadKey = (
  declaration: Call & { method: 'GET' },
  params?: Record<string, unknown>,
) => ['server-read', pathOf(declaration, params)] as const;

/**
 * The path and query a declared read is kept under (the same key as `serverReadOptions`'), with
 * `inPath` sent in the path rather than beside it (a report's fixed query: `useCallRead`'s
 * `pathQuery`).
 */
export function callReadTarget<C extends Call & { method: 'GET' }>(
  declaration: C,
  args: CallReadArgs<C>,
  inPath?: ReadQuery,
): { path: string; query: ReadQuery } {
  const { params, query } = args as { params?: Record<string, unknown>; query?: ReadQuery };
  return { path: pathWithQuery(declaration, params, inPath), query: query ?? {} };
}

/** A read declared in the contract, kept like every server read (see `serverReadOptions`). */
export function callReadOptions<C extends Call & { method: 'GET' }>(
  api: ApiClient,
  declaration: C,
  args: CallReadArgs<C>,
  options: Omit<ServerReadOptions, 'check'> = {},
) {
  const { path, query } = callReadTarget(declaration, args);
  return serverReadOptions<CallReply<C>>(api, path, query, {
    ...options,
    check: (data) => checkedReply(declaration, data),
  });
}
