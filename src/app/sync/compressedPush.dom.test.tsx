import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '@contract/registry';
import { device } from '@/testing/screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

interface Sent {
  encoding: string | null;
  bytes: number;
}

/**
 * `fetch` as it is, recording each push's Content-Encoding and size; while `down()` holds, a push
 * fails as on a dropped connection (the device is out of signal).
 */
function watchedPushes(down: () => boolean) {
  const realFetch = globalThis.fetch;
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('/api/batch')) {
      if (down()) return Promise.reject(new TypeError('Failed to fetch'));
      const body = init?.body;
      sent.push({
        encoding: new Headers(init?.headers).get('content-encoding'),
        bytes: typeof body === 'string' ? body.length : (body as ArrayBuffer).byteLength,
      });
    }
    return realFetch(input, init);
  });
  return sent;
}

describe('a day of changes pushed when the signal comes back', () => {
  it('goes up gzipped, a fraction of its size, and every change lands once', async () => {
    const admin = await device();
    const local = admin.backhouse.getLocal()!;
    let offline = true;
    const sent = watchedPushes(() => offline);
    const tag = crypto.randomUUID().slice(0, 8);
    const names = Array.from({ length: 120 }, (_, i) => `Pushed ${tag} ${i}`);
    for (const name of names) {
      await local.writer.create(resources.brands, {
        name,
        description: `A brand made offline by a counter, number ${name}, with some words to it.`,
      });
    }
    offline = false;
    await vi.waitFor(
      async () => {
        await local.engine.syncNow();
        expect(await local.db.outbox.count()).toBe(0);
      },
      { timeout: 30_000, interval: 200 },
    );

    const packed = sent.filter((s) => s.encoding === 'gzip');
    expect(packed.length, JSON.stringify(sent)).toBeGreaterThan(0);
    // 120 brands are some 30 KB of JSON; gzipped, a few.
    expect(Math.max(...packed.map((s) => s.bytes))).toBeLessThan(10_000);
    const stored = await admin.backhouse.api.get<{ data: Array<{ name: string }> }>(
      `/brands?limit=500&search=${encodeURIComponent(`Pushed ${tag}`)}`,
    );
    expect(stored.data.map((row) => row.name).sort()).toEqual([...names].sort());
  });
});
