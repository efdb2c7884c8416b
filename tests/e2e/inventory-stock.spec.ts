import type { Page } from '@playwright/test';
import { expectPending, goOffline, goOnline, syncIndicator } from './support/app';
import type { ServerApi } from './support/api';
import { expect, test } from './support/fixtures';

interface StockItem {
  material_id: string;
  quantity: number;
}
interface Movement {
  kind: string;
  quantity: number;
  reason: string | null;
}

/** A material kept in kg at the first location, as the server made it. */
async function material(adminApi: ServerApi, name: string, locationId: string) {
  const { status, body } = await adminApi.call<{ id: string }>('POST', '/materials', {
    name,
    unit: 'kg',
    cost: 2,
    locations: [{ location_id: locationId, minimum: 5 }],
  });
  expect(status, `creating ${name}`).toBe(201);
  return body.id;
}

async function stockOf(adminApi: ServerApi, locationId: string, materialId: string) {
  const { body } = await adminApi.call<{ items: StockItem[] }>(
    'GET',
    `/inventory?loc=${locationId}`,
  );
  return body.items.find((i) => i.material_id === materialId)?.quantity ?? null;
}

async function movementsOf(adminApi: ServerApi, locationId: string, materialId: string) {
  const { body } = await adminApi.call<{ data: Movement[] }>(
    'GET',
    `/movement/v2?loc=${locationId}&material_id=${materialId}&from=1900-01-01&to=2099-12-31`,
  );
  return body.data;
}

/** Picks a material in a material field by typing part of its name, as a user does. */
async function pick(page: Page, testId: string, name: string) {
  const field = page.getByTestId(testId).first();
  await field.click();
  await field.fill(name);
  await page.getByRole('option', { name }).click();
}

test('stock received offline is posted once after reconnecting and shows in the stock list', async ({
  app,
  network,
  adminApi,
  tag,
}) => {
  const { page, context } = app;
  const [location] = await adminApi.locations();
  const name = `${tag} Flour`;
  const flourId = await material(adminApi, name, location!.id);

  await app.open(`/dashboard/inventory/inventory?loc=${location!.id}`);
  await expectPending(page, 0);
  // The material made on the server has reached this device: it can be picked offline.
  const field = page.getByTestId('receipt-material').first();
  await field.fill(name);
  await expect(page.getByRole('option', { name })).toBeVisible({ timeout: 40_000 });
  await field.press('Escape');
  await field.fill('');

  await goOffline(context, network);
  await expect(syncIndicator(page)).toHaveAttribute('data-online', 'false');
  await pick(page, 'receipt-material', name);
  await page.getByTestId('receipt-quantity').first().fill('12');
  await page.getByTestId('receipt-cost').first().fill('1.5');
  await page.getByTestId('receipt-submit').click();

  const pending = page.getByTestId('pending-posting').filter({ hasText: name });
  await expect(pending).toHaveAttribute('data-kind', 'receipt');
  await expect(pending.getByTestId('pending-status')).toHaveText('Pending');
  await expectPending(page, 1);
  expect(await stockOf(adminApi, location!.id, flourId)).not.toBe(12);

  await goOnline(context, network);
  await expectPending(page, 0, 30_000);
  await expect(pending).toHaveCount(0);
  expect(await stockOf(adminApi, location!.id, flourId)).toBe(12);
  const moves = await movementsOf(adminApi, location!.id, flourId);
  expect(
    moves.filter((m) => m.kind === 'receipt'),
    'received once',
  ).toHaveLength(1);

  await app.open(`/dashboard/inventory/stock?loc=${location!.id}&q=${encodeURIComponent(tag)}`);
  const row = page.getByTestId('stock-row').filter({ hasText: name });
  await expect(row.getByTestId('stock-quantity')).toContainText('12 kg');
  await expect(row.getByTestId('flag-below')).toHaveCount(0);
});

test('wastage recorded on /wastage shows in its list and takes the stock down', async ({
  app,
  adminApi,
  tag,
}) => {
  const { page } = app;
  const [location] = await adminApi.locations();
  const name = `${tag} Lettuce`;
  const lettuceId = await material(adminApi, name, location!.id);
  const received = await adminApi.call('POST', `/inventory?loc=${location!.id}`, {
    id: crypto.randomUUID(),
    lines: [{ material_id: lettuceId, quantity: 6, unit_cost: 2 }],
  });
  expect(received.status).toBeLessThan(300);

  await app.open(`/dashboard/inventory/wastage?loc=${location!.id}`);
  await expectPending(page, 0);
  await pick(page, 'wastage-material', name);
  await page.getByTestId('wastage-quantity').first().fill('2.5');
  await page.getByTestId('wastage-reason').first().click();
  await page.getByRole('option', { name: 'Spoiled' }).click();
  await page.getByTestId('wastage-submit').click();
  await expectPending(page, 0, 30_000);

  const listed = page
    .getByTestId('wastage-table')
    .getByTestId('movement-row')
    .filter({ hasText: name });
  await expect(listed).toContainText('Spoiled');
  await expect(listed).toContainText('-2.5 kg');
  await expect(page.getByTestId('wastage-by-reason')).toContainText('Spoiled');
  const moves = await movementsOf(adminApi, location!.id, lettuceId);
  expect(moves.filter((m) => m.kind === 'wastage')).toEqual([
    expect.objectContaining({ quantity: -2.5, reason: 'spoiled' }),
  ]);

  // 6 kg received, 2.5 kg thrown away: 3.5 kg left, under the 5 kg minimum.
  await app.open(`/dashboard/inventory/stock?loc=${location!.id}&q=${encodeURIComponent(tag)}`);
  const row = page.getByTestId('stock-row').filter({ hasText: name });
  await expect(row.getByTestId('stock-quantity')).toContainText('3.5 kg');
  await expect(row.getByTestId('flag-below')).toBeVisible();
});
