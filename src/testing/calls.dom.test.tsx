import { describe, expect, it } from 'vitest';
import { adminSyncCalls } from '@contract/adminSync';
import { countCalls } from '@contract/counts';
import { dailySyncCalls } from '@contract/dailySync';
import { ApiError } from '@/data/api';
import { callFile, callServer } from '@/data/calls';
import { device } from '@/testing/screen';

/** Calls by their declaration against the real server on loopback (the `dom` project's). */
describe('calls by their declaration, against the server', () => {
  it('a file call brings the bytes and the name the server gives them', async () => {
    const { backhouse, user } = await device();
    const { blob, disposition } = await callFile(backhouse.api, dailySyncCalls.export, {
      query: { date: '2026-01-15', loc: user.location_id!, lang: 'en' },
    });
    // An .xlsx is a zip: it starts with PK.
    const head = new Uint8Array(await blob.slice(0, 2).arrayBuffer());
    expect(String.fromCharCode(...head)).toBe('PK');
    expect(disposition).toMatch(/^attachment; filename=".*2026-01-15.*\.xlsx"$/);
  });

  it('a call the server refuses rejects with its status and code', async () => {
    const { backhouse } = await device();
    const refused = await callServer(backhouse.api, countCalls.byId, {
      query: { id: crypto.randomUUID() },
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(404);
  });

  it('sends the headers it is given: a publish sent again under its key is the same version', async () => {
    const { backhouse } = await device();
    const key = `publish-${crypto.randomUUID()}`;
    const send = () =>
      callServer(
        backhouse.api,
        adminSyncCalls.publish,
        { body: { parts: ['brands'] } },
        { headers: { 'idempotency-key': key } },
      );
    const first = await send();
    const again = await send();
    expect(again.publication.version).toBe(first.publication.version);
    expect(again.publication.published_at).toBe(first.publication.published_at);
  });
});
