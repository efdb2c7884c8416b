import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { expectPending, openApp } from './support/app';
import { expect, test } from './support/fixtures';

const form = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByTestId('entity-save') });

/** A plain light-grey 256×256 PNG: a tile that any map library draws. */
function greyTile(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header[8] = 8; // 8 bits, greyscale
  const rows = Buffer.alloc(257 * 256, 0xdd);
  for (let y = 0; y < 256; y++) rows[y * 257] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Opens the admin's own location in the form, scrolled to its map. */
async function openOwnLocation(page: Page, name: string) {
  await openApp(page, '/dashboard/config/location');
  await page.getByRole('row').filter({ hasText: name }).first().click();
  await expect(form(page).getByTestId('location-map')).toBeVisible();
}

test('without a tile source the map says so, no tag manager loads, and typed coordinates save', async ({
  page,
  adminApi,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  const own = (await adminApi.locations()).find((l) => l.id === adminApi.user.location_id)!;
  await openOwnLocation(page, String(own.name));
  await expect(form(page).getByTestId('map-no-tiles')).toBeVisible();
  await expect(form(page).getByTestId('location-map')).toHaveAttribute('data-tiles', 'none');

  // A latitude past the pole is brought back to it as the field is left; a real place is kept.
  await form(page).getByTestId('field-latitude').fill('123');
  await form(page).getByTestId('field-longitude').focus();
  await expect(form(page).getByTestId('field-latitude')).toHaveValue('90');
  await form(page).getByTestId('field-latitude').fill('24.4871');
  await form(page).getByTestId('field-longitude').fill('54.3569');
  await form(page).getByTestId('entity-save').click();
  await expect(form(page)).toBeHidden();
  await expectPending(page, 0);
  await expect
    .poll(async () => (await adminApi.locations()).find((l) => l.id === own.id))
    .toMatchObject({ latitude: 24.4871, longitude: 54.3569 });
  expect(requested.filter((u) => u.includes('googletagmanager'))).toEqual([]);
});

test('with a tile source the tiles draw and dragging the pin moves the location', async ({
  page,
  adminApi,
  server,
}) => {
  const png = greyTile();
  const tiles = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
  const { port } = tiles.address() as AddressInfo;
  try {
    server.setEnv({ MAP_TILE_URL: `http://127.0.0.1:${port}/{z}/{x}/{y}.png` });
    await server.stop();
    await server.start();
    const own = (await adminApi.locations()).find((l) => l.id === adminApi.user.location_id)!;
    await openOwnLocation(page, String(own.name));
    const map = form(page).getByTestId('location-map');
    await expect(map).toHaveAttribute('data-tiles', 'loaded');
    await expect(form(page).getByTestId('map-no-tiles')).toHaveCount(0);

    // A location without coordinates has its pin at the map's default centre (SPEC section 9).
    const before = {
      lat: Number((await form(page).getByTestId('field-latitude').inputValue()) || 24.4539),
      lng: Number((await form(page).getByTestId('field-longitude').inputValue()) || 54.3773),
    };
    await map.scrollIntoViewIfNeeded();
    await expect(form(page).getByTestId('map-pin')).toBeInViewport({ ratio: 1 });
    const pin = await form(page).getByTestId('map-pin').boundingBox();
    const x = pin!.x + pin!.width / 2;
    const y = pin!.y + pin!.height - 4;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 40, y + 20, { steps: 5 });
    await page.mouse.move(x + 80, y + 40, { steps: 5 });
    await page.mouse.up();
    // East and south: longitude grows, latitude shrinks.
    await expect
      .poll(async () => Number(await form(page).getByTestId('field-longitude').inputValue()))
      .toBeGreaterThan(before.lng);
    const after = {
      lat: Number(await form(page).getByTestId('field-latitude').inputValue()),
      lng: Number(await form(page).getByTestId('field-longitude').inputValue()),
    };
    expect(after.lat).toBeLessThan(before.lat);
    await form(page).getByTestId('entity-save').click();
    await expect(form(page)).toBeHidden();
    await expectPending(page, 0);
    await expect
      .poll(async () => (await adminApi.locations()).find((l) => l.id === own.id))
      .toMatchObject({ latitude: after.lat, longitude: after.lng });
  } finally {
    server.setEnv({});
    await server.stop();
    tiles.close();
  }
});
