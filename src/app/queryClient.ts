import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/data/api';

/** Query cache kept 300 s by default (SPEC section 9). */
export const QUERY_GC_TIME_MS = 300_000;
/** Material search results are kept only 60 s (SPEC section 9): pass as `gcTime` on that query. */
export const MATERIAL_SEARCH_GC_TIME_MS = 60_000;

/** Retrying cannot help a refused request (4xx other than 429); the network and 5xx may recover. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && !error.retryable) return false;
  return failureCount < 2;
}

/** TanStack Query with the defaults of SPEC section 9: kept 300 s, refetched on mount. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        refetchOnMount: true,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}
