import type { InvoiceBody } from '@contract/sales';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { buildApp } from '../../app';
import { salesFixture } from '../../sales/testing';
import { demoServer, testConfig } from '../../testing/harness';
import { reportEmails, ROUND_DONE } from './service';
import { addReportUser, startTestSmtp, type ReceivedEmail, type TestSmtp } from './testing';

/**
 * Report emails end to end: a real app on a real database sends through a real SMTP server on
 * loopback, on a clock the tests move. The demo server itself has no email set up; each "server
 * start" is a new app on its database with SMTP configured, as a restart would be.
 */

const MINUTE = 60_000;
/** An instant as Dubai's clock shows it. */
const dubaiTime = (wall: string) => Date.parse(`${wall}:00+04:00`);
const clock = { now: dubaiTime('2026-11-22T07:05') };

const demo = demoServer();
const { admin, server } = demo;
const fx = salesFixture(admin);

let smtp: TestSmtp;
let running: FastifyInstance | null = null;
const people = { manager: '', arabic: '', noReports: '' };
const emails = {
  manager: 'manager@backhouse.test',
  arabic: 'arabic@backhouse.test',
  noReports: 'no-reports@backhouse.test',
};

/** A server process with email set up: an app on the demo's database, its first round done. */
async function mailApp(): Promise<FastifyInstance> {
  const app = await buildApp({
    database: server.database,
    config: testConfig({
      mail: { smtpUrl: smtp.url, from: 'Backhouse <reports@backhouse.test>' },
      // The timer never fires in a test: rounds are the start's and the ones a test asks for.
      reportEmails: { now: () => clock.now, intervalMs: 24 * 60 * MINUTE },
    }),
  });
  await app.ready();
  await app.reportEmails.idle();
  return app;
}

/** A server (re)start: the running app closed, a new one on the same database. */
async function startServer(): Promise<FastifyInstance> {
  await running?.close();
  running = await mailApp();
  return running;
}
const tick = () => running!.reportEmails.tick();

const rowsOf = (userId: string) =>
  server.database.db
    .selectFrom('report_emails')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('period_from')
    .execute();

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const line = (overrides: Partial<InvoiceBody['lines'][number]> = {}) => ({
  ...fx().invoice().lines[0]!,
  ...overrides,
});

beforeAll(async () => {
  smtp = await startTestSmtp();
  const me = (await admin('GET', '/user-find/current')).json();
  const customerId = me.customer_id as string;
  // Arabic is the language of the Abu Dhabi cafe.
  const arabic = await admin('POST', `/config?loc=${fx().abuDhabi}`, {
    name: 'language',
    value: 'ar',
  });
  expect(arabic.statusCode, arabic.body).toBe(200);
  people.manager = await addReportUser(server.database, {
    customerId,
    email: emails.manager,
    locationId: fx().dubai,
    reports: { daily: true },
  });
  people.arabic = await addReportUser(server.database, {
    customerId,
    email: emails.arabic,
    locationId: fx().abuDhabi,
    reports: { daily: true },
  });
  people.noReports = await addReportUser(server.database, {
    customerId,
    email: emails.noReports,
    locationId: fx().dubai,
    permissions: [],
    reports: { daily: true },
  });

  // Saturday 21 November at the Dubai grill, and one sale the day before to compare with.
  const day = (time: string) => `2026-11-21T${time}+04:00`;
  const saleA = fx().invoice({
    created_at: day('12:10:00'),
    lines: [
      // 2 x 10, less 4 discount; tax 0.80.
      line({ quantity: 2, discount: 4, tax: 0.8 }),
      // 50, tax 6.00.
      line({ product_id: fx().mixedProduct, name: 'Platter', unit_price: 50, tax: 6 }),
    ],
    payments: [{ payment_method_id: fx().card, amount: 72.8, tip: 0 }],
  });
  const invoices = [
    saleA,
    fx().invoice({ created_at: day('18:00:00') }),
    // One burger of A back: 10 less its share of the discount, 2; tax 0.40.
    fx().invoice({
      created_at: day('19:00:00'),
      refund_of: saleA.id,
      lines: [line({ discount: 2, tax: 0.4 })],
      payments: [{ payment_method_id: fx().card, amount: 8.4, tip: 0 }],
    }),
    fx().invoice({ created_at: '2026-11-20T13:00:00+04:00' }),
  ];
  for (const invoice of invoices) {
    const reply = await admin('POST', '/invoices', invoice);
    expect(reply.statusCode, reply.body).toBe(201);
  }
});
afterAll(async () => {
  await running?.close();
  await smtp.close();
});

/** The subject of a message, and the day of the report it names. */
const subjects = (messages: ReceivedEmail[]) => messages.map((m) => m.subject);

describe('the daily report', () => {
  it("goes out once the location's clock passes 07:00, with the day's figures", async () => {
    await startServer();
    const [email, ...more] = smtp.to(emails.manager);
    expect(more).toEqual([]);
    expect(email!.subject).toBe('Daily sales report: Backhouse Grill Dubai Marina Nov 21, 2026');
    expect(email!.from).toBe('reports@backhouse.test');
    // Gross 80, discounts 4, refunds 8: net 68 over two sales (34 each), tax 6.90; the day before
    // one sale of 10 (tax 0.50), no discount, no refund.
    expect(plain(email!.text).split(/\r?\n/)).toEqual(
      expect.arrayContaining([
        '- Net sales: AED 68.00 (AED 10.00, +580%)',
        '- Transactions: 2 (1, +100%)',
        '- Average order: AED 34.00 (AED 10.00, +240%)',
        '- Tax: AED 6.90 (AED 0.50, +1,280%)',
        '- Refunds: AED 8.00 (AED 0.00, —)',
        '- Discounts: AED 4.00 (AED 0.00, —)',
        'Compared with Nov 20, 2026',
        '1. Test hotel platter: 1 · AED 50.00',
        '2. Test burger: 2 · AED 18.00',
      ]),
    );
    expect(email!.html).toContain('<html lang="en" dir="ltr">');
    expect(plain(email!.html)).toContain('AED 68.00');

    const [row] = await rowsOf(people.manager);
    expect(row).toMatchObject({
      kind: 'daily',
      period_from: '2026-11-21',
      period_to: '2026-11-21',
      status: 'sent',
      attempts: 1,
      recipient: emails.manager,
      location_id: fx().dubai,
    });
    expect(row!.message_id).toBe(email!.headers['message-id']);
  });

  it('carries the sales summary per day as a workbook that opens', () => {
    const [email] = smtp.to(emails.manager);
    const [attachment, ...more] = email!.attachments;
    expect(more).toEqual([]);
    expect(attachment!.filename).toBe('sales-summary-2026-11-21.xlsx');
    const book = XLSX.read(attachment!.content);
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    const shown = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false });
    expect(book.SheetNames).toEqual(['Sales summary']);
    expect(rows[1]).toEqual(['Location', 'Backhouse Grill Dubai Marina']);
    const header = rows.findIndex((r) => r[0] === 'Date');
    expect(rows[header]).toEqual([
      'Date',
      'Gross sales',
      'Discounts',
      'Complimentary',
      'Refunds',
      'Net sales',
      'Tax',
      'Total sales',
      'Transactions',
      'Average order',
    ]);
    const [date, ...figures] = rows[header + 1]!;
    // A date cell: a day number shown as a date.
    expect(typeof date).toBe('number');
    expect(shown[header + 1]![0]).toBe('2026-11-21');
    expect(shown[header + 1]![5]).toBe('68.00');
    expect(figures).toEqual([80, 4, 0, 8, 68, 6.9, 74.9, 2, 34]);
    expect(rows[header + 2]).toEqual(['Grand total', 80, 4, 0, 8, 68, 6.9, 74.9, 2, 34]);
  });

  it('is written in the location’s language: Arabic, right to left', () => {
    const [email] = smtp.to(emails.arabic);
    expect(email!.subject).toMatch(/^تقرير المبيعات اليومي: Bean & Leaf Corniche /);
    expect(email!.html).toContain('<html lang="ar" dir="rtl">');
    expect(email!.html).toContain('المجاميع');
    expect(email!.attachments[0]!.filename).toBe('sales-summary-2026-11-21.xlsx');
  });

  it('goes to nobody who may not read reports', () => {
    expect(smtp.to(emails.noReports)).toEqual([]);
  });
});

describe('each report', () => {
  it('is sent once: more rounds and a restart on the same database send nothing again', async () => {
    expect(await tick()).toEqual({ sent: 0, failed: 0 });
    expect(await tick()).toEqual({ sent: 0, failed: 0 });
    clock.now += 5 * MINUTE;
    await startServer();
    expect(subjects(smtp.to(emails.manager))).toHaveLength(1);
    expect(await rowsOf(people.manager)).toHaveLength(1);
  });

  it('missed while the server was down is sent when it starts', async () => {
    await running!.close();
    running = null;
    // Down from Sunday morning to Tuesday 09:00: the 22nd's report (due Monday 07:00) was missed.
    clock.now = dubaiTime('2026-11-24T09:00');
    await startServer();
    expect(subjects(smtp.to(emails.manager))).toEqual([
      'Daily sales report: Backhouse Grill Dubai Marina Nov 21, 2026',
      'Daily sales report: Backhouse Grill Dubai Marina Nov 22, 2026',
      'Daily sales report: Backhouse Grill Dubai Marina Nov 23, 2026',
    ]);
  });
});

describe('a send the SMTP server refuses', () => {
  it('is recorded as failed and tried again later', async () => {
    clock.now = dubaiTime('2026-11-25T07:01');
    // Three users get a report now (the manager, the Arabic user, the demo administrator).
    smtp.refuseNext(3, 451, 'Mailbox busy, try later');
    expect(await tick()).toEqual({ sent: 0, failed: 3 });
    const failed = (await rowsOf(people.manager)).at(-1)!;
    expect(failed).toMatchObject({
      period_from: '2026-11-24',
      status: 'failed',
      attempts: 1,
      message_id: null,
      next_attempt_at: new Date(clock.now + 5 * MINUTE).toISOString(),
    });
    expect(failed.error).toContain('451');
    expect(failed.error).toContain('Mailbox busy');

    clock.now += MINUTE;
    expect(await tick()).toEqual({ sent: 0, failed: 0 });
    clock.now += 4 * MINUTE;
    expect(await tick()).toEqual({ sent: 3, failed: 0 });
    expect((await rowsOf(people.manager)).at(-1)).toMatchObject({
      period_from: '2026-11-24',
      status: 'sent',
      attempts: 2,
      error: null,
      next_attempt_at: null,
    });
    expect(subjects(smtp.to(emails.manager)).at(-1)).toBe(
      'Daily sales report: Backhouse Grill Dubai Marina Nov 24, 2026',
    );
  });

  it('is tried three more times at most', async () => {
    clock.now = dubaiTime('2026-11-26T07:01');
    const before = smtp.to(emails.manager).length;
    // The first attempt and three retries (5, 30 and 120 minutes later) of three reports.
    smtp.refuseNext(12, 550, 'Relay denied');
    expect(await tick()).toEqual({ sent: 0, failed: 3 });
    for (const wait of [5, 30, 120]) {
      clock.now += wait * MINUTE;
      expect(await tick()).toEqual({ sent: 0, failed: 3 });
    }
    clock.now += 24 * 60 * MINUTE;
    const last = (await rowsOf(people.manager)).find((r) => r.period_from === '2026-11-25');
    expect(last).toMatchObject({ status: 'failed', attempts: 4, next_attempt_at: null });
    await tick();
    expect((await rowsOf(people.manager)).find((r) => r.period_from === '2026-11-25')).toEqual(
      last,
    );
    // The next morning's report went out as usual.
    expect(
      smtp
        .to(emails.manager)
        .slice(before)
        .map((m) => m.subject),
    ).toEqual(['Daily sales report: Backhouse Grill Dubai Marina Nov 26, 2026']);
  });
});

describe('two servers on one database', () => {
  it('send each report once when they look at the same moment', async () => {
    const other = await mailApp();
    try {
      clock.now = dubaiTime('2026-11-28T07:05');
      const before = smtp.to(emails.manager).length;
      const [one, two] = await Promise.all([tick(), other.reportEmails.tick()]);
      // The manager, the Arabic user and the demo administrator: three reports between the two.
      expect(one.sent + two.sent).toBe(3);
      expect(subjects(smtp.to(emails.manager).slice(before))).toEqual([
        'Daily sales report: Backhouse Grill Dubai Marina Nov 27, 2026',
      ]);
    } finally {
      await other.close();
    }
  });
});

describe('a send the server stopped in the middle of', () => {
  /** A claim with no outcome: the process died between claiming and recording. */
  const leftClaimed = async (day: string, claimedAt: string, handedAt: string | null) => {
    const [sent] = await rowsOf(people.manager);
    await server.database.db
      .insertInto('report_emails')
      .values({
        ...sent!,
        id: `0193f6a2-5c10-7c3e-9a51-00000000${day.replaceAll('-', '').slice(4)}`,
        period_from: day,
        period_to: day,
        status: 'claimed',
        attempts: 1,
        message_id: null,
        claimed_at: new Date(dubaiTime(claimedAt)).toISOString(),
        handed_at: handedAt && new Date(dubaiTime(handedAt)).toISOString(),
        sent_at: null,
      })
      .execute();
  };

  it('is not sent again by itself once it was handed to the SMTP server', async () => {
    await leftClaimed('2026-11-28', '2026-11-29T07:00', '2026-11-29T07:00');
    clock.now = dubaiTime('2026-11-29T07:30');
    const before = smtp.to(emails.manager).length;
    await tick();
    expect(smtp.to(emails.manager).length).toBe(before);
    expect((await rowsOf(people.manager)).at(-1)).toMatchObject({
      period_from: '2026-11-28',
      status: 'claimed',
    });
  });

  it('is sent once by a later round, of any server, when it stopped before handing it over', async () => {
    // An old day, so that only the left claim is due in these rounds.
    await leftClaimed('2026-11-10', '2026-11-29T07:40', null);
    const before = smtp.to(emails.manager).length;
    // Still within its claim: the process may be preparing it.
    clock.now = dubaiTime('2026-11-29T07:45');
    await tick();
    expect(smtp.to(emails.manager).length).toBe(before);
    // The claim has gone stale: another server takes it over, once.
    clock.now = dubaiTime('2026-11-29T07:55');
    const other = await mailApp();
    try {
      await Promise.all([tick(), other.reportEmails.tick()]);
    } finally {
      await other.close();
    }
    expect(subjects(smtp.to(emails.manager).slice(before))).toEqual([
      'Daily sales report: Backhouse Grill Dubai Marina Nov 10, 2026',
    ]);
    expect(
      (await rowsOf(people.manager)).find((r) => r.period_from === '2026-11-10'),
    ).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });
});

describe('the scheduler', () => {
  it('ends every round with one line in the log: at info when it sent, else at debug', async () => {
    const lines: Array<{ level: string; fields: object; message: string }> = [];
    const at =
      (level: string) =>
      (fields: object, message: string): void => {
        lines.push({ level, fields, message });
      };
    const log = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
    const scheduler = reportEmails(
      server.database,
      {
        mail: { smtpUrl: smtp.url, from: 'reports@backhouse.test' },
        reportEmails: { now: () => clock.now, intervalMs: 24 * 60 * MINUTE },
      },
      log,
    );
    try {
      clock.now = dubaiTime('2026-11-30T07:05');
      const first = await scheduler.tick();
      const second = await scheduler.tick();
      expect(first.sent).toBeGreaterThan(0);
      expect(lines.filter((l) => l.message === ROUND_DONE)).toEqual([
        { level: 'info', fields: { ...first, ms: expect.any(Number) }, message: ROUND_DONE },
        {
          level: 'debug',
          fields: { sent: 0, failed: 0, ms: expect.any(Number) },
          message: ROUND_DONE,
        },
      ]);
      expect(second).toEqual({ sent: 0, failed: 0 });
    } finally {
      await scheduler.stop();
    }
  });
});
