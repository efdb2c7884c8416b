import { salesAnalysisCalls } from '@contract/salesAnalysisCalls';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BackhouseProvider } from '@/data/react';
import { device } from '@/testing/screen';
import { useCallRead, type ServerRead } from './useServerRead';

describe('a server read', () => {
  it('is the same object from one render to the next until something in it changes', async () => {
    const { backhouse, queryClient, user } = await device();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <BackhouseProvider value={backhouse}>{children}</BackhouseProvider>
      </QueryClientProvider>
    );
    const query = { loc: user.location_id ?? undefined, limit: 3 };
    const renders: ServerRead<unknown>[] = [];
    const { result, rerender } = renderHook(
      () => {
        const read = useCallRead(salesAnalysisCalls.latestTransactions, { query });
        renders.push(read);
        return read;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    await waitFor(() => expect(result.current.refreshing).toBe(false));
    const read = result.current;

    // The dashboard's cards are memoised on their reads: a render of the screen for another
    // read's reply hands this card the same object, and it is not drawn again.
    rerender();
    expect(result.current).toBe(read);

    // Read again: refreshing, then done with the new reply, each a new object, then kept again.
    const before = renders.length;
    act(() => read.refetch());
    await waitFor(() => expect(renders.slice(before).some((r) => r.refreshing)).toBe(true));
    await waitFor(() => expect(result.current.refreshing).toBe(false));
    const refreshed = result.current;
    expect(refreshed).not.toBe(read);
    rerender();
    expect(result.current).toBe(refreshed);
  });
});
