import { salesAnalysisCalls } from '@contract/salesAnalysisCalls';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { callReadOptions } from '@/data/serverRead';
import { BackhouseProvider } from '@/data/react';
import { device } from '@/testing/screen';
import { useCallRead, useReadBody, type ServerRead } from './useServerRead';

/** The demo admin's device, and what renders a hook inside its app's providers. */
async function signedIn() {
  const opened = await device();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={opened.queryClient}>
      <BackhouseProvider value={opened.backhouse}>{children}</BackhouseProvider>
    </QueryClientProvider>
  );
  return { ...opened, wrapper };
}

describe('a server read', () => {
  it('is the same object from one render to the next until something in it changes', async () => {
    const { user, wrapper } = await signedIn();
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

  it('sends its request in a task of its own, not in the one that starts it', async () => {
    // A screen starts its reads as it first commits: the requests go out after that task.
    const { backhouse, queryClient, user } = await device();
    const sent = vi.spyOn(globalThis, 'fetch');
    const asked = () =>
      sent.mock.calls.filter(([url]) => String(url).includes('/latest-transactions')).length;
    try {
      const options = callReadOptions(backhouse.api, salesAnalysisCalls.latestTransactions, {
        query: { loc: user.location_id ?? undefined, limit: 2 },
      });
      const read = queryClient.fetchQuery({ ...options, staleTime: 0 });
      // The rest of this task, its promises settled one after another included: nothing sent yet.
      for (let turn = 0; turn < 50; turn++) await Promise.resolve();
      expect(asked()).toBe(0);
      await read;
      expect(asked()).toBe(1);
    } finally {
      sent.mockRestore();
    }
  });

  it("keeps a card's body the same object through a refresh that brings the same figures", async () => {
    const { user, wrapper } = await signedIn();
    const query = { loc: user.location_id ?? undefined, limit: 4 };
    const reads: ServerRead<unknown>[] = [];
    const { result } = renderHook(
      () => {
        const read = useCallRead(salesAnalysisCalls.latestTransactions, { query });
        reads.push(read);
        return { read, body: useReadBody(read) };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.read.data).toBeDefined());
    await waitFor(() => expect(result.current.read.refreshing).toBe(false));
    const { read, body } = result.current;

    // Refreshing, then the same figures again: the read changes twice, what the card draws from
    // does not, so a memoised card is not drawn again.
    const before = reads.length;
    act(() => body.refetch());
    await waitFor(() => expect(reads.slice(before).some((r) => r.refreshing)).toBe(true));
    await waitFor(() => expect(result.current.read.refreshing).toBe(false));
    expect(result.current.read).not.toBe(read);
    // The server's stamp of when it computed them is all that differs.
    expect(result.current.read.data).not.toBe(read.data);
    expect({ ...result.current.read.data, as_of: null }).toEqual({ ...read.data, as_of: null });
    expect(result.current.body).toBe(body);
  });

  it("gives a card's body new figures, and only new figures", () => {
    const refetch = () => undefined;
    const read = (data: unknown): ServerRead<unknown> => ({
      data,
      asOf: '2026-12-02T10:00:00.000Z',
      loading: false,
      refreshing: false,
      previous: false,
      stale: false,
      error: null,
      refetch,
    });
    const first = read({ as_of: '2026-12-02T10:00:00.000Z', total: 5, lines: [{ n: 1 }] });
    const { result, rerender } = renderHook((r: ServerRead<unknown>) => useReadBody(r), {
      initialProps: first,
    });
    const body = result.current;
    expect(body.data).toBe(first.data);
    rerender(read({ as_of: '2026-12-02T10:00:30.000Z', total: 5, lines: [{ n: 1 }] }));
    expect(result.current).toBe(body);
    const changed = read({ as_of: '2026-12-02T10:01:00.000Z', total: 5, lines: [{ n: 2 }] });
    rerender(changed);
    expect(result.current.data).toBe(changed.data);
    rerender({ ...changed, loading: true });
    expect(result.current.loading).toBe(true);
  });
});
