import { createHmac } from 'node:crypto';
import { startReceiver } from '../../server/sales/dailySync/testing';
import { openApp } from './support/app';
import { expect, test } from './support/fixtures';

const secret = 'e2e-ledger-secret-0123456789';
const kinds = ['sales', 'items', 'inventory_account', 'payment_account'];

/** What the receiver's developer does with a delivery: recompute its signature with the secret. */
const signatureOf = (timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

test('the daily sync is set up on its screen, shows why a delivery failed, and delivers once the receiver is back', async ({
  page,
  context,
  adminApi,
}) => {
  // The accounting system: on loopback, down for maintenance at first.
  const receiver = await startReceiver();
  try {
    receiver.answerAlways(503, 'Ledger offline for maintenance');
    const dubai = (await adminApi.locations()).find(
      (l) => l.name === 'Backhouse Grill Dubai Marina',
    )!;

    await openApp(page, '/dashboard/sync/daily-sync');
    await page.getByTestId('daily-sync-url').fill(receiver.url);
    await page.getByTestId('daily-sync-secret').fill(secret);
    await page.getByRole('switch', { name: 'Send the daily summaries' }).check();
    await page.getByTestId('daily-sync-locations').click();
    await page.getByRole('option', { name: dubai.name }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('daily-sync-save').click();
    await expect(page.getByTestId('daily-sync-secret-state')).toHaveAttribute('data-set', 'true');

    // Dubai's latest day that is over: nothing sent for it yet (the sync was just switched on).
    const day = page
      .locator(`[data-testid="daily-sync-day"][data-location="${dubai.id}"][data-closed="true"]`)
      .first();
    const badge = (kind: string) =>
      day.locator(`[data-testid="daily-sync-badge"][data-kind="${kind}"]`);
    await expect(badge('sales')).toHaveAttribute('data-status', 'not_sent');
    const date = (await day.getAttribute('data-date'))!;

    // Sending it while the receiver is down: failed, and the badge says why.
    await day.getByTestId('daily-sync-day-actions').click();
    await page.getByTestId('daily-sync-send-day').click();
    for (const kind of kinds) await expect(badge(kind)).toHaveAttribute('data-status', 'failed');
    await badge('sales').hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('Your system answered 503');
    await expect(tooltip).toContainText('Ledger offline for maintenance');

    // The receiver is back: a re-run of the period delivers the day.
    receiver.answerAlways(200);
    await page.getByTestId('daily-sync-rerun').click();
    await page.getByTestId('daily-sync-rerun-confirm').click();
    for (const kind of kinds) await expect(badge(kind)).toHaveAttribute('data-status', 'sent');

    // What arrived for that day: signed with the secret, and under the ids of the failed attempts.
    const ofDay = receiver.received.filter((r) => JSON.parse(r.body).business_date === date);
    // Four refused attempts (a retry may have come in between), then four delivered ones.
    expect(ofDay.length).toBeGreaterThanOrEqual(8);
    const firstIds = ofDay.slice(0, 4).map((r) => r.headers['x-backhouse-delivery']);
    const lastIds = ofDay.slice(-4).map((r) => r.headers['x-backhouse-delivery']);
    expect(lastIds.sort()).toEqual(firstIds.sort());
    for (const delivery of ofDay.slice(-4)) {
      const timestamp = String(delivery.headers['x-backhouse-timestamp']);
      expect(delivery.headers['x-backhouse-signature']).toBe(signatureOf(timestamp, delivery.body));
    }

    // The status's choices live in the URL: a reload shows the same location's days.
    await page.getByTestId('daily-sync-location').click();
    await page.getByRole('option', { name: dubai.name }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]place=${dubai.id}`));
    await page.reload();
    await expect(page.getByTestId('daily-sync-location')).toHaveValue(dubai.name);
    await expect(badge('sales')).toHaveAttribute('data-status', 'sent');
    await expect(
      page.locator(`[data-testid="daily-sync-day"]:not([data-location="${dubai.id}"])`),
    ).toHaveCount(0);

    // Offline, the status stays on screen and the writes say they need the network.
    await context.setOffline(true);
    await expect(page.getByTestId('daily-sync-offline')).toBeVisible();
    await expect(page.getByTestId('daily-sync-rerun')).toBeDisabled();
    await expect(page.getByTestId('daily-sync-save')).toBeDisabled();
    await expect(badge('sales')).toHaveAttribute('data-status', 'sent');
    await context.setOffline(false);
  } finally {
    await receiver.close();
  }
});
