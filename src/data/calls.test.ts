import { productCalls } from '@contract/catalogueCalls';
import { countCalls } from '@contract/counts';
import { restaurantConfigCalls } from '@contract/restaurantConfig';
import { workOrderCalls } from '@contract/workOrders';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './api';
import { callServer, callServerUnchecked, callUpload, checkedReply, queuedCall } from './calls';

describe('calls by their declaration', () => {
  it('a reply the contract does not allow fails in tests, naming the call', () => {
    expect(() => checkedReply(countCalls.list, { data: [{ id: 'c1' }] })).toThrow(
      'GET /inventory-counts/list answered what its contract does not allow',
    );
    expect(checkedReply(countCalls.list, { data: [] })).toEqual({ data: [] });
  });

  it('a queued call keeps its collection, method and resolved path for the outbox', () => {
    expect(
      queuedCall(countCalls.submit, { params: { id: 'count-1' }, body: { note: 'done' } }),
    ).toEqual({
      collection: 'inventoryCounts',
      method: 'POST',
      path: '/inventory-counts/count-1/submit',
      body: { note: 'done' },
    });
    expect(
      queuedCall(countCalls.create, {
        query: { loc: 'loc-1' },
        body: { id: 'c1', sheet_ids: ['s1'] },
      }).path,
    ).toBe('/inventory-counts/create?loc=loc-1');
  });

  it('keeps the outbox paths of work orders as they were written before they were declared', () => {
    const confirm = { actual_quantity: 8.4 };
    expect(queuedCall(workOrderCalls.confirm, { params: { id: 'wo1' }, body: confirm })).toEqual({
      collection: 'workOrders',
      method: 'POST',
      path: '/work-orders/wo1/confirm',
      body: confirm,
    });
    expect(queuedCall(workOrderCalls.cancel, { params: { id: 'wo1' } })).toEqual({
      collection: 'workOrders',
      method: 'DELETE',
      path: '/work-orders/wo1',
      body: {},
    });
  });

  it("sends a public call without the signed-in user's token when asked to", async () => {
    const sent: Headers[] = [];
    const api = createApiClient({
      getToken: () => 'token',
      onUnauthorized: () => undefined,
      fetch: async (_, init) => {
        sent.push(new Headers(init?.headers));
        return new Response('{}', { status: 404 });
      },
    });
    const batch = { params: { id: 'wo1' } };
    await callServer(api, workOrderCalls.publicBatch, batch).catch(() => undefined);
    await callServer(api, workOrderCalls.publicBatch, batch, { anonymous: true }).catch(
      () => undefined,
    );
    expect(sent.map((h) => h.get('authorization'))).toEqual(['Bearer token', null]);
  });

  it('hands back a reply as it came when asked not to check it, for a caller that reads it leniently', async () => {
    const sent: string[] = [];
    const older = { unique: false, product: { name: 'Mocha' } };
    const api = createApiClient({
      getToken: () => 'token',
      onUnauthorized: () => undefined,
      fetch: async (url) => {
        sent.push(String(url));
        return Response.json(older);
      },
    });
    const plu = { query: { plu: '5000' } };
    await expect(callServer(api, productCalls.pluCheck, plu)).rejects.toThrow(
      'GET /products/unique-verification-plu answered what its contract does not allow',
    );
    expect(await callServerUnchecked(api, productCalls.pluCheck, plu)).toEqual(older);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain('/products/unique-verification-plu?plu=5000');
  });

  it('sends a file to a call that takes one, in its declared multipart field, with its query', async () => {
    const sent: { url: string; method?: string; body: FormData }[] = [];
    const api = createApiClient({
      getToken: () => 'token',
      onUnauthorized: () => undefined,
      fetch: async (url, init) => {
        sent.push({ url: String(url), method: init?.method, body: init?.body as FormData });
        return new Response('{}', { status: 400 });
      },
    });
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    const query = { location_id: 'loc-1', type: 'receipt_logo' } as const;
    await callUpload(api, restaurantConfigCalls.uploadImage, { query }, logo).catch(
      () => undefined,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe('/api/restaurant-config/upload?location_id=loc-1&type=receipt_logo');
    expect((sent[0]!.body.get('attachment') as File).name).toBe('logo.png');
  });
});
