import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { device } from '@/testing/screen';
import { useSyncStatus } from '@/data/live';
import { BackhouseProvider } from '@/data/react';

/** The browser says it is offline (or online again), as Chromium does when the network goes. */
function browserOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
afterEach(() => browserOnline(true));

describe("the header's sync status", () => {
  it("follows the engine's rounds: offline after a round that could not reach the server, online after the next", async () => {
    const { backhouse } = await device();
    const engine = backhouse.getLocal()!.engine;
    await engine.syncNow();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BackhouseProvider value={backhouse}>{children}</BackhouseProvider>
    );
    const { result } = renderHook(() => useSyncStatus(), { wrapper });
    expect(result.current).toMatchObject({ leader: true, online: true, unreachable: false });

    browserOnline(false);
    await act(() => engine.syncNow());
    expect(engine.getStatus()).toMatchObject({ unreachable: true, lastError: 'offline' });
    await waitFor(() =>
      expect(result.current).toMatchObject({ unreachable: true, online: false, noReply: false }),
    );
    expect(result.current.retryAt).toBe(engine.getStatus().retryAt);

    browserOnline(true);
    await act(() => engine.syncNow());
    await waitFor(() =>
      expect(result.current).toMatchObject({ unreachable: false, online: true, retryAt: null }),
    );
  });
});
