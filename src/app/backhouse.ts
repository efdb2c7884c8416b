import type { QueryClient } from '@tanstack/react-query';
import { createBackhouse, type Backhouse } from '@/data/backhouse';
import type { KeyValueStorage } from '@/data/session';
import { webLocks } from '@/data/sync/leader';
import { clearAppBadge } from './pwa/badge';

/** The service worker's cache of API reads (sw/apiCache.ts): cleared on sign-out. */
const API_CACHE = 'api';

async function clearApiCache(): Promise<void> {
  try {
    if ('caches' in window) await caches.delete(API_CACHE);
  } catch (error) {
    console.warn('[sign-out] could not clear the API cache', error);
  }
}

/**
 * The app's data layer wired to the browser: guarded local storage, Web Locks for the one sync
 * leader per user, the API cache and the app icon's number cleared on sign-out, and a 401 sending the user to the index route
 * (SPEC sections 4 and 8).
 */
export function createAppBackhouse(options: {
  storage: KeyValueStorage | null;
  queryClient: QueryClient;
  onUnauthorized: () => void;
}): Backhouse {
  return createBackhouse({
    storage: options.storage,
    queryClient: options.queryClient,
    locks: webLocks,
    onUnauthorized: options.onUnauthorized,
    // Nothing the next user (or nobody) should see: the cached reads and the icon's number.
    onSignedOut: () => {
      clearAppBadge();
      return clearApiCache();
    },
  });
}
