import { randomUUID } from 'node:crypto';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { ServerApi } from './support/api';
import { expectPending } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * Production end to end, at the central kitchen: a work order planned from a recipe for the
 * kitchen's today (its inputs scaled, with the stock on hand), found under "To produce today" beside
 * an overdue one, confirmed with what came out, its label's QR code read back, and the page that
 * code opens seen by a phone that has never signed in.
 */

/** The demo's central kitchen, by name: other journeys may add places of that kind. */
const KITCHEN = 'Central Kitchen Dubai Investments Park';

async function ok<T>(api: ServerApi, method: string, path: string, body?: unknown): Promise<T> {
  const reply = await api.call<T>(method, path, body);
  expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBeLessThan(300);
  return reply.body;
}

/**
 * Green coffee (50 kg on hand at the central kitchen) and the roasted coffee made of it: 1 kg green
 * → 0.84 kg roasted.
 */
async function roastSetup(api: ServerApi, tag: string) {
  const locations = await api.locations();
  const locationId = String(locations.find((l) => l.name === KITCHEN)!.id);
  const green = await ok<{ id: string }>(api, 'POST', '/materials', {
    name: `Green ${tag}`,
    type: 'RM',
    unit: 'kg',
    cost: 20,
    locations: [{ location_id: locationId, par: 0, minimum: 0, storage_area: '' }],
  });
  const roasted = await ok<{ id: string }>(api, 'POST', '/materials', {
    name: `Roasted ${tag}`,
    type: 'SR',
    unit: 'kg',
    is_prepared: true,
    recipe: [{ material_id: green.id, quantity: 1, unit: 'kg' }],
    yield_quantity: 0.84,
    locations: [{ location_id: locationId, par: 10, minimum: 0, storage_area: '' }],
  });
  await ok(api, 'POST', `/inventory?loc=${locationId}`, {
    id: randomUUID(),
    lines: [{ material_id: green.id, quantity: 50, unit_cost: 20 }],
    occurred_at: new Date(Date.now() - 3_600_000).toISOString(),
  });
  return { locationId, greenId: green.id, roastedId: roasted.id };
}

/** The text a QR code in a PNG data URL encodes. */
function decodeQr(dataUrl: string): string | null {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

test('a work order is planned, confirmed, and its label opens the public batch page', async ({
  app,
  adminApi,
  tag,
  browser,
  backend,
}) => {
  const { locationId, roastedId } = await roastSetup(adminApi, tag);
  // A batch planned for a day gone by and never made: overdue.
  const overdue = await ok<{ id: string }>(adminApi, 'POST', '/work-orders', {
    id: randomUUID(),
    location_id: locationId,
    material_id: roastedId,
    planned_quantity: 4.2,
    planned_for: '2020-01-02',
  });

  const page = await app.open(`/dashboard/inventory/work-orders/new?loc=${locationId}`);
  await page.getByTestId('work-order-material-select').click();
  await page.getByRole('option', { name: `Roasted ${tag}` }).click();
  await page.getByTestId('work-order-quantity').fill('8.4');
  await page.getByTestId('work-order-batch-code').fill(`B-${tag}`);
  // The day it is for starts as the kitchen's business today.
  const plannedFor = page.getByTestId('work-order-planned-for');
  await expect(plannedFor).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const today = await plannedFor.inputValue();
  // 8.4 kg roasted takes 10 kg green, and 50 kg are on hand: nothing is short.
  const preview = page.getByTestId('work-order-preview-row');
  await expect(preview).toHaveCount(1);
  await expect(preview).toContainText(`Green ${tag}`);
  await expect(preview).toContainText('10 kg');
  await expect(preview).toContainText('50 kg');
  await expect(page.getByTestId('work-order-short')).toHaveCount(0);
  await page.getByTestId('work-order-create').click();

  // The new order opens in the list at once; the call reaches the server.
  await expect(page).toHaveURL(/work-orders\?.*id=/);
  const id = new URL(page.url()).searchParams.get('id')!;
  const detail = page.getByTestId('work-order-detail');
  await expect(detail.getByTestId('work-order-detail-material')).toHaveText(`Roasted ${tag}`);
  await expectPending(page, 0);
  const planned = await ok<{ status: string; number: string; planned_for: string }>(
    adminApi,
    'GET',
    `/work-orders/${id}`,
  );
  expect(planned.status).toBe('planned');
  expect(planned.number).toMatch(/^WO-\d+$/);
  expect(planned.planned_for).toBe(today);

  // The kitchen's screen lists it under "To produce today", after the overdue one, flagged.
  await app.open(`/dashboard/inventory/central-kitchen?loc=${locationId}`);
  const due = page.getByTestId('produce-today');
  const todays = due.locator(`[data-work-order-id="${id}"]`);
  const late = due.locator(`[data-work-order-id="${overdue.id}"]`);
  await expect(todays).toContainText(`Roasted ${tag}`);
  await expect(todays.getByTestId('work-order-overdue')).toHaveCount(0);
  await expect(late.getByTestId('work-order-overdue')).toBeVisible();
  const rows = due.getByTestId('produce-today-row');
  const order = await rows.evaluateAll((els) => els.map((e) => e.dataset.workOrderId));
  expect(order.indexOf(overdue.id)).toBeLessThan(order.indexOf(id));

  // A tap opens it to confirm what came out.
  await todays.click();
  await expect(page).toHaveURL(new RegExp(`work-orders\\?.*id=${id}`));
  await expect(detail.getByTestId('work-order-detail-material')).toHaveText(`Roasted ${tag}`);
  await detail.getByTestId('work-order-made').fill('8.2');
  await detail.getByTestId('work-order-confirm').click();
  await expect(detail.getByTestId('work-order-status')).toHaveText('Confirmed');
  await expectPending(page, 0);
  const confirmed = await ok<{
    status: string;
    actual_quantity: number;
    inputs: { actual: number }[];
  }>(adminApi, 'GET', `/work-orders/${id}`);
  expect(confirmed.status).toBe('confirmed');
  expect(confirmed.actual_quantity).toBe(8.2);
  // Inputs not typed are scaled by what came out: 10 kg × 8.2 / 8.4.
  expect(confirmed.inputs[0]!.actual).toBeCloseTo(9.762, 3);

  // The label's QR code points at this app's public page of the batch.
  const qr = detail.getByTestId('work-order-qr');
  await expect(qr).toBeVisible();
  const target = decodeQr((await qr.getAttribute('src'))!);
  expect(target).toBe(`${backend.network.url}/batch/${id}`);

  // A phone that never signed in opens it and sees the batch, and no app around it.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
  });
  try {
    const scan = await phone.newPage();
    await scan.goto(target!);
    await expect(scan.getByTestId('batch-material')).toHaveText(`Roasted ${tag}`);
    await expect(scan.getByTestId('batch-number')).toContainText(planned.number);
    await expect(scan.getByTestId('batch')).toContainText(`B-${tag}`);
    await expect(scan.getByTestId('settings-button')).toHaveCount(0);
    await expect(scan).toHaveURL(/\/batch\//);
  } finally {
    await phone.close();
  }
});
