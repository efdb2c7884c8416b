/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isCacheableApiRequest, markFromCache, API_CACHE } from './apiCache';
import { precacheController } from './precache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// The built shell: every screen opens without the network once this worker is installed (several
// files at a time, see precache.ts).
precacheController.precache(self.__WB_MANIFEST);
registerRoute(new PrecacheRoute(precacheController));
cleanupOutdatedCaches();

/** Chromium's static routing (`InstallEvent.addRoutes`, Chrome 123+); other browsers lack it. */
interface StaticRouting {
  addRoutes?: (rules: unknown) => Promise<void>;
}

// The built files under /assets/ (names with their hash) come straight from the precache, without
// waking this worker's fetch handler: an offline start loads some 190 of them, and each went through
// this script (issue 24). A file not in the cache goes to the network, as the handler would send it.
self.addEventListener('install', (event: ExtendableEvent) => {
  const { addRoutes } = event as ExtendableEvent & StaticRouting;
  if (!addRoutes) return;
  const assets = {
    condition: { urlPattern: { pathname: '/assets/*' }, requestMethod: 'GET' },
    source: { cacheName: precacheController.strategy.cacheName },
  };
  try {
    // A browser that refuses the rule (one that knows addRoutes but not a cache's name) must not fail
    // the install: the fetch handler then serves these files, as it did before.
    event.waitUntil(addRoutes.call(event, assets).catch(() => undefined));
  } catch {
    // As above.
  }
});

// Deep links (a reload on /dashboard/products/brands) get the cached shell.html, index.html with the
// entry's files to preload (vite.config.ts, `shellPage`); the router does the rest.
registerRoute(
  new NavigationRoute(precacheController.createHandlerBoundToURL('/shell.html'), {
    denylist: [/^\/api\//],
  }),
);

// Reads of the API: the network when it answers quickly, else the last reply, marked with its date so
// screens can say "as of". Mutations are never cached (they are not GETs), and neither are sign-in
// and sync calls, whose replies only make sense once.
registerRoute(
  ({ request, url }) => isCacheableApiRequest(request.method, url, self.location.origin),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 7 * 24 * 3600 }),
      { cachedResponseWillBeUsed: async ({ cachedResponse }) => markFromCache(cachedResponse) },
    ],
  }),
);

// A new version waits until the user chooses "Reload to update"; the first install takes over at once.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
