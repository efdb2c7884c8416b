import { reportEmailsReply, type ReportEmailsReply } from '@contract/reportEmails';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppConfig } from '../../config';
import {
  caller,
  demoServer,
  errorOf,
  signIn,
  testConfig,
  type Caller,
} from '../../testing/harness';
import { TESTS_PER_WINDOW } from './routes';
import { addReportUser, startTestSmtp, type TestSmtp } from './testing';

/** The calls of the reporting home's "Emails" tab: the list of sends, and a test send. */

const MINUTE = 60_000;
const clock = { now: Date.parse('2026-11-22T07:05:00+04:00') };

// The SMTP server must listen before the app is built: the options are read in beforeAll.
const options = { config: {} as Partial<AppConfig> };
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  options.config.mail = { smtpUrl: smtp.url, from: 'reports@backhouse.test' };
  options.config.reportEmails = { now: () => clock.now, intervalMs: 24 * 60 * MINUTE };
});
afterAll(() => smtp.close());

const demo = demoServer(options);
const { admin, staff, server } = demo;

let customerId = '';
let dubai = '';
let adminId = '';
const manager = { email: 'list-manager@backhouse.test', id: '' };
let asManager: Caller;

beforeAll(async () => {
  const me = (await admin('GET', '/user-find/current')).json();
  customerId = me.customer_id;
  adminId = me.id;
  dubai = me.location_id;
  manager.id = await addReportUser(server.database, {
    customerId,
    email: manager.email,
    locationId: dubai,
    reports: { weekly: true },
  });
  asManager = caller(
    server.app,
    await signIn(server.app, { ...manager, password: 'report-pass-1' }),
  );
  // The round the app ran on start is over: the demo administrator's daily report went out.
  await server.app.reportEmails.idle();
});

const list = async (call: Caller, query = '') => {
  const reply = await call('GET', `/report-emails${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reportEmailsReply.parse(reply.json()) as ReportEmailsReply;
};

describe('GET /report-emails', () => {
  it('lists the sends, newest first, with where each stands', async () => {
    const reply = await list(admin);
    expect(reply.configured).toBe(true);
    expect(reply.items).toEqual([
      expect.objectContaining({
        user_id: adminId,
        username: 'admin',
        kind: 'daily',
        period_from: '2026-11-21',
        period_to: '2026-11-21',
        location_id: dubai,
        status: 'sent',
        state: 'sent',
        attempts: 1,
        error: null,
        next_attempt_at: null,
      }),
    ]);
    expect(reply.items[0]!.message_id).toBe(smtp.received[0]!.headers['message-id']);
    expect(reply).toMatchObject({ total: 1, page: 1, limit: 50 });
    expect(reply.subscription).toEqual({
      email: 'admin@backhouse.demo',
      location_id: dubai,
      email_time: '07:00',
      daily: true,
      weekly: false,
      monthly: false,
    });
  });

  it("shows others only their own sends, and the administrator everyone's", async () => {
    const own = await list(asManager);
    expect(own.items).toEqual([]);
    expect(own.subscription).toMatchObject({ email: manager.email, daily: false, weekly: true });
    // Asking for another user's changes nothing for them.
    expect((await list(asManager, `?user_id=${adminId}`)).items).toEqual([]);
    expect((await list(admin, `?user_id=${manager.id}`)).total).toBe(0);
  });

  it('says a claim long without an outcome is not confirmed', async () => {
    const claimedAt = (ms: number) => new Date(ms).toISOString();
    const base = {
      customer_id: customerId,
      user_id: manager.id,
      location_id: dubai,
      kind: 'weekly',
      period_to: '2026-11-15',
      recipient: manager.email,
      status: 'claimed',
      attempts: 1,
      next_attempt_at: null,
      message_id: null,
      error: null,
      sent_at: null,
    };
    await server.database.db
      .insertInto('report_emails')
      .values([
        {
          ...base,
          id: '0193f6a2-5c10-7c3e-9a51-000000000f01',
          period_from: '2026-11-09',
          claimed_at: claimedAt(clock.now - 30 * MINUTE),
        },
        {
          ...base,
          id: '0193f6a2-5c10-7c3e-9a51-000000000f02',
          period_from: '2026-11-02',
          claimed_at: claimedAt(clock.now - MINUTE),
        },
      ])
      .execute();
    const reply = await list(asManager);
    expect(reply.items.map((i) => [i.period_from, i.state])).toEqual([
      ['2026-11-02', 'sending'],
      ['2026-11-09', 'not_confirmed'],
    ]);
  });

  it('pages, filters by kind, and answers garbage with a 400', async () => {
    const first = await list(asManager, '?limit=1');
    const second = await list(asManager, '?limit=1&page=2');
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([...first.items, ...second.items].map((i) => i.period_from)).toEqual([
      '2026-11-02',
      '2026-11-09',
    ]);
    expect((await list(admin, '?kind=weekly')).items.every((i) => i.kind === 'weekly')).toBe(true);
    for (const query of [
      'limit=0',
      'limit=201',
      'page=0',
      'page=abc',
      'kind=hourly',
      'user_id=1',
    ]) {
      const reply = await admin('GET', `/report-emails?${query}`);
      expect(reply.statusCode, query).toBe(400);
    }
  });

  it('needs reporting.read', async () => {
    const email = 'no-reports@backhouse.test';
    await addReportUser(server.database, {
      customerId,
      email,
      locationId: dubai,
      permissions: [],
      reports: { daily: true },
    });
    const outsider = caller(
      server.app,
      await signIn(server.app, { email, password: 'report-pass-1' }),
    );
    const refused = await outsider('GET', '/report-emails');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).permission).toBe('reporting.read');
    expect((await outsider('POST', '/report-emails/send-test')).statusCode).toBe(403);
    // Store staff read reports: they see their own sends, none so far.
    expect((await list(staff)).items).toEqual([]);
  });
});

describe('POST /report-emails/send-test', () => {
  it("sends yesterday's daily report to the caller now, and again when asked again", async () => {
    const before = smtp.received.length;
    const reply = await asManager('POST', '/report-emails/send-test');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      kind: 'test',
      user_id: manager.id,
      recipient: manager.email,
      period_from: '2026-11-21',
      status: 'sent',
      state: 'sent',
    });
    const [email] = smtp.received.slice(before);
    expect(email!.to).toEqual([manager.email]);
    expect(email!.subject).toBe(
      'Test: Daily sales report: Backhouse Grill Dubai Marina Nov 21, 2026',
    );
    expect(email!.attachments.map((a) => a.filename)).toEqual(['sales-summary-2026-11-21.xlsx']);

    const again = await asManager('POST', '/report-emails/send-test');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: reply.json().id, state: 'sent', attempts: 1 });
    expect(smtp.to(manager.email)).toHaveLength(2);
    // One row per user and day, showing the latest test.
    expect((await list(asManager, '?kind=test')).items).toHaveLength(1);
  });

  it('records a refusal of the SMTP server, and is not retried by itself', async () => {
    smtp.refuseNext(1, 550, 'No such user here');
    const reply = await asManager('POST', '/report-emails/send-test');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 'failed',
      state: 'failed',
      next_attempt_at: null,
    });
    expect(reply.json().error).toContain('550 No such user here');
  });

  it('is limited to a few a quarter of an hour per user', async () => {
    const sent = [];
    for (let i = 0; i < TESTS_PER_WINDOW; i++) {
      sent.push((await staff('POST', '/report-emails/send-test')).statusCode);
    }
    expect(sent.every((status) => status === 200)).toBe(true);
    const refused = await staff('POST', '/report-emails/send-test');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    // Another user's allowance is their own.
    expect((await asManager('POST', '/report-emails/send-test')).statusCode).toBe(200);
  });

  it('is refused where email is not set up, and the list says so', async () => {
    const bare = await buildApp({ database: server.database, config: testConfig() });
    await bare.ready();
    try {
      const token = await signIn(bare, { email: manager.email, password: 'report-pass-1' });
      const call = caller(bare, token);
      expect((await list(call)).configured).toBe(false);
      const refused = await call('POST', '/report-emails/send-test');
      expect(refused.statusCode).toBe(422);
      expect(errorOf(refused).code).toBe('UNPROCESSABLE');
    } finally {
      await bare.close();
    }
  });
});

describe('PUT /report-emails/subscription', () => {
  const reader = { email: 'subscriber@backhouse.test', id: '' };
  let asReader: Caller;
  beforeAll(async () => {
    reader.id = await addReportUser(server.database, {
      customerId,
      email: reader.email,
      locationId: dubai,
      reports: {},
    });
    asReader = caller(
      server.app,
      await signIn(server.app, { email: reader.email, password: 'report-pass-1' }),
    );
  });

  it('switches a report on for the caller, who gets it from the next round, once', async () => {
    const reply = await asReader('PUT', '/report-emails/subscription', { daily: true });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      email: reader.email,
      location_id: dubai,
      email_time: '07:00',
      daily: true,
      weekly: false,
      monthly: false,
    });
    expect((await list(asReader)).subscription).toMatchObject({ daily: true, weekly: false });
    const me = (await asReader('GET', '/user-find/current')).json();
    expect(me).toMatchObject({ is_daily_report: true, is_weekly_report: false });
    // The change is the user's own, and the audit log says so, with before and after.
    const logged = await server.database.db
      .selectFrom('audit_log')
      .select(['user_id', 'fields'])
      .where('collection', '=', 'users')
      .where('row_id', '=', reader.id)
      .execute();
    expect(logged.map((row) => [row.user_id, JSON.parse(row.fields)])).toEqual([
      [reader.id, [{ field: 'is_daily_report', before: false, after: true }]],
    ]);

    await server.app.reportEmails.tick();
    await server.app.reportEmails.tick();
    expect(smtp.to(reader.email).map((m) => m.subject)).toEqual([
      'Daily sales report: Backhouse Grill Dubai Marina Nov 21, 2026',
    ]);
  });

  it('leaves the reports it is not given as they are, and switches one off', async () => {
    await asReader('PUT', '/report-emails/subscription', { monthly: true });
    const reply = await asReader('PUT', '/report-emails/subscription', { daily: false });
    expect(reply.json()).toMatchObject({ daily: false, weekly: false, monthly: true });
    expect((await list(asReader)).subscription).toMatchObject({ daily: false, monthly: true });
  });

  it('changes only the caller, needs reporting.read, and refuses anything but the three flags', async () => {
    const before = (await list(admin)).subscription;
    await asReader('PUT', '/report-emails/subscription', { weekly: true });
    expect((await list(admin)).subscription).toEqual(before);
    for (const body of [{ daily: 'yes' }, { hourly: true }, { daily: null }, []]) {
      const refused = await asReader('PUT', '/report-emails/subscription', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const email = 'no-reports-either@backhouse.test';
    await addReportUser(server.database, {
      customerId,
      email,
      locationId: dubai,
      permissions: [],
      reports: {},
    });
    const outsider = caller(
      server.app,
      await signIn(server.app, { email, password: 'report-pass-1' }),
    );
    const refused = await outsider('PUT', '/report-emails/subscription', { daily: true });
    expect(refused.statusCode).toBe(403);
  });
});
