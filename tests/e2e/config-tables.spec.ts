import fs from 'node:fs';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectPending, flip, goOffline, goOnline } from './support/app';
import { expect, test } from './support/fixtures';
import { renderFirstPage } from './support/pdf';

// The offline reload is answered by the service worker.
test.use({ appServiceWorker: true });

interface TableOnServer {
  id: string;
  name: string;
  version: number;
  status: string;
  is_active: boolean;
  plan_x: number | null;
  plan_y: number | null;
}

/** Drags an element by (dx, dy) pixels in small steps, as a hand does. */
async function drag(page: Page, testId: string, dx: number, dy: number) {
  const box = (await page.getByTestId(testId).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await page.mouse.up();
}

/** The text of the QR code drawn in a part of a PNG (pixels), read back as a phone would. */
function qrIn(png: Buffer, area: { x: number; y: number; width: number; height: number }) {
  const image = PNG.sync.read(png);
  const out = new Uint8ClampedArray(area.width * area.height * 4);
  for (let row = 0; row < area.height; row += 1) {
    const from = ((area.y + row) * image.width + area.x) * 4;
    out.set(image.data.subarray(from, from + area.width * 4), row * area.width * 4);
  }
  return jsQR(out, area.width, area.height)?.data ?? null;
}

test('tables placed offline reach the server once; the host stand sets status and use; the QR sheet reads back', async ({
  app,
  network,
  adminApi,
  tag,
}) => {
  const { page, context } = app;
  const location = (await adminApi.locations()).find((l) => String(l.name).includes('Dubai'))!;
  const floor = await adminApi.call<{ id: string }>('POST', '/floors', {
    name: `${tag} Patio`,
    location_id: location.id,
  });
  expect(floor.status).toBe(201);
  const made: TableOnServer[] = [];
  for (const [name, x] of [
    [`${tag}-A`, 300],
    [`${tag}-B`, 700],
  ] as const) {
    const reply = await adminApi.call<TableOnServer>('POST', '/tables', {
      name,
      floor_id: floor.body.id,
      location_id: location.id,
      plan_x: x,
      plan_y: 300,
    });
    expect(reply.status).toBe(201);
    made.push(reply.body);
  }
  const [a, b] = made as [TableOnServer, TableOnServer];
  const onServer = async (id: string) =>
    (await adminApi.call<TableOnServer>('GET', `/tables/${id}`)).body;

  await app.open(`/dashboard/config/floor?loc=${location.id}`);
  await page.getByText(`${tag} Patio ·`).click();
  await expect(page.getByTestId(`plan-table-${a.name}`)).toBeVisible({ timeout: 40_000 });
  await expectPending(page, 0);

  // Offline: both tables dragged to new places, queued on this device.
  await goOffline(context, network);
  const width = (await page.getByTestId('floor-plan').boundingBox())!.width;
  const scale = width / 1600;
  await drag(page, `plan-table-${a.name}`, 200, 100);
  await drag(page, `plan-table-${b.name}`, -150, 150);
  await expectPending(page, 2);

  // An offline reload keeps the places and the queue.
  await page.reload();
  await page.getByText(`${tag} Patio ·`).click();
  await expect(page.getByTestId(`plan-table-${a.name}`)).toBeVisible();
  await expectPending(page, 2);
  expect((await onServer(a.id)).plan_x).toBe(300);

  // Online again: each place reaches the server once.
  await goOnline(context, network);
  await expectPending(page, 0);
  const placedA = await onServer(a.id);
  const placedB = await onServer(b.id);
  expect(placedA.version).toBe(a.version + 1);
  expect(placedB.version).toBe(b.version + 1);
  expect(placedA.plan_x).toBeCloseTo(300 + 200 / scale, -1);
  expect(placedA.plan_y).toBeCloseTo(300 + 100 / scale, -1);
  expect(placedB.plan_x).toBeCloseTo(700 - 150 / scale, -1);
  expect(placedB.plan_y).toBeCloseTo(300 + 150 / scale, -1);

  // The host stand: seat guests at B, which then cannot be taken out of use; free it, then do.
  await page.getByTestId(`plan-table-${b.name}`).click();
  await expect(page.getByTestId('panel-table-name')).toHaveText(b.name);
  await page.getByTestId('panel-status').click();
  await page.getByRole('option', { name: 'Occupied' }).click();
  await expect(page.getByTestId('panel-active')).toBeDisabled();
  await expect
    .poll(async () => (await onServer(b.id)).status, { timeout: 40_000 })
    .toBe('occupied');
  await page.getByTestId('panel-status').click();
  await page.getByRole('option', { name: 'Being cleaned' }).click();
  // The switch is enabled once the device has the table as being cleaned.
  await expect(page.getByTestId('panel-table-status')).toHaveText('Being cleaned');
  await expect(page.getByTestId('panel-active')).toBeEnabled();
  await flip(page.getByTestId('panel-active'));
  await expect.poll(async () => (await onServer(b.id)).is_active, { timeout: 40_000 }).toBe(false);
  expect((await onServer(b.id)).status).toBe('cleaning');
  await expect(page.getByTestId(`plan-table-${b.name}`)).toHaveAttribute('data-active', 'false');

  // The QR sheet of the floor: its first card's code is table A's signed link.
  await page.getByTestId(`plan-table-${b.name}`).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('print-sheet').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = fs.readFileSync((await download.path())!);
  const rendered = await renderFirstPage(context, pdf);
  // The first card: the top left of an A4 page, 2 pixels per point.
  const decoded = qrIn(rendered.png, { x: 60, y: 60, width: 540, height: 480 });
  expect(decoded).not.toBeNull();
  const expected = await adminApi.call<{ link: string }>(
    'GET',
    `/tables/${a.id}/generate-paygetorder-link`,
  );
  const pathOf = (link: string) => {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  };
  expect(pathOf(decoded!)).toBe(pathOf(expected.body.link));
  expect(pathOf(decoded!)).toContain(`/${location.id}/${a.id}?sig=`);
  expect(rendered.items.map((i) => i.str).join(' ')).toContain('Scan to order and pay');
});

test("the tables list is the active location's, and switching location switches it", async ({
  app,
  adminApi,
  tag,
}) => {
  const { page } = app;
  const [here, there] = await adminApi.locations();
  for (const [location, name] of [
    [here!, `${tag} Window`],
    [there!, `${tag} Terrace`],
  ] as const) {
    const reply = await adminApi.call('POST', '/tables', { name, location_id: location.id });
    expect(reply.status).toBe(201);
  }
  const listed = page.getByTestId('entity-row');
  await app.open(`/dashboard/config/table?loc=${here!.id}`);
  await page.getByTestId('entity-search').fill(tag);
  await expect(listed.filter({ hasText: `${tag} Window` })).toHaveCount(1);
  await expect(listed.filter({ hasText: `${tag} Terrace` })).toHaveCount(0);

  await app.open(`/dashboard/config/table?loc=${there!.id}`);
  await page.getByTestId('entity-search').fill(tag);
  await expect(listed.filter({ hasText: `${tag} Terrace` })).toHaveCount(1);
  await expect(listed.filter({ hasText: `${tag} Window` })).toHaveCount(0);
});
