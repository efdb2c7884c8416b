import { randomUUID } from 'node:crypto';
import type { ServerApi } from './support/api';
import { ok } from './support/purchasing';
import { expect, test } from './support/fixtures';

/**
 * A till that falls silent (issue 26): a restaurant open round the clock that usually sells every
 * few minutes at this hour of this weekday (eight weeks of history) has sold nothing for 40
 * minutes. The manager's open Today shows it as a silent till; when the till sends a sale, the
 * item goes, without a reload (the live channel tells the device of the sale).
 *
 * The server judges on its own clock, so every instant here is taken from the one clock the
 * server and this test share, the way the tills' own sales would be: the history at this very
 * time of day on the eight same weekdays before, whatever hour and day the journey runs at. The
 * restaurant keeps UTC (no daylight saving change between the weeks) and is open all day.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A quarter of Today's own refresh (120 s): well above the channel's 2 s. */
const LIVE_WITHIN_MS = 30_000;

async function sell(api: ServerApi, location: string, product: string, cash: string, at: number[]) {
  const reply = await api.call<{ results: Array<{ status: number }> }>('POST', '/invoices/batch', {
    invoices: at.map((instant) => ({
      id: randomUUID(),
      location_id: location,
      number: `S-${randomUUID().slice(-10)}`,
      created_at: new Date(instant).toISOString(),
      status: 'completed',
      lines: [
        {
          product_id: product,
          name: 'Tea',
          quantity: 1,
          unit_price: 5,
          discount: 0,
          tax: 0,
          modifiers: [],
        },
      ],
      payments: [{ payment_method_id: cash, amount: 5 }],
    })),
  });
  expect(reply.status, JSON.stringify(reply.body).slice(0, 500)).toBe(200);
  expect(reply.body.results.map((r) => r.status)).toEqual(at.map(() => 201));
}

test('a till silent for longer than usual at this hour shows on Today, and goes when it sells', async ({
  app,
  adminApi,
  tag,
}) => {
  const name = `Night kiosk ${tag}`;
  const location = (
    await ok<{ id: string }>(adminApi, 'POST', '/locations', { name, kind: 'restaurant' })
  ).id;
  await ok(adminApi, 'POST', `/config?loc=${location}`, { name: 'time_zone', value: 'UTC' });
  const allDay = Array.from({ length: 7 }, (_, day_of_week) => ({
    day_of_week,
    ranges: [
      { from: '00:00', to: '12:00' },
      { from: '12:00', to: '00:00' },
    ],
  }));
  await ok(adminApi, 'POST', `/location-days-hours-config/bulk-upsert?loc=${location}`, {
    rows: allDay,
  });
  const product = (
    await ok<{ id: string }>(adminApi, 'POST', '/products', { name: `Tea ${tag}`, price: 5 })
  ).id;
  const methods = await ok<{ data: Array<{ id: string; name: string }> }>(
    adminApi,
    'GET',
    '/payment-methods?limit=1000',
  );
  const cash = methods.data.find((m) => m.name === 'Cash')!.id;

  // A sale every 3 minutes from an hour before to two hours after this time of day, on each of
  // the eight same weekdays before: 20 an hour, so a sale usually comes within 15 minutes (the
  // rule's floor), whichever hour this is and the next. The last sale today: 40 minutes ago.
  const now = Date.now();
  const history: number[] = [];
  for (let week = 1; week <= 8; week += 1) {
    for (let minute = -60; minute < 120; minute += 3)
      history.push(now - 7 * week * DAY + minute * MINUTE);
  }
  await sell(adminApi, location, product, cash, [...history, now - 40 * MINUTE]);

  const page = await app.open('/dashboard/today');
  const today = page.getByTestId('today');
  const silent = today.getByRole('link', { name: new RegExp(name) });
  await expect(silent).toBeVisible();
  await expect(silent).toContainText(/silent/i);

  // The till sends a sale: the item goes, on the open screen.
  await sell(adminApi, location, product, cash, [Date.now()]);
  await expect(silent).toHaveCount(0, { timeout: LIVE_WITHIN_MS });
});
