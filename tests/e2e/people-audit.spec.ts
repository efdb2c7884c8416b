import { moduleOf } from '../../contract/access';
import fs from 'node:fs';
import * as XLSX from 'xlsx';
import { goOffline, readKept } from './support/app';
import { ServerApi } from './support/api';
import { createRow, ProductPage } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { sweepScreens } from './support/screens';

test('a price changed on the product screen shows in the audit log with before, after and user, filtered and exported', async ({
  app,
  adminApi,
  tag,
}) => {
  const { page } = app;
  const name = `${tag} Audited latte`;
  const product = await createRow(adminApi, 'products', { name, price: 3 });
  const stored = async () =>
    (await adminApi.call<{ price: number }>('GET', `/products/${product.id}`)).body.price;

  await app.open(`/dashboard/products/products/${product.id}`);
  const form = new ProductPage(page, app);
  await expect(form.field('price')).toHaveValue('3.00');
  await form.field('price').fill('4.5');
  await form.save();
  await expect.poll(stored, { timeout: 40_000 }).toBe(4.5);

  await app.open('/dashboard/audit-log');
  const entry = page.getByTestId('audit-entry').filter({ hasText: name });
  const change = entry.first().locator('[data-testid="audit-field"][data-field="price"]');
  await expect(change.getByTestId('audit-before')).toHaveText('3');
  await expect(change.getByTestId('audit-after')).toHaveText('4.5');
  await expect(entry.first().getByTestId('audit-user')).toHaveText('admin');
  await expect(entry.first()).toHaveAttribute('data-area', 'catalogue');

  // Another area hides it; the catalogue shows it again.
  const area = page.getByTestId('audit-area-filter');
  await area.click();
  await page.getByRole('option', { name: 'Inventory', exact: true }).click();
  await expect(entry).toHaveCount(0);
  await expect(
    page.locator('[data-testid="audit-entry"]:not([data-area="inventory"])'),
  ).toHaveCount(0);
  await area.click();
  await page.getByRole('option', { name: 'Catalogue', exact: true }).click();
  await expect(change.getByTestId('audit-after')).toHaveText('4.5');

  // The row's own history: its creation and the price change, nothing else.
  await entry.first().getByTestId('audit-row-link').click();
  await expect(page.getByTestId('audit-row-filter')).toContainText(name);
  await expect(page.getByTestId('audit-entry')).toHaveCount(2);
  await expect(page.getByTestId('audit-action')).toHaveText(['Changed', 'Created']);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('audit-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-.*\.xlsx$/);
  const book = XLSX.read(fs.readFileSync((await download.path())!), { type: 'buffer' });
  const lines = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, {
    header: 1,
  });
  const priceLine = lines.find((l) => l[5] === 'Changed' && l[6] === 'price');
  expect(priceLine?.slice(1)).toEqual([
    'admin',
    expect.any(String),
    'Catalogue',
    `${name} (products)`,
    'Changed',
    'price',
    3,
    4.5,
  ]);
});

test('the user filter offers everyone who wrote in the period, a former user whose entries are pages back too', async ({
  app,
  adminApi,
  tag,
}) => {
  const { page } = app;
  const locations = await adminApi.locations();
  const home = locations[0]!.id;
  const username = `former-${tag}`.toLowerCase();
  const email = `${username}@example.test`;
  const password = 'a-long-enough-password';
  const made = await adminApi.call<{ id: string }>('POST', '/users', {
    username,
    email,
    password,
    permissions: ['config.read', 'config.write'],
    modules: [moduleOf.config],
    location_id: home,
    allow_locations: [home],
  });
  expect(made.status).toBe(201);
  const theirs = await ServerApi.signIn(adminApi.baseUrl, { email, password });
  const floor = await theirs.call('POST', '/floors', {
    name: `${tag} Mezzanine`,
    location_id: home,
  });
  expect(floor.status).toBe(201);
  expect((await adminApi.call('DELETE', `/users/${made.body.id}`)).status).toBe(204);
  // Sixty later writes put the former user's entry beyond the log's first page: one floor renamed
  // again and again, so no other journey's list grows by sixty rows.
  let later = (
    await adminApi.call<{ id: string; version: number }>('POST', '/floors', {
      name: `${tag} Later 0`,
      location_id: home,
    })
  ).body;
  for (let i = 1; i < 60; i++) {
    const renamed = await adminApi.call<{ id: string; version: number }>(
      'PUT',
      `/floors/${later.id}`,
      { name: `${tag} Later ${i}`, version: later.version },
    );
    expect(renamed.status).toBe(200);
    later = renamed.body;
  }

  await app.open('/dashboard/audit-log');
  await expect(page.getByTestId('audit-entry').first()).toBeVisible();
  await expect(page.getByTestId('audit-entry').filter({ hasText: `${tag} Mezzanine` })).toHaveCount(
    0,
  );
  await page.getByTestId('audit-user-filter').click();
  await page.getByRole('option', { name: username, exact: true }).click();
  const entries = page.getByTestId('audit-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(`${tag} Mezzanine`);
  await expect(entries.first().getByTestId('audit-user')).toHaveText(username);
});

test.describe('offline', () => {
  test.use({ appServiceWorker: true });

  test('the audit log opens offline with the entries last read and the time they are from', async ({
    app,
    network,
    adminApi,
    tag,
  }) => {
    const { page, context } = app;
    const name = `${tag} Offline brand`;
    await createRow(adminApi, 'brands', { name });
    await app.open('/dashboard/audit-log');
    const entry = page.getByTestId('audit-entry').filter({ hasText: name });
    await expect(entry).toHaveCount(1);
    await expect(page.getByTestId('as-of')).toHaveAttribute('data-stale', 'false');
    await expect.poll(() => readKept(page, adminApi.user.id, '/audit-log')).toBe(true);

    await goOffline(context, network);
    await page.reload();
    await expect(entry).toHaveCount(1);
    await expect(page.getByTestId('as-of')).toHaveAttribute('data-stale', 'true');
  });
});

test.describe('the audit log in Arabic', () => {
  test.use({ appLanguage: 'ar' });

  test('renders right to left, translated, without overflowing text on a desktop, a tablet and a phone', async ({
    app,
  }) => {
    await sweepScreens(app, ['/dashboard/audit-log']);
  });
});
