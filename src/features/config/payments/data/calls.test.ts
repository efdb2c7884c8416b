import type { CallBody } from '@contract/call';
import type { PayOrderSettings } from '@contract/payOrder';
import { paymentCalls } from '@contract/payments';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@/data/api';
import { callReadOptions } from '@/data/serverRead';
import { payOrderWrites, providerWrites } from './calls';

const provider = {
  id: 'p1',
  location_id: 'loc1',
  provider: 'stripe',
  name: 'Stripe',
  mode: 'test',
  enabled: true,
  payment_method_ids: [],
  credentials: {},
  version: 2,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const settings: PayOrderSettings = {
  enabled: true,
  provider: null,
  allow_order: true,
  allow_pay: true,
  split: 'equal',
  tipping: { enabled: false, percentages: [], allow_custom: false },
  service_charge_percent: 0,
};
const config = {
  ...settings,
  id: 'c1',
  customer_id: 'cus1',
  restaurant_id: 'loc1',
  table_id: null,
  version: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** A client that answers `reply` and keeps what it was asked. */
function recordingApi(reply: unknown) {
  const sent: unknown[] = [];
  const api = {
    request: async (method: string, path: string, options: { query?: unknown; body?: unknown }) => {
      sent.push({ method, path, query: options.query, body: options.body });
      return reply;
    },
  } as unknown as ApiClient;
  return { api, sent };
}

describe('the payments calls', () => {
  it('keep their reads under the keys devices already hold', () => {
    const api = {} as ApiClient;
    expect(callReadOptions(api, paymentCalls.providers, { query: {} }).queryKey).toEqual([
      'server-read',
      '/payment-providers',
      {},
      null,
    ]);
    expect(callReadOptions(api, paymentCalls.providerStatus, {}).queryKey).toEqual([
      'server-read',
      '/payment-providers/status',
      {},
      null,
    ]);
    const takings = { from: '2026-01-01', to: '2026-01-07', loc: 'all' };
    expect(
      JSON.stringify(callReadOptions(api, paymentCalls.takings, { query: takings }).queryKey),
    ).toBe(JSON.stringify(['server-read', '/payments/takings', takings, null]));
    expect(
      callReadOptions(api, paymentCalls.payOrderConfigs, { query: { loc: 'loc1' } }).queryKey,
    ).toEqual(['server-read', '/pay-order/config', { loc: 'loc1' }, null]);
  });

  it('write a provider online at the paths the server serves', async () => {
    const { api, sent } = recordingApi(provider);
    const fields: Omit<CallBody<typeof paymentCalls.updateProvider>, 'version'> = {
      name: 'Stripe',
      mode: 'test',
      enabled: true,
      payment_method_ids: [],
      credentials: { secret_key: 'sk_test_1234567890' },
    };
    await providerWrites(api).create({ ...fields, location_id: 'loc1', provider: 'stripe' });
    await providerWrites(api).update('p1', { ...fields, version: 2 });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/payment-providers',
        query: undefined,
        body: { ...fields, location_id: 'loc1', provider: 'stripe' },
      },
      {
        method: 'PUT',
        path: '/payment-providers/p1',
        query: undefined,
        body: { ...fields, version: 2 },
      },
    ]);
    const removal = recordingApi(undefined);
    await providerWrites(removal.api).remove('p1');
    expect(removal.sent).toEqual([
      { method: 'DELETE', path: '/payment-providers/p1', query: undefined, body: undefined },
    ]);
  });

  it('write pay-and-order at the location it is for', async () => {
    const { api, sent } = recordingApi(config);
    await payOrderWrites(api, 'loc1').create({ ...settings, table_id: null });
    await payOrderWrites(api, 'loc1').update('c1', { ...settings, version: 1 });
    expect(sent).toMatchObject([
      { method: 'POST', path: '/pay-order/config', query: { loc: 'loc1' } },
      { method: 'PUT', path: '/pay-order/config/c1', query: { loc: 'loc1' } },
    ]);
  });
});
