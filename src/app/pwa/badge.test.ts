import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createAppBackhouse } from '../backhouse';
import { clearAppBadge, setAppBadge } from './badge';

/** A `navigator` with the Badging API as an installed app in Chromium has it (put back after). */
function stubBadging(api: { setAppBadge?: unknown; clearAppBadge?: unknown }) {
  vi.stubGlobal('navigator', api);
}

describe('the app icon’s number', () => {
  it('is set to the count, and cleared rather than set to zero', () => {
    const set = vi.fn(() => Promise.resolve());
    const clear = vi.fn(() => Promise.resolve());
    stubBadging({ setAppBadge: set, clearAppBadge: clear });
    setAppBadge(7);
    expect(set).toHaveBeenCalledWith(7);
    setAppBadge(0);
    expect(clear).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the browser has no Badging API', () => {
    stubBadging({});
    expect(() => {
      setAppBadge(3);
      clearAppBadge();
    }).not.toThrow();
  });

  it('never throws where the browser refuses (not installed) or throws', async () => {
    const refused = vi.fn(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    stubBadging({ setAppBadge: refused, clearAppBadge: refused });
    expect(() => setAppBadge(2)).not.toThrow();
    expect(() => clearAppBadge()).not.toThrow();
    const throwing = () => {
      throw new TypeError('Illegal invocation');
    };
    stubBadging({ setAppBadge: throwing, clearAppBadge: throwing });
    expect(() => setAppBadge(2)).not.toThrow();
    expect(() => clearAppBadge()).not.toThrow();
    // The refusals were caught, not left unhandled.
    await Promise.resolve();
    expect(refused).toHaveBeenCalledTimes(2);
  });

  it('is taken off when the user signs out', async () => {
    const clear = vi.fn(() => Promise.resolve());
    stubBadging({ clearAppBadge: clear });
    // Nobody is signed in and nothing is reachable: signing out still ends with the icon cleared.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backhouse = createAppBackhouse({
      storage: null,
      queryClient: new QueryClient(),
      onUnauthorized: () => undefined,
    });
    await backhouse.signOut();
    expect(clear).toHaveBeenCalled();
  });
});
