// The floor page's service worker: every file it serves online is kept, and served from the cache
// first, so a second visit starts offline the way the app's precache lets it.
const CACHE = 'floor';
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const kept = await cache.match(event.request);
      if (kept) return kept;
      const response = await fetch(event.request);
      if (response.ok) await cache.put(event.request, response.clone());
      return response;
    }),
  );
});
