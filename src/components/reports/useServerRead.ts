import { useQuery } from '@tanstack/react-query';
import { useBackhouse } from '@/data/react';
import { serverReadOptions, type ReadQuery, type ServerReadOptions } from '@/data/serverRead';

export interface ServerRead<T> {
  /** The figures, once any have arrived (from the server, or from the last time offline). */
  data: T | undefined;
  /** When the figures on screen were computed. */
  asOf: string | null;
  /** Nothing to show yet. */
  loading: boolean;
  /** Newer figures are on their way (the ones shown may be for the previous choice). */
  refreshing: boolean;
  /** The last attempt failed or could not be made (offline): what is shown is older. */
  stale: boolean;
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
  return {
    data: result.data?.data,
    asOf: result.data?.asOf ?? null,
    loading: result.data === undefined && (result.isPending || result.isFetching),
    refreshing: result.isFetching || result.isPlaceholderData,
    stale: result.isError || result.fetchStatus === 'paused' || result.isRefetchError,
    error: result.error,
    refetch: () => void result.refetch(),
  };
}
