import { expectPending, goOffline, goOnline, syncIndicator } from './support/app';
import { createRow, PNG_PIXEL, ProductPage, serverRowsTagged } from './support/catalogue';
import { expect, test } from './support/fixtures';

// The offline reload is answered by the service worker.
test.use({ appServiceWorker: true });

test('a product created offline with a modifier group, a channel price and an image reaches the server once, image included', async ({
  app,
  network,
  server,
  adminApi,
  tag,
}) => {
  const { page, context } = app;
  const modifier = await createRow(adminApi, 'modifiers', {
    name: `${tag} Milk`,
    min_select: 0,
    max_select: 1,
  });
  await createRow(adminApi, 'modifierItems', {
    modifier_id: modifier.id,
    name: `${tag} Oat milk`,
    price: 0.4,
  });
  const channel = await createRow(adminApi, 'channels', {
    name: `${tag} Courier`,
    kind: 'delivery',
  });
  const name = `${tag} Offline burger`;

  const product = new ProductPage(page, app);
  await product.gotoCreate();
  // The modifier group and the channel made on the server have reached this device.
  await expect(product.channelPrice(channel.name)).toBeVisible({ timeout: 40_000 });
  await expectPending(page, 0);

  await goOffline(context, network);
  await expect(syncIndicator(page)).toHaveAttribute('data-online', 'false');

  await product.field('name').fill(name);
  await product.field('price').fill('9.50');
  await product.channelPrice(channel.name).fill('11.25');
  await product.addModifier(modifier.name);
  await product.chooseImage({ name: 'burger.png', mimeType: 'image/png', buffer: PNG_PIXEL });
  await product.save();

  // Saved locally: the page of the new product, its create and its image upload queued.
  await expect(page).toHaveURL(/\/dashboard\/products\/products\/[^/?]+/);
  const productId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(product.form()).toBeVisible();
  await expect(product.form().getByTestId('pending-badge')).toBeVisible();
  // Two queued changes: the product's create and its image's upload.
  await expectPending(page, 2);

  // Offline reload: the service worker opens the app; the product and its queue are still here.
  const seenBeforeReload = network.seen.length;
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/dashboard/products/products/${productId}`));
  await expect(product.form()).toBeVisible();
  await expect(product.field('name')).toHaveValue(name);
  await expect(product.channelPrice(channel.name)).toHaveValue('11.25');
  await expect(
    product.form().getByTestId('modifier-rule').filter({ hasText: modifier.name }),
  ).toBeVisible();
  await expect(product.form().getByTestId('pending-badge')).toBeVisible();
  await expect(product.form().getByTestId('image-waiting')).toBeVisible();
  await expect(product.form().getByTestId('image-input-image_url').locator('img')).toBeVisible();
  await expectPending(page, 2);
  expect(network.seen.slice(seenBeforeReload).every((r) => r.action === 'refuse')).toBe(true);
  expect(await serverRowsTagged(adminApi, 'products', tag)).toEqual([]);

  await goOnline(context, network);
  await expectPending(page, 0, 30_000);
  await expect(product.form().getByTestId('pending-badge')).toHaveCount(0);
  await expect(product.form().getByTestId('image-waiting')).toHaveCount(0);

  const stored = await serverRowsTagged(adminApi, 'products', tag);
  expect(stored, 'the product exists once').toHaveLength(1);
  const row = stored[0]!;
  expect(row.id).toBe(productId);
  expect(row).toMatchObject({ name, price: 9.5, deleted_at: null });
  expect(row.channel_prices).toEqual([{ channel_id: channel.id, price: 11.25 }]);
  expect(row.modifiers).toEqual([expect.objectContaining({ modifier_id: modifier.id })]);
  expect(row.image_url).toMatch(/^\/api\/files\/[^/]+$/);

  // The image URL serves the very image chosen offline.
  const image = await fetch(`${server.url}${row.image_url as string}`);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toMatch(/^image\/png/);
  expect(Buffer.from(await image.arrayBuffer()).equals(PNG_PIXEL)).toBe(true);
});
