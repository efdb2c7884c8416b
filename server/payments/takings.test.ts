import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { period } from '../reports/paymentReportsTesting';
import { paymentSet } from '../reports/paymentReportsTesting';
import { salesFixture } from '../sales/testing';
import { demoServer } from '../testing/harness';

const demo = demoServer({ config: { paymentCredentialsKey: randomBytes(32) } });
const { admin, staff } = demo;
const fx = salesFixture(admin);
paymentSet(admin, fx);

/** The advanced payment report's breakdown: the figures takings must agree with. */
const breakdown = async (query: string) =>
  (
    await admin('GET', `/reports-v2/advanced-payments/payment-breakdown?${query}&limit=5000`)
  ).json();

describe('takings by provider', () => {
  it('gives card takings at Dubai to its provider and the rest to no provider', async () => {
    const created = await admin('POST', '/payment-providers', {
      location_id: fx().dubai,
      provider: 'adyen',
      name: 'Adyen Dubai',
      mode: 'test',
      enabled: true,
      payment_method_ids: [fx().card],
      credentials: { api_key: 'AQE-secret-api-key-0001', merchant_account: 'BackhouseAE' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const providerId = created.json().id;

    const reply = await admin('GET', `/payments/takings?${period}&loc=all`);
    expect(reply.statusCode, reply.body).toBe(200);
    const takings = reply.json();
    // Dubai's card: S1 15.00 + S2 21.00 in, R1 10.50 back; tips 2 + 1.5 - 0.5.
    const adyen = takings.providers.find(
      (p: { provider_id: string }) => p.provider_id === providerId,
    );
    expect(adyen).toMatchObject({
      provider: 'adyen',
      name: 'Adyen Dubai',
      location_id: fx().dubai,
      payments_count: 3,
      amount: 36,
      refunded: 10.5,
      net: 25.5,
      tips: 3,
    });
    // Abu Dhabi's card (S3 18.90) and Dubai's cash (6.00) have no provider.
    const none = takings.providers.find(
      (p: { provider_id: string | null }) => p.provider_id === null,
    );
    expect(none).toMatchObject({ payments_count: 2, amount: 24.9, net: 24.9, tips: 1 });

    const report = await breakdown(`${period}&loc=all`);
    expect(takings.totals).toEqual(report.totals);
    expect(takings.lines).toHaveLength(report.total);
    for (const item of report.items) {
      const line = takings.lines.find(
        (l: { location_id: string; payment_method_id: string }) =>
          l.location_id === item.location_id && l.payment_method_id === item.payment_method_id,
      );
      expect(line).toMatchObject(item);
    }
  });

  it('reads one location, and follows the provider being switched off', async () => {
    const dubai = (await admin('GET', `/payments/takings?${period}&loc=${fx().dubai}`)).json();
    expect(dubai.locations).toEqual([fx().dubai]);
    expect(dubai.totals).toMatchObject({ amount: 42, refunded: 10.5, net: 31.5 });

    const [provider] = (await admin('GET', '/payment-providers')).json().data;
    const off = await admin('PUT', `/payment-providers/${provider.id}`, {
      ...provider,
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const after = (await admin('GET', `/payments/takings?${period}&loc=${fx().dubai}`)).json();
    expect(off.json().enabled, off.body).toBe(false);
    expect(after.providers, JSON.stringify(after.providers)).toHaveLength(1);
    expect(after.providers[0]).toMatchObject({ provider_id: null, net: 31.5 });
  });

  it('checks the period and the location as every report does', async () => {
    const backwards = await admin('GET', '/payments/takings?from=2026-03-11&to=2026-03-10');
    expect(backwards.statusCode).toBe(400);
    const elsewhere = await staff('GET', `/payments/takings?${period}&loc=${fx().abuDhabi}`);
    expect(elsewhere.statusCode).toBe(403);
    const garbage = await admin('GET', '/payments/takings?from=yesterday');
    expect(garbage.statusCode).toBe(400);
  });
});
