import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/app/i18n';
import { createQueryClient } from '@/app/queryClient';
import { toast } from '@/shared/toast';
import { ApiError } from '@/data/api';
import { useAction } from './useAction';

function wrapper() {
  const queryClient = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, Wrapper };
}

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAction', () => {
  it('is busy while it runs, runs once however often it is tapped, and says what it did', async () => {
    await initI18n(null);
    const success = vi.spyOn(toast, 'success');
    const pending = deferred<{ number: string }>();
    const perform = vi.fn((_id: string) => pending.promise);
    const { Wrapper } = wrapper();
    const { result } = renderHook(
      () => useAction(perform, { failed: 'Not confirmed', done: (r) => `Confirmed ${r.number}` }),
      { wrapper: Wrapper },
    );
    let first!: Promise<{ number: string } | undefined>;
    let second!: Promise<{ number: string } | undefined>;
    act(() => {
      first = result.current.run('a');
      second = result.current.run('a');
    });
    await waitFor(() => expect(result.current.busy).toBe(true));
    // Which of a screen's buttons is loading: what the run under way was given.
    expect(result.current.args).toEqual(['a']);
    expect(await second).toBeUndefined();
    pending.resolve({ number: 'PO-7' });
    expect(await first).toEqual({ number: 'PO-7' });
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.args).toBeUndefined();
    expect(perform).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('Confirmed PO-7');
  });

  it('shows what did not happen and why, in words, and keeps the failure for the screen', async () => {
    await initI18n(null);
    const error = vi.spyOn(toast, 'error');
    const refused = new ApiError('network', 0, 'Failed to fetch');
    const { Wrapper } = wrapper();
    const { result } = renderHook(
      () => useAction(() => Promise.reject(refused), { failed: 'The order was not confirmed' }),
      { wrapper: Wrapper },
    );
    let reply: unknown = 'not yet';
    await act(async () => {
      reply = await result.current.run();
    });
    expect(reply).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    const [message, options] = error.mock.calls[0]!;
    expect(options).toEqual({ title: 'The order was not confirmed' });
    // The request layer's reason in the user's words, never the browser's English.
    expect(message).toBe('No connection to the server. Check the network and try again.');
    await waitFor(() => expect(result.current.error).toBe(refused));

    const why = vi.fn(() => 'Waiting for the network');
    const { result: withWhy } = renderHook(
      () => useAction(() => Promise.reject(refused), { failed: 'Not sent', why }),
      { wrapper: Wrapper },
    );
    await act(async () => void (await withWhy.current.run()));
    expect(why).toHaveBeenCalledWith(refused);
    expect(error).toHaveBeenLastCalledWith('Waiting for the network', { title: 'Not sent' });

    // A screen that says it in place (a form's alert) gets the failure, and no toast besides.
    const { result: inPlace } = renderHook(
      () => useAction(() => Promise.reject(refused), { failed: 'Not saved', inPlace: true }),
      { wrapper: Wrapper },
    );
    await act(async () => void (await inPlace.current.run()));
    await waitFor(() => expect(inPlace.current.error).toBe(refused));
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('says a plain failure in its own words alone, with no title and no reason', async () => {
    await initI18n(null);
    const error = vi.spyOn(toast, 'error');
    const { Wrapper } = wrapper();
    const { result } = renderHook(
      () =>
        useAction(() => Promise.reject(new Error('quota')), {
          failed: 'The export failed. Please try again.',
          plain: true,
        }),
      { wrapper: Wrapper },
    );
    await act(async () => void (await result.current.run()));
    expect(error).toHaveBeenLastCalledWith('The export failed. Please try again.');
  });

  it('fetches the reads it names again once it worked, and not when it failed', async () => {
    await initI18n(null);
    const { queryClient, Wrapper } = wrapper();
    let reads = 0;
    const { result } = renderHook(
      () => {
        const read = useQuery({ queryKey: ['orders', 'list'], queryFn: () => ++reads });
        const ok = useAction(() => Promise.resolve('ok'), {
          failed: 'x',
          refresh: [['orders']],
        });
        const bad = useAction(() => Promise.reject(new Error('no')), {
          failed: 'x',
          refresh: [['orders']],
        });
        return { read, ok, bad };
      },
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.read.data).toBe(1));
    await act(async () => void (await result.current.bad.run()));
    expect(queryClient.getQueryData(['orders', 'list'])).toBe(1);
    await act(async () => void (await result.current.ok.run()));
    await waitFor(() => expect(result.current.read.data).toBe(2));
  });
});
