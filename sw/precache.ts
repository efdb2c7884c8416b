/// <reference lib="webworker" />
import { PrecacheController, type InstallResult, type PrecacheEntry } from 'workbox-precaching';
import { inBatches } from './batches';

declare const self: ServiceWorkerGlobalScope;

/**
 * Files fetched at once while the worker installs. Workbox fetches them one at a time since version
 * 6 (GoogleChrome/workbox#2528: Chrome ran out of resources when hundreds were asked for at once),
 * so installing the app's ~570 files took 11 to 15 s on a quiet machine, as long as their round
 * trips added up, before the app could open offline; on a tablet with 50 ms to the server it would
 * be half a minute. Six is what a browser opens to one HTTP/1.1 host anyway.
 */
export const PRECACHE_CONCURRENCY = 6;

/**
 * Workbox's precache, installing several files at a time. Everything else (the cache, its keys,
 * activation and clean-up, the route) is Workbox's own.
 */
class ConcurrentPrecacheController extends PrecacheController {
  private readonly revisioned = new Set<string>();

  override addToCacheList(entries: Array<PrecacheEntry | string>): void {
    super.addToCacheList(entries);
    for (const entry of entries) {
      // As Workbox does: a file with a revision is fetched past the HTTP cache.
      if (typeof entry !== 'string' && entry.revision) {
        this.revisioned.add(new URL(entry.url, self.location.href).href);
      }
    }
  }

  override install(event: ExtendableEvent): Promise<InstallResult> {
    const entries = [...this.getURLsToCacheKeys()];
    const done = inBatches(entries, PRECACHE_CONCURRENCY, ([url, cacheKey]) => {
      const request = new Request(url, {
        integrity: this.getIntegrityForCacheKey(cacheKey),
        cache: this.revisioned.has(url) ? 'reload' : 'default',
        credentials: 'same-origin',
      });
      return Promise.all(this.strategy.handleAll({ params: { cacheKey }, request, event }));
    });
    event.waitUntil(done);
    return done.then(() => ({ updatedURLs: entries.map(([url]) => url), notUpdatedURLs: [] }));
  }
}

export const precacheController = new ConcurrentPrecacheController();
