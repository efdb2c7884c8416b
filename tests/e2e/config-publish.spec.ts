import { expect, test } from './support/fixtures';
import { sweepScreens } from './support/screens';

interface Published {
  publication: { version: number };
}

test('a changed product shows in the change list, is published, and its version heads the log', async ({
  app,
  adminApi,
  tag,
}) => {
  const { page } = app;
  // A product of this journey's own, already on the tills.
  const made = await adminApi.call<{ id: string; version: number }>('POST', '/products', {
    name: `Publish ${tag} flat white`,
    price: 14,
  });
  expect(made.status).toBe(201);
  const before = await adminApi.call<Published>('POST', '/admin/bulk-sync-all');
  expect(before.status).toBe(200);
  const published = before.body.publication.version;

  // The price changes in the back office: the tills still sell at the published one.
  const changed = await adminApi.call('PUT', `/products/${made.body.id}`, {
    version: made.body.version,
    price: 15.5,
  });
  expect(changed.status).toBe(200);

  await app.open('/dashboard/config/admin-sync');
  await page.getByTestId('sync-pick-all').click();
  const products = page.getByTestId('sync-changes-products');
  const row = products.getByTestId('sync-change').filter({ hasText: `Publish ${tag} flat white` });
  await expect(row).toContainText('Changed');
  await expect(row).toContainText('Price');
  await expect(page.getByTestId('sync-changes-summary')).toContainText(
    `Since version ${published}`,
  );

  await page.getByTestId('sync-note').fill(`New coffee price ${tag}`);
  await page.getByTestId('sync-publish').click();

  // The log's first row is the new version, by the admin, with the note.
  const newest = page.getByTestId('sync-log-row').first();
  await expect(newest).toHaveAttribute('data-version', String(published + 1));
  await expect(newest).toContainText('admin');
  await expect(newest).toContainText(`New coffee price ${tag}`);
  await expect(newest).toContainText('Whole catalogue');
  // Published: the change list no longer has the product.
  await expect(page.getByTestId('sync-changes-summary')).toContainText(`version ${published + 1}`);
  await expect(row).toHaveCount(0);

  // What the tills now read carries the new price.
  const latest = await adminApi.call<{
    version: number;
    parts: { products: { rows: Array<{ id: string; price: number }> } };
  }>('GET', `/admin/published/latest?since=${published}`);
  expect(latest.body.version).toBe(published + 1);
  expect(latest.body.parts.products.rows.find((r) => r.id === made.body.id)?.price).toBe(15.5);
});

test.describe('publishing in Arabic', () => {
  // A device whose browser speaks Arabic: the app starts in Arabic, right to left.
  test.use({ appLanguage: 'ar' });

  test('renders right to left, translated, without overflowing or overlapping text on a desktop, a tablet and a phone', async ({
    app,
  }) => {
    await sweepScreens(app, ['/dashboard/config/admin-sync']);
  });
});
