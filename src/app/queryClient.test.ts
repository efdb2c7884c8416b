import { describe, expect, it } from 'vitest';
import { ApiError } from '@/data/api';
import { createQueryClient, QUERY_GC_TIME_MS, shouldRetry } from './queryClient';

describe('query defaults', () => {
  it('keep replies 300 s and refetch on mount (SPEC section 9)', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.gcTime).toBe(QUERY_GC_TIME_MS);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(defaults?.refetchOnMount).toBe(true);
  });

  it('retry the network and server failures, never a refused request', () => {
    expect(shouldRetry(0, new ApiError('network', 0, 'x'))).toBe(true);
    expect(shouldRetry(0, new ApiError('http', 503, 'x'))).toBe(true);
    expect(shouldRetry(0, new ApiError('http', 403, 'x'))).toBe(false);
    expect(shouldRetry(2, new ApiError('http', 503, 'x'))).toBe(false);
  });
});
