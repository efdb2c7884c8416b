/** The runtime cache of API reads; the app deletes it on sign-out. */
export const API_CACHE = 'api';
import { FROM_CACHE_HEADER } from '@contract/cacheHeader';

export { FROM_CACHE_HEADER };

const uncached = ['/api/auth/', '/api/sync/', '/api/docs', '/api/batch', '/api/events'];

/**
 * Reads of the API, except sign-in and sync calls, the live channel (a stream that never ends: it
 * goes to the network untouched, never into the cache), and pages read after a report's cursor
 * (`after`): those are the pages of an export, each read once and never offline, some 2 MB each,
 * which going through this worker would slow and keep by the twenty.
 */
export function isCacheableApiRequest(method: string, url: URL, origin: string): boolean {
  return (
    method === 'GET' &&
    url.origin === origin &&
    url.pathname.startsWith('/api/') &&
    !uncached.some((prefix) => url.pathname.startsWith(prefix)) &&
    !url.searchParams.has('after')
  );
}

export async function markFromCache(response: Response | undefined): Promise<Response | null> {
  if (!response) return null;
  const headers = new Headers(response.headers);
  headers.set(FROM_CACHE_HEADER, response.headers.get('date') ?? new Date(0).toUTCString());
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
