import fs from 'node:fs';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import * as XLSX from 'xlsx';
import type { InvoiceBody } from '../../contract/sales';
import { PERSIST_KEY, persistedSignIn } from '../../src/data/session';
import { ServerApi } from './support/api';
import { expect, test } from './support/fixtures';
import { repoRoot } from './support/server';

/**
 * A daily report by email, as it happens for real: a business signs up, sells, and its owner
 * switches the daily report on; when the location's clock passes its `email_time`, the server
 * (with SMTP set up, pointed at the worker's SMTP server on loopback) sends yesterday's report,
 * once, whatever restarts and rounds follow, and the reporting home's Emails tab shows the send.
 */

const DAY_MS = 86_400_000;

/** The words of report emails in Arabic, as the translators wrote them. */
const arabic = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'locales/ar/reportEmail.json'), 'utf8'),
) as { subject: { daily: string }; figures: { net_sales: string } };
/** The totals row's word, one for screens, files and emails (`reporting:table.total`). */
const arabicTotal = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'locales/ar/reporting.json'), 'utf8')) as {
    table: { total: string };
  }
).table.total;

/** A zone's wall clock at an instant: its date and its time of day to the minute. */
function wallClock(zone: string, at: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    hour: Number(parts.hour),
  };
}

/**
 * A zone whose clock is far from midnight now, so "yesterday" is the same day for the journey and
 * for the server's round a few seconds later (Dubai, else New York: one of them always is).
 */
const zoneAwayFromMidnight = (now: number) =>
  ['Asia/Dubai', 'America/New_York'].find((zone) => {
    const { hour } = wallClock(zone, now);
    return hour >= 2 && hour <= 21;
  })!;

test.describe('report emails', () => {
  // The browser signs in as the business the journey registers.
  test.use({ signedInAs: null });
  // Two server starts (tsx compiling the server each time) on top of a journey: some 10 s on a
  // quiet machine, several times that on a busy one.
  test.slow();

  test("a daily report reaches the SMTP server once, in the location's language, and the Emails tab shows it", async ({
    page,
    context,
    server,
    mailbox,
    tag,
  }) => {
    const now = Date.now();
    const zone = zoneAwayFromMidnight(now);
    const owner = { email: `${tag}@owner.test`, password: 'report-pass-12' };
    const locationName = `${tag} Corniche`;
    const registered = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        business_name: `${tag} Kitchen`,
        location_name: locationName,
        time_zone: zone,
        currency: 'AED',
        username: `${tag}-owner`,
        ...owner,
      }),
    });
    expect(registered.status).toBe(201);
    const api = await ServerApi.signIn(server.url, owner);
    const location = api.user.location_id!;
    const made = async (resource: string, body: Record<string, unknown>) => {
      const reply = await api.call<{ id: string }>('POST', resource, body);
      expect(reply.status, `${resource}: ${JSON.stringify(reply.body)}`).toBe(201);
      return reply.body.id;
    };
    const setting = async (name: string, value: string) => {
      const reply = await api.call('POST', `/config?loc=${location}`, { name, value });
      expect(reply.status, `${name}: ${JSON.stringify(reply.body)}`).toBe(200);
    };

    // Yesterday on the location's clock: two burgers of 40, 5 off, 3.75 tax. Net sales 75.
    const cash = await made('/payment-methods', { name: 'Cash', kind: 'cash' });
    const burger = await made('/products', { name: `${tag} Burger`, price: 40 });
    const sale: InvoiceBody = {
      id: uuidv7(),
      location_id: location,
      number: `${tag}-1`,
      created_at: new Date(now - DAY_MS).toISOString(),
      status: 'completed',
      lines: [
        {
          product_id: burger,
          name: `${tag} Burger`,
          quantity: 2,
          unit_price: 40,
          discount: 5,
          tax: 3.75,
          is_complimentary: false,
          modifiers: [],
        },
      ],
      payments: [{ payment_method_id: cash, amount: 78.75, tip: 0 }],
    };
    const sold = await api.call('POST', '/invoices', sale);
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const yesterday = wallClock(zone, now - DAY_MS).date;

    // The location writes Arabic and sends its reports from this minute on its own clock; the
    // owner switches the daily report on for themselves.
    await setting('language', 'ar');
    await setting('email_time', wallClock(zone, now).time);
    const subscribed = await api.call('PUT', '/report-emails/subscription', { daily: true });
    expect(subscribed.body).toMatchObject({ email: owner.email, daily: true });

    // The server starts with email set up, and its first round finds the report due.
    await server.restart();
    await expect.poll(() => mailbox.to(owner.email).length, { timeout: 60_000 }).toBe(1);
    const [email] = mailbox.to(owner.email);
    expect(email!.subject.startsWith(arabic.subject.daily.split('{{')[0]!)).toBe(true);
    expect(email!.subject).toContain(locationName);
    expect(email!.html).toContain('dir="rtl"');
    expect(email!.attachments.map((a) => a.filename)).toEqual([`sales-summary-${yesterday}.xlsx`]);
    const book = XLSX.read(email!.attachments[0]!.content, { type: 'buffer' });
    const cells = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
    });
    const header = cells.find((row) => row.includes(arabic.figures.net_sales))!;
    const totals = cells.find((row) => row[0] === arabicTotal)!;
    expect(totals[header.indexOf(arabic.figures.net_sales)]).toBe(75);

    // A restart and the round it runs (the server says in its log when a round is over) send
    // nothing again.
    await server.restart();
    await expect.poll(() => mailbox.rounds.count, { timeout: 60_000 }).toBeGreaterThan(0);
    expect(mailbox.to(owner.email)).toHaveLength(1);

    // The owner's reporting home lists the send.
    const session = persistedSignIn(api.token, api.profile);
    await context.addInitScript(
      ([key, value]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      },
      [PERSIST_KEY, session] as const,
    );
    await page.goto('/dashboard/reporting');
    await page.getByTestId('home-tab-emails').click();
    const rows = page.getByTestId('email-row');
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId('emails-not-configured')).toHaveCount(0);
    const period = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: '2-digit',
      timeZone: 'UTC',
    }).format(Date.parse(`${yesterday}T00:00:00Z`));
    await expect(rows.first()).toContainText('Daily');
    await expect(rows.first()).toContainText(period);
    await expect(rows.first()).toContainText(owner.email);
    await expect(rows.first().getByTestId('email-state')).toHaveText('Sent');
  });
});
