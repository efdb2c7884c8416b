import { describe, expect, it } from 'vitest';
import type { ApiError } from './api';
import { COMPRESS_FROM_CHARS, createApiClient } from './api';
import { bodyText } from './testing/harness';

const client = (
  fetchImpl: typeof fetch,
  onUnauthorized: () => void = () => undefined,
  token: string | null = 't',
) => createApiClient({ getToken: () => token, onUnauthorized, fetch: fetchImpl });

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  (async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers,
    })) as typeof fetch;

describe('request layer', () => {
  it('sends JSON with the bearer token, cookies included, under /api', async () => {
    let seen: { url: string; init: RequestInit } | null = null;
    const api = client(async (url, init) => {
      seen = { url: String(url), init: init! };
      return new Response('{"ok":true}', { status: 201 });
    });
    expect(await api.post('/brands', { name: 'A' }, { query: { loc: 'x', empty: '' } })).toEqual({
      ok: true,
    });
    expect(seen!.url).toBe('/api/brands?loc=x');
    expect(seen!.init.credentials).toBe('include');
    expect(new Headers(seen!.init.headers).get('authorization')).toBe('Bearer t');
    expect(seen!.init.body).toBe('{"name":"A"}');
  });

  it('tells network failures, unreadable replies, HTTP errors and timeouts apart', async () => {
    const network = await client(async () => {
      throw new TypeError('Failed to fetch');
    })
      .get('/x')
      .catch((e: ApiError) => e);
    expect(network).toMatchObject({ kind: 'network', status: 0, retryable: true });

    const unreadable = await client(reply(200, '<html>'))
      .get('/x')
      .catch((e: ApiError) => e);
    expect(unreadable).toMatchObject({ kind: 'unreadable', retryable: true });

    const http = await client(
      reply(
        429,
        { error: { code: 'RATE_LIMITED', message: 'slow down' } },
        { 'retry-after': '42' },
      ),
    )
      .get('/x')
      .catch((e: ApiError) => e);
    expect(http).toMatchObject({ kind: 'http', status: 429, code: 'RATE_LIMITED', retryAfter: 42 });

    const forbidden = await client(reply(403, { error: { code: 'FORBIDDEN', message: 'no' } }))
      .get('/x')
      .catch((e: ApiError) => e);
    expect(forbidden).toMatchObject({ retryable: false, code: 'FORBIDDEN' });

    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted'))),
      );
    const timeout = await client(hanging)
      .get('/x', { timeoutMs: 20 })
      .catch((e: ApiError) => e);
    expect(timeout).toMatchObject({
      kind: 'timeout',
      status: 'TIMEOUT',
      message: 'Request timeout',
    });
  });

  it('a 401 while signed in signs out; a 401 with no token does not', async () => {
    let signedOut = 0;
    await client(
      reply(401, { error: { code: 'UNAUTHENTICATED', message: 'x' } }),
      () => signedOut++,
    )
      .get('/x')
      .catch(() => undefined);
    expect(signedOut).toBe(1);
    await client(
      reply(401, { error: { code: 'INVALID_CREDENTIALS', message: 'x' } }),
      () => signedOut++,
      null,
    )
      .post('/auth/login', {})
      .catch(() => undefined);
    expect(signedOut).toBe(1);
  });
});

/** What a fetch was sent: its Content-Encoding and its body as text, read back if gzipped. */
async function sentBody(init: RequestInit) {
  return {
    encoding: new Headers(init.headers).get('content-encoding'),
    text: await bodyText(init),
  };
}

describe('bodies sent gzipped', () => {
  const large = { calls: [{ note: 'x'.repeat(COMPRESS_FROM_CHARS) }] };

  it('a large body of a call that allows it goes gzipped; a small one, or another call, as text', async () => {
    const seen: Array<{ encoding: string | null; text: string; bytes: number }> = [];
    const api = client(async (_url, init) => {
      const body = init!.body as string | ArrayBuffer;
      seen.push({
        ...(await sentBody(init!)),
        bytes: typeof body === 'string' ? body.length : body.byteLength,
      });
      return new Response('{"ok":true}', { status: 200 });
    });
    await api.post('/batch', large, { compress: true });
    await api.post('/batch', { calls: [] }, { compress: true });
    await api.post('/brands', large);
    expect(seen.map((s) => s.encoding)).toEqual(['gzip', null, null]);
    expect(seen.map((s) => JSON.parse(s.text))).toEqual([large, { calls: [] }, large]);
    expect(seen[0]!.bytes).toBeLessThan(COMPRESS_FROM_CHARS / 10);
  });

  it('a server that cannot read it gets the same call again as text, and no gzip after', async () => {
    const seen: Array<string | null> = [];
    // A server from before bodies could come compressed: gzip is not JSON to it.
    const api = client(async (_url, init) => {
      const { encoding, text } = await sentBody(init!);
      seen.push(encoding);
      if (encoding === 'gzip') {
        const error = { code: 'INVALID_JSON', message: 'The body is not valid JSON' };
        return new Response(JSON.stringify({ error }), { status: 400 });
      }
      return new Response(JSON.stringify({ echoed: JSON.parse(text) }), { status: 200 });
    });
    expect(await api.post('/batch', large, { compress: true })).toEqual({ echoed: large });
    expect(await api.post('/batch', large, { compress: true })).toEqual({ echoed: large });
    expect(seen).toEqual(['gzip', null, null]);
  });

  it('a refusal of what the body says is not taken for a server that cannot read gzip', async () => {
    let calls = 0;
    const api = client(async () => {
      calls += 1;
      const error = { code: 'VALIDATION', message: 'Name is required' };
      return new Response(JSON.stringify({ error }), { status: 400 });
    });
    await expect(api.post('/batch', large, { compress: true })).rejects.toMatchObject({
      status: 400,
    });
    expect(calls).toBe(1);
  });
});
