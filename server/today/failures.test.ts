import { addDays } from '@contract/businessDay';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, test } from 'vitest';
import { deliveryIdOf } from '../sales/dailySync/deliveries';
import { testServer, type Caller } from '../testing/harness';
import { itemFor, itemsOf, testClock, todayBusiness, todayOf, type TodayBusiness } from './testing';

/**
 * What failed to go out. The API cannot make a delivery or an email fail (a receiver or a mail
 * server would have to refuse it), so these rows are written straight into their tables, as the
 * daily sync's and the report emails' own code writes them.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const R = Date.now();
const clock = testClock(R);
const server = testServer({ demo: false, config: { today: { now: clock.now } } });
const iso = (ms: number) => new Date(ms).toISOString();

let b: TodayBusiness;
beforeAll(async () => {
  b = await todayBusiness(server, 'failures');
});

describe('daily sync deliveries that failed', () => {
  let syncAdmin: Caller;
  let laSyncAdmin: Caller;
  let day: string;

  const delivery = (
    location: string,
    date: string,
    kind: string,
    status: string,
    failures = 0,
  ) => ({
    id: deliveryIdOf(b.customerId, location, date, kind as 'sales'),
    customer_id: b.customerId,
    location_id: location,
    business_date: date,
    kind,
    status,
    attempts: failures + (status === 'sent' ? 1 : 0),
    failures,
    next_attempt_at: status === 'failed' ? iso(R + 30 * MINUTE) : null,
    claimed_until: null,
    claim_token: null,
    last_attempt_at: iso(R - failures * MINUTE),
    last_failure_kind: status === 'failed' ? 'http_status' : null,
    last_status_code: status === 'failed' ? 500 : 200,
    last_error: status === 'failed' ? `HTTP 500 on ${kind}` : null,
    sent_at: status === 'sent' ? iso(R) : null,
    created_at: iso(R - DAY),
    updated_at: iso(R),
  });

  const switchSync = (enabled: boolean) =>
    server.database.db
      .updateTable('daily_sync_configs')
      .set({ enabled: enabled ? 1 : 0 })
      .where('customer_id', '=', b.customerId)
      .execute();

  beforeAll(async () => {
    syncAdmin = await b.user([b.dubai], ['sync.admin']);
    laSyncAdmin = await b.user([b.la], ['sync.admin']);
    day = addDays(b.dubaiClock.today(R), -1);
    await server.database.db
      .insertInto('daily_sync_configs')
      .values({
        customer_id: b.customerId,
        webhook_url: 'https://books.example.test/hook',
        secret: 'sealed-secret-as-stored',
        enabled: 1,
        location_ids: null,
        enabled_since: iso(R - 10 * DAY),
        version: 1,
        updated_by: null,
        created_at: iso(R - 10 * DAY),
        updated_at: iso(R - 10 * DAY),
      })
      .execute();
    await server.database.db
      .insertInto('daily_sync_deliveries')
      .values([
        delivery(b.dubai, day, 'sales', 'failed', 3),
        delivery(b.dubai, day, 'items', 'failed', 2),
        delivery(b.dubai, day, 'inventory_account', 'sent'),
        delivery(b.dubai, day, 'payment_account', 'pending'),
        delivery(b.la, day, 'sales', 'failed', 1),
        // The warehouse sells nothing: the sync does not cover it unless chosen.
        delivery(b.warehouse, day, 'sales', 'failed', 1),
      ])
      .execute();
  });

  test('one item per location and day, for sync administrators of that location', async () => {
    const reply = await todayOf(syncAdmin);
    expect(itemsOf(reply, 'daily_sync_failed')).toEqual([
      {
        kind: 'daily_sync_failed',
        id: `${b.dubai}/${day}`,
        location_id: b.dubai,
        label: day,
        since: iso(R - 2 * MINUTE),
        urgency: 'overdue',
        figures: { failures: 3, summaries: 2 },
        unit: null,
        detail: 'HTTP 500 on items',
      },
    ]);
    expect(itemsOf(await todayOf(laSyncAdmin), 'daily_sync_failed').map((i) => i.id)).toEqual([
      `${b.la}/${day}`,
    ]);
    expect((await todayOf(b.admin)).counts.daily_sync_failed).toBe(2);
    expect((await todayOf(await b.user([b.dubai], ['reporting.read']))).counts).toMatchObject({
      daily_sync_failed: 0,
    });
  });

  test('sent at last: gone; the sync switched off: nothing to settle', async () => {
    await server.database.db
      .updateTable('daily_sync_deliveries')
      .set({ status: 'sent', sent_at: iso(R) })
      .where('location_id', '=', b.la)
      .execute();
    expect(itemsOf(await todayOf(laSyncAdmin), 'daily_sync_failed')).toEqual([]);
    await switchSync(false);
    expect((await todayOf(b.admin)).counts.daily_sync_failed).toBe(0);
    await switchSync(true);
    expect((await todayOf(b.admin)).counts.daily_sync_failed).toBe(1);
  });
});

describe('report emails that bounced', () => {
  let reporter: Caller;
  let reporterId: string;
  let colleague: Caller;
  let colleagueId: string;
  let periods = 0;

  const email = (userId: string, status: 'failed' | 'sent', claimedAt: number, retry = false) => ({
    id: uuidv7(),
    customer_id: b.customerId,
    user_id: userId,
    location_id: b.dubai,
    kind: 'daily',
    // A period of its own: one send per user, kind and period.
    period_from: addDays('2026-01-01', (periods += 1)),
    period_to: addDays('2026-01-01', periods),
    recipient: `${userId.slice(-6)}@mail.example.test`,
    status,
    attempts: 1,
    next_attempt_at: retry ? iso(claimedAt + 30 * MINUTE) : null,
    message_id: status === 'sent' ? '<id@mail>' : null,
    error: status === 'failed' ? '550 5.1.1 mailbox unavailable' : null,
    claimed_at: iso(claimedAt),
    sent_at: status === 'sent' ? iso(claimedAt) : null,
  });
  const insert = (row: ReturnType<typeof email>) =>
    server.database.db.insertInto('report_emails').values(row).execute();

  beforeAll(async () => {
    reporter = await b.user([b.dubai], ['reporting.read']);
    colleague = await b.user([b.dubai], ['reporting.read']);
    const ids = async (who: Caller) =>
      ((await who('GET', '/user-find/current')).json() as { id: string }).id;
    reporterId = await ids(reporter);
    colleagueId = await ids(colleague);
  });

  test('to the user it was for and to administrators: retrying is due, given up overdue', async () => {
    const givenUp = email(reporterId, 'failed', R - 2 * DAY);
    const retrying = email(reporterId, 'failed', R - DAY, true);
    const theirs = email(colleagueId, 'failed', R - DAY);
    const old = email(reporterId, 'failed', R - 8 * DAY);
    for (const row of [givenUp, retrying, theirs, old]) await insert(row);
    const reply = await todayOf(reporter);
    expect(itemsOf(reply, 'report_email_bounced')).toEqual([
      {
        kind: 'report_email_bounced',
        id: givenUp.id,
        location_id: b.dubai,
        label: givenUp.recipient,
        since: givenUp.claimed_at,
        urgency: 'overdue',
        figures: {},
        unit: null,
        detail: '550 5.1.1 mailbox unavailable',
      },
      expect.objectContaining({ id: retrying.id, urgency: 'due' }),
    ]);
    expect(itemsOf(await todayOf(colleague), 'report_email_bounced').map((i) => i.id)).toEqual([
      theirs.id,
    ]);
    expect((await todayOf(b.admin)).counts.report_email_bounced).toBe(3);
    expect(itemFor(await todayOf(b.admin), 'report_email_bounced', old.id)).toBeUndefined();
  });

  test('a later email that went through settles the user’s earlier failures', async () => {
    await insert(email(reporterId, 'sent', R - 12 * 3_600_000));
    expect((await todayOf(reporter)).counts.report_email_bounced).toBe(0);
    expect((await todayOf(colleague)).counts.report_email_bounced).toBe(1);
    // A failure after it is news again.
    const after = email(reporterId, 'failed', R - 3_600_000);
    await insert(after);
    expect(itemsOf(await todayOf(reporter), 'report_email_bounced').map((i) => i.id)).toEqual([
      after.id,
    ]);
    clock.set(R);
  });
});
