import { describe, expect, it } from 'vitest';
import { FROM_CACHE_HEADER, isCacheableApiRequest, markFromCache } from './apiCache';

const origin = 'https://backhouse.example';
const url = (path: string) => new URL(path, origin);

describe('API runtime cache', () => {
  it('caches reads of the API and nothing else', () => {
    expect(isCacheableApiRequest('GET', url('/api/brands?loc=1'), origin)).toBe(true);
    expect(isCacheableApiRequest('GET', url('/api/config/time_zone'), origin)).toBe(true);
    expect(isCacheableApiRequest('POST', url('/api/brands'), origin)).toBe(false);
    expect(isCacheableApiRequest('PUT', url('/api/brands/1'), origin)).toBe(false);
    expect(isCacheableApiRequest('DELETE', url('/api/brands/1'), origin)).toBe(false);
    expect(isCacheableApiRequest('GET', url('/api/auth/login'), origin)).toBe(false);
    expect(isCacheableApiRequest('GET', url('/api/sync/pull?since=0'), origin)).toBe(false);
    expect(isCacheableApiRequest('GET', url('/api/events'), origin)).toBe(false);
    expect(isCacheableApiRequest('GET', url('/dashboard'), origin)).toBe(false);
    // An export's pages after the first: read once, never offline.
    expect(isCacheableApiRequest('GET', url('/api/orders-report?limit=5000'), origin)).toBe(true);
    expect(
      isCacheableApiRequest('GET', url('/api/orders-report?after=eyJx&limit=5000'), origin),
    ).toBe(false);
    expect(isCacheableApiRequest('GET', new URL('https://other.example/api/brands'), origin)).toBe(
      false,
    );
  });

  it('marks a cached reply with the time the server sent it', async () => {
    const cached = new Response('{"a":1}', {
      status: 200,
      headers: { date: 'Sat, 21 Nov 2026 10:00:00 GMT', 'content-type': 'application/json' },
    });
    const marked = await markFromCache(cached);
    expect(marked!.headers.get(FROM_CACHE_HEADER)).toBe('Sat, 21 Nov 2026 10:00:00 GMT');
    expect(await marked!.json()).toEqual({ a: 1 });
    expect(await markFromCache(undefined)).toBeNull();
  });
});
