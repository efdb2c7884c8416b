import {
  dailySyncDelivery,
  dailySyncKinds,
  type DailySyncDaysReply,
  type DailySyncDelivery,
  type DailySyncKind,
} from '@contract/dailySync';
import { salesFigureKeys } from '@contract/sales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { deliveryIdOf, requeueDeliveries } from './deliveries';
import { DailySyncRunner } from './runner';
import { CLAIM_LEASE_MS } from './schedule';
import { startDailySyncScheduler } from './scheduler';
import { verifyDelivery } from './signing';
import { startReceiver, type TestReceiver } from './testing';
import { salesFixture } from '../testing';
import { demoServer, errorOf } from '../../testing/harness';

/** Time as the daily sync sees it: tests move it on instead of waiting. Noon in Dubai, 22 Nov. */
const clock = { now: Date.parse('2026-11-22T08:00:00Z') };
const now = () => clock.now;
const MINUTE = 60_000;

const demo = demoServer({
  config: { dailySync: { now, timeoutMs: 5000, privateAddresses: true } },
});
const { admin, staff, server } = demo;
const fx = salesFixture(admin);

const secret = 'the-ledger-secret-0123456789';
let receiver: TestReceiver;
let customerId = '';
let version = 0;

beforeAll(async () => {
  receiver = await startReceiver();
  customerId = (await admin('GET', '/user-find/current')).json().customer_id;
});
afterAll(() => receiver.close());

/** The nightly run, as the scheduler's timer calls it. */
const tick = () => new DailySyncRunner(server.database, { now, privateAddresses: true }).tick();

const putConfig = async (body: Record<string, unknown>) => {
  const reply = await admin('PUT', '/daily-sync/config', { version, ...body });
  if (reply.statusCode === 200) version = reply.json().version;
  return reply;
};
const days = async (from: string, to: string, loc: string) => {
  const reply = await admin('GET', `/daily-sync/days?from=${from}&to=${to}&loc=${loc}`);
  expect(reply.statusCode, reply.body.slice(0, 300)).toBe(200);
  return reply.json() as DailySyncDaysReply;
};
const receivedSince = (count: number) =>
  receiver.received
    .slice(count)
    .map((r) => ({ ...r, json: dailySyncDelivery.parse(JSON.parse(r.body)) }));

describe('who may use the daily sync', () => {
  it('needs sync.admin for every call', async () => {
    for (const [method, path, body] of [
      ['GET', '/daily-sync/config'],
      [
        'PUT',
        '/daily-sync/config',
        { webhook_url: '', enabled: false, location_ids: null, version: 0 },
      ],
      ['GET', '/daily-sync/days?from=2026-11-20&to=2026-11-20'],
      ['POST', '/daily-sync/run', { from: '2026-11-20', to: '2026-11-20' }],
      ['GET', '/daily-sync/export?date=2026-11-20'],
    ] as const) {
      const reply = await staff(method, path, body);
      expect(reply.statusCode, `${method} ${path}`).toBe(403);
      expect(errorOf(reply).permission).toBe('sync.admin');
    }
  });
});

describe('the settings', () => {
  it('start switched off, covering every selling location and not the warehouse', async () => {
    const reply = (await admin('GET', '/daily-sync/config')).json();
    expect(reply).toMatchObject({
      enabled: false,
      secret_set: false,
      version: 0,
      location_ids: null,
    });
    const warehouse = reply.locations.find((l: { name: string }) => /warehouse/i.test(l.name));
    expect(warehouse).toMatchObject({ selling: false, included: false });
    expect(reply.locations.find((l: { id: string }) => l.id === fx().dubai)).toMatchObject({
      selling: true,
      included: true,
    });
  });

  it('refuse what cannot work, naming the field, and never answer a bad body with a 500', async () => {
    const base = { webhook_url: receiver.url, enabled: false, location_ids: null, version: 0 };
    const refused = async (body: unknown, field?: string) => {
      const reply = await admin('PUT', '/daily-sync/config', body);
      expect(reply.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      if (field) expect(Object.keys(errorOf(reply).fields ?? {})).toContain(field);
    };
    await refused({ ...base, webhook_url: 'ftp://ledger.example.com/in' }, 'webhook_url');
    await refused({ ...base, webhook_url: 'https://user:pw@ledger.example.com/' }, 'webhook_url');
    await refused({ ...base, webhook_url: 'ledger' }, 'webhook_url');
    await refused({ ...base, webhook_url: '', enabled: true }, 'webhook_url');
    await refused({ ...base, enabled: true }, 'secret');
    await refused({ ...base, secret: 'short' }, 'secret');
    await refused({ ...base, location_ids: [fx().card] }, 'location_ids.0');
    await refused({ ...base, surprise: 1 }, 'surprise');
    for (const garbage of [null, [], { ...base, version: -1 }, { ...base, enabled: 'yes' }]) {
      await refused(garbage);
    }
    const text = await admin('PUT', '/daily-sync/config', 'enabled=true');
    expect(text.statusCode).toBe(415);
  });

  it('keep the secret write-only: saved, shown as set, replaced or kept, never sent back', async () => {
    const saved = await putConfig({
      webhook_url: receiver.url,
      secret,
      enabled: true,
      location_ids: [fx().dubai],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ enabled: true, secret_set: true, version: 1 });
    expect(saved.body).not.toContain(secret);
    const read = await admin('GET', '/daily-sync/config');
    expect(read.body).not.toContain(secret);

    const stale = await admin('PUT', '/daily-sync/config', {
      webhook_url: receiver.url,
      enabled: false,
      location_ids: null,
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale)).toMatchObject({ code: 'VERSION_CONFLICT', current: { version: 1 } });

    // Leaving the secret out keeps it.
    const kept = await putConfig({
      webhook_url: receiver.url,
      enabled: true,
      location_ids: [fx().dubai],
    });
    expect(kept.json()).toMatchObject({ secret_set: true, version: 2 });
  });
});

describe('delivering a day', () => {
  const day = '2026-11-20';
  const at = (time: string) => `${day}T${time}+04:00`;

  beforeAll(async () => {
    const line = fx().invoice().lines[0]!;
    const invoices = [
      fx().invoice({ created_at: at('12:00:00') }),
      fx().invoice({
        created_at: at('13:30:00'),
        lines: [
          { ...line, quantity: 2, discount: 2, tax: 0.9 },
          { ...line, is_complimentary: true },
        ],
        payments: [{ payment_method_id: fx().cash, amount: 19.4, tip: 3 }],
      }),
      fx().invoice({
        created_at: at('19:45:00'),
        lines: [
          { ...line, product_id: fx().mixedProduct, name: 'Platter', unit_price: 50, tax: 6 },
        ],
        payments: [{ payment_method_id: fx().card, amount: 56, tip: 0 }],
      }),
    ];
    const refund = fx().invoice({ created_at: at('20:00:00'), refund_of: invoices[0]!.id });
    for (const invoice of [...invoices, refund]) {
      const reply = await admin('POST', '/invoices', invoice);
      expect(reply.statusCode, reply.body).toBe(201);
    }
  });

  it('posts the four summaries, signed with the secret, with the figures the sales reads show', async () => {
    const before = receiver.received.length;
    const run = await admin('POST', '/daily-sync/run', { from: day, to: day, loc: fx().dubai });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ queued: 4, sent: 4, failed: 0, running: 0, open_days: 0 });

    const got = receivedSince(before);
    expect(got.map((r) => r.json.kind).sort()).toEqual(
      ['inventory_account', 'items', 'payment_account', 'sales'].sort(),
    );
    for (const delivery of got) {
      expect(verifyDelivery(secret, delivery.headers, delivery.body, now())).toBe('valid');
      expect(
        verifyDelivery('some-other-secret-value', delivery.headers, delivery.body, now()),
      ).toBe('bad_signature');
      expect(delivery.headers['x-backhouse-delivery']).toBe(delivery.json.delivery_id);
      expect(delivery.json).toMatchObject({
        business_date: day,
        location: { id: fx().dubai, currency: 'AED', time_zone: 'Asia/Dubai' },
        business: { id: customerId },
      });
    }
    type DataOf<K> = Extract<DailySyncDelivery, { kind: K }>['data'];
    const of = <K extends DailySyncKind>(kind: K): DataOf<K> =>
      got.find((r) => r.json.kind === kind)!.json.data as DataOf<K>;

    const read = async (path: string) =>
      (
        await admin(
          'GET',
          `${path}${path.includes('?') ? '&' : '?'}from=${day}&to=${day}&loc=${fx().dubai}`,
        )
      ).json();
    const metrics = await read('/reports-v2/sales/summary-metrics');
    const sales = of('sales');
    for (const key of salesFigureKeys) expect(sales[key], key).toBe(metrics[key]);
    expect(sales.transactions).toBe(3);
    expect(sales.refunds).toBeGreaterThan(0);
    expect(of('items').data).toEqual((await read('/sales/items?group=product')).data);
    expect(of('payment_account').data).toEqual((await read('/sales/payment-account')).data);
    expect(of('inventory_account').data).toEqual((await read('/sales/inventory-account')).data);
  });

  it('sends the same delivery ids when the day is run again', async () => {
    const first = receiver.received.slice(-4).map((r) => r.headers['x-backhouse-delivery']);
    const before = receiver.received.length;
    const run = await admin('POST', '/daily-sync/run', { from: day, to: day, loc: fx().dubai });
    expect(run.json()).toMatchObject({ sent: 4 });
    const again = receivedSince(before).map((r) => r.headers['x-backhouse-delivery']);
    expect(again.sort()).toEqual(first.sort());
    expect(receivedSince(before).map((r) => r.headers['x-backhouse-attempt'])).toEqual([
      '2',
      '2',
      '2',
      '2',
    ]);
    const status = (await days(day, day, fx().dubai)).days[0]!.kinds.sales;
    expect(status).toMatchObject({ status: 'sent', attempts: 2, failure: null });
  });

  it('sends a day again when a sale reaches it after it was sent, with the figures as they now are', async () => {
    const status = async () => (await days(day, day, fx().dubai)).days[0]!.kinds.sales.status;
    expect(await status()).toBe('sent');
    // A till back online posts a sale of that day the day after.
    const late = await admin('POST', '/invoices', fx().invoice({ created_at: at('21:00:00') }));
    expect(late.statusCode, late.body).toBe(201);
    expect(await status()).toBe('pending');

    const ids = dailySyncKinds.map((kind) => deliveryIdOf(customerId, fx().dubai, day, kind));
    const before = receiver.received.length;
    const sent = await new DailySyncRunner(server.database, { now, privateAddresses: true }).send(
      ids,
    );
    expect(sent).toMatchObject({ sent: 4 });
    const again = receivedSince(before);
    expect(again.map((r) => r.json.delivery_id).sort()).toEqual([...ids].sort());
    const sales = again.find((r) => r.json.kind === 'sales')!.json.data as { transactions: number };
    expect(sales.transactions).toBe(4);
    expect(await status()).toBe('sent');
  });

  it('keeps a failure with its reason, and sends after the retry once the receiver is back', async () => {
    const failedDay = '2026-11-19';
    receiver.failNext(4, 500, 'Ledger locked for the month end');
    const run = await admin('POST', '/daily-sync/run', {
      from: failedDay,
      to: failedDay,
      loc: fx().dubai,
    });
    expect(run.json()).toMatchObject({ queued: 4, sent: 0, failed: 4 });
    const failed = (await days(failedDay, failedDay, fx().dubai)).days[0]!;
    for (const status of Object.values(failed.kinds)) {
      expect(status).toMatchObject({
        status: 'failed',
        attempts: 1,
        next_attempt_at: new Date(now() + MINUTE).toISOString(),
        failure: { kind: 'http', status_code: 500, detail: 'Ledger locked for the month end' },
      });
    }

    // Not due yet: the nightly run leaves it.
    const before = receiver.received.length;
    expect(await tick()).toEqual({ sent: 0, failed: 0 });
    clock.now += MINUTE;
    expect(await tick()).toEqual({ sent: 4, failed: 0 });
    expect(receivedSince(before).every((r) => r.json.business_date === failedDay)).toBe(true);
    const sent = (await days(failedDay, failedDay, fx().dubai)).days[0]!;
    for (const status of Object.values(sent.kinds)) {
      expect(status).toMatchObject({ status: 'sent', attempts: 2, failure: null });
    }
  });

  it('sends each location the day that just closed on its own clock, a little after it closed', async () => {
    expect(
      (
        await putConfig({
          webhook_url: receiver.url,
          enabled: true,
          location_ids: [fx().dubai, fx().soho],
        })
      ).statusCode,
    ).toBe(200);
    // Midnight in Dubai (20:00 UTC) and 20:00 in London: Dubai's 23rd has closed, Soho's has not.
    clock.now = Date.parse('2026-11-23T20:10:00Z');
    let before = receiver.received.length;
    expect(await tick()).toEqual({ sent: 8, failed: 0 });
    const dates = (list: ReturnType<typeof receivedSince>) =>
      [
        ...new Set(
          list.map(
            (r) =>
              `${r.json.location.id === fx().dubai ? 'dubai' : 'soho'} ${r.json.business_date}`,
          ),
        ),
      ].sort();
    // The sync was switched on on the 22nd: that day for both, and not yet Dubai's 23rd (grace).
    expect(dates(receivedSince(before))).toEqual(['dubai 2026-11-22', 'soho 2026-11-22']);

    clock.now = Date.parse('2026-11-23T20:16:00Z');
    before = receiver.received.length;
    expect(await tick()).toEqual({ sent: 4, failed: 0 });
    expect(dates(receivedSince(before))).toEqual(['dubai 2026-11-23']);
    expect(await tick()).toEqual({ sent: 0, failed: 0 });
  });

  it('never sends one delivery twice when several senders run at once', async () => {
    const dates = Array.from({ length: 8 }, (_, i) => `2026-10-${String(10 + i).padStart(2, '0')}`);
    await requeueDeliveries(server.database.db, customerId, fx().dubai, dates, now());
    const before = receiver.received.length;
    const senders = Array.from(
      { length: 3 },
      () => new DailySyncRunner(server.database, { now, privateAddresses: true }),
    );
    const counts = await Promise.all(senders.map((s) => s.tick()));
    expect(counts.reduce((s, c) => s + c.sent, 0)).toBe(32);
    const ids = receivedSince(before).map((r) => r.json.delivery_id);
    expect(ids).toHaveLength(32);
    expect(new Set(ids).size).toBe(32);
  });

  it('leaves a delivery claimed by a sender that died to another once its lease is over', async () => {
    const date = '2026-10-20';
    const { db } = server.database;
    await requeueDeliveries(db, customerId, fx().dubai, [date], now());
    const ids = dailySyncKinds.map((kind) => deliveryIdOf(customerId, fx().dubai, date, kind));
    // A server claimed them and was killed -9 before sending: its claim is all that is left.
    await db
      .updateTable('daily_sync_deliveries')
      .set({ claim_token: 'killed', claimed_until: new Date(now() + CLAIM_LEASE_MS).toISOString() })
      .where('id', 'in', ids)
      .execute();
    const ours = (before: number) =>
      receivedSince(before)
        .map((r) => r.json.delivery_id)
        .filter((id) => ids.includes(id));
    const before = receiver.received.length;
    await tick();
    expect(ours(before)).toEqual([]);
    const started = clock.now;
    try {
      clock.now = started + CLAIM_LEASE_MS + MINUTE;
      await Promise.all([tick(), tick()]);
      expect(ours(before).sort()).toEqual([...ids].sort());
    } finally {
      clock.now = started;
    }
  });

  it("shows each day's status per location: sent, not sent, day not over, not configured", async () => {
    const reply = await days('2026-11-18', '2026-11-24', 'all');
    expect(reply.active).toBe(true);
    const names = reply.locations.map((l) => l.name);
    // Every kind of location but the warehouse sells: the roastery too (its day is empty in the demo).
    expect(names).toHaveLength(5);
    expect(names.some((n) => /warehouse/i.test(n))).toBe(false);
    expect(names.some((n) => /roastery/i.test(n))).toBe(true);
    // Each location's times show on its own clock.
    const dubai = reply.locations.find((l) => l.id === fx().dubai);
    expect(dubai?.time_zone).toBe('Asia/Dubai');
    expect(reply.days[0]!.date).toBe('2026-11-24');
    const status = (date: string, location: string) =>
      reply.days.find((d) => d.date === date && d.location_id === location)!.kinds.items.status;
    expect(status('2026-11-20', fx().dubai)).toBe('sent');
    expect(status('2026-11-18', fx().dubai)).toBe('not_sent');
    expect(status('2026-11-24', fx().dubai)).toBe('open');
    expect(status('2026-11-20', fx().abuDhabi)).toBe('not_configured');
  });

  it('downloads the four summaries of a day as an .xlsx named after the day and the location', async () => {
    const reply = await admin('GET', `/daily-sync/export?date=${day}&loc=${fx().dubai}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/spreadsheetml/);
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="daily-sync-${day}-backhouse-grill-dubai-marina.xlsx"`,
    );
    const book = XLSX.read(reply.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Sales', 'Items', 'Inventory account', 'Payment account']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Sales!, { header: 1 });
    const metrics = (
      await admin(
        'GET',
        `/reports-v2/sales/summary-metrics?from=${day}&to=${day}&loc=${fx().dubai}`,
      )
    ).json();
    expect(rows.find((r) => r[0] === 'Net sales')?.[1]).toBe(metrics.net_sales);

    const arabic = await admin('GET', `/daily-sync/export?date=${day}&loc=${fx().dubai}&lang=ar`);
    expect(XLSX.read(arabic.rawPayload, { type: 'buffer' }).SheetNames[0]).not.toBe('Sales');
  });

  it('refuses runs and reads it cannot do, and bad queries, without a 500', async () => {
    const run = (body: unknown) => admin('POST', '/daily-sync/run', body);
    expect((await run({ from: day, to: day, loc: fx().abuDhabi })).statusCode).toBe(422);
    expect((await run({ from: '2026-01-01', to: '2026-12-31', loc: 'all' })).statusCode).toBe(400);
    expect(errorOf(await run({ from: day, to: '2026-11-01' })).fields).toHaveProperty('to');
    for (const garbage of [
      null,
      {},
      { from: 'yesterday', to: day },
      { from: day, to: day, loc: 7 },
    ]) {
      expect((await run(garbage)).statusCode, JSON.stringify(garbage)).toBe(400);
    }
    for (const path of [
      '/daily-sync/days?from=2026-11-20',
      '/daily-sync/days?from=2026-13-01&to=2026-13-02',
      `/daily-sync/export?date=${day}&loc=all`,
      `/daily-sync/export?date=20-11-2026&loc=${fx().dubai}`,
      `/daily-sync/export?date=${day}&loc=${fx().dubai}&lang=xx`,
    ]) {
      expect((await admin('GET', path)).statusCode, path).toBe(400);
    }
    expect((await admin('GET', `/daily-sync/export?date=${day}&loc=${fx().card}`)).statusCode).toBe(
      404,
    );
  });

  it('runs by itself on a timer in the server process, and stops cleanly', async () => {
    await requeueDeliveries(server.database.db, customerId, fx().dubai, ['2026-10-01'], now());
    const before = receiver.received.length;
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const scheduler = startDailySyncScheduler(server.database, {
      now,
      privateAddresses: true,
      log: silent,
      intervalMs: 20,
    });
    await expect.poll(() => receiver.received.length - before).toBe(4);
    await scheduler.stop();
  });

  it('sends nothing while switched off, and cannot be re-run then', async () => {
    expect(
      (await putConfig({ webhook_url: receiver.url, enabled: false, location_ids: null }))
        .statusCode,
    ).toBe(200);
    await requeueDeliveries(server.database.db, customerId, fx().dubai, ['2026-10-02'], now());
    expect(await tick()).toEqual({ sent: 0, failed: 0 });
    const run = await admin('POST', '/daily-sync/run', { from: day, to: day, loc: fx().dubai });
    expect(run.statusCode).toBe(422);
    const reply = await days('2026-10-02', '2026-10-03', fx().dubai);
    expect(reply.active).toBe(false);
    expect(reply.days.map((d) => d.kinds.sales.status)).toEqual(['not_configured', 'pending']);
  });
});
