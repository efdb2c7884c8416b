import { expectPending, goOffline, goOnline } from './support/app';
import { expect, test } from './support/fixtures';
import { flourFromSupplier, ok, stockOf, type ServerOrder } from './support/purchasing';

/**
 * A delivery arrives while the back door has no network: the order made from the par suggestions is
 * received on the tablet offline, the receipt waits in the outbox, and once online the server's stock
 * and weighted average cost follow, once.
 */

test('an order made from par suggestions is received offline; back online the server’s stock and average cost follow', async ({
  app,
  network,
  adminApi,
  tag,
}) => {
  const { page, context } = app;
  const setup = await flourFromSupplier(adminApi, tag);
  await page.setViewportSize({ width: 820, height: 1180 });
  await app.open(`/dashboard/inventory/create-order?loc=${setup.locationId}`);
  await page.getByTestId('create-supplier').click();
  await page.getByRole('option', { name: setup.supplierName, exact: true }).click();
  const suggestion = page.getByTestId('suggestion-line').filter({ hasText: setup.materialName });
  await expect(suggestion.getByTestId('suggestion-packs')).toHaveValue('2');
  await page.getByTestId('create-send').click();

  const serverOrder = async () =>
    (
      await ok<{ data: ServerOrder[] }>(
        adminApi,
        'GET',
        `/supplier-orders?supplier=${setup.supplierId}&loc=${setup.locationId}`,
      )
    ).data[0];
  await expect.poll(async () => (await serverOrder())?.status).toBe('sent');
  // The device has the server's reply (its number) before the network goes.
  await expect(page.getByTestId('page-title')).toContainText((await serverOrder())!.number);

  await goOffline(context, network);
  await page.getByTestId('order-receive').click();
  await page.getByTestId('receive-all').click();
  await page.getByTestId('receive-submit').click();
  await expect(page.getByTestId('order-status')).toHaveText('Received');
  await expectPending(page, 1);
  await page.getByTestId('sync-indicator').click();
  await expect(page.getByTestId('sync-entry-pending')).toHaveCount(1);
  await page.keyboard.press('Escape');
  // Nothing of it reached the server yet.
  expect((await stockOf(adminApi, setup))?.quantity).toBe(2_000);
  expect((await serverOrder())?.status).toBe('sent');

  await goOnline(context, network);
  await expectPending(page, 0, 30_000);
  await expect.poll(async () => (await stockOf(adminApi, setup))?.quantity).toBe(12_000);
  // 2 000 g at 0.01 and the two sacks' 10 000 g at 0.02 (100 a 5 kg sack): 220 / 12 000 g.
  expect((await stockOf(adminApi, setup))?.average_cost).toBeCloseTo(220 / 12_000, 4);
  const received = (await serverOrder())!;
  expect([received.status, received.lines[0]!.received]).toEqual(['received', 10_000]);
});
