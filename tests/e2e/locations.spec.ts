import { demoStaff, ServerApi } from './support/api';
import { BrandsScreen } from './support/brands';
import { expect, test } from './support/fixtures';

const switcher = 'location-switcher';

test.describe('locations and who may use them', () => {
  test('switching location sets loc in the URL and navigation keeps it', async ({
    app,
    adminApi,
  }) => {
    const { page } = app;
    await app.open('/dashboard');
    const own = adminApi.user.location_id!;
    await expect(page.getByTestId(switcher)).toHaveAttribute('data-location', own);

    await page.getByTestId(switcher).click();
    const options = page.getByTestId('location-option');
    // The demo's six; other journeys on this server may have added more since.
    await expect.poll(() => options.count()).toBeGreaterThanOrEqual(6);
    const other = page
      .locator(`[data-testid="location-option"]:not([data-value="${own}"])`)
      .first();
    const otherId = (await other.getAttribute('data-value'))!;
    const otherName = (await other.innerText()).trim();
    expect(otherId).not.toBe(own);
    await other.click();

    await expect(page).toHaveURL(new RegExp(`[?&]loc=${otherId}`));
    await expect(page.getByTestId(switcher)).toHaveAttribute('data-location', otherId);
    await expect(page.getByTestId('dashboard-location-name')).toHaveText(otherName);

    await page.getByTestId('nav-/dashboard/products/brands').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/products/brands\\?(.*&)?loc=${otherId}`));
    await page.getByTestId('nav-/dashboard/config/location').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/config/location\\?(.*&)?loc=${otherId}`));
    await expect(page.getByTestId(switcher)).toHaveAttribute('data-location', otherId);

    // A reload keeps the choice too: it lives in the URL.
    await page.reload();
    await expect(page.getByTestId(switcher)).toHaveAttribute('data-location', otherId);
  });
});

test('a warehouse is given its order cut-off and delivery days in the location form', async ({
  app,
  adminApi,
  tag,
}) => {
  const { page } = app;
  const name = `${tag} Depot`;
  const created = await adminApi.call<{ id: string }>('POST', '/locations', {
    name,
    kind: 'warehouse',
  });
  expect(created.status).toBe(201);
  await app.open('/dashboard');
  await page.getByTestId('nav-/dashboard/config/location').click();
  await page.getByTestId('entity-search').fill(tag);
  const row = page.getByTestId('entity-row').filter({ has: page.getByText(name, { exact: true }) });
  await row.getByText(name, { exact: true }).click();
  const form = page.getByRole('dialog').filter({ has: page.getByTestId('entity-save') });
  await form.getByTestId('field-order_cutoff_time').fill('15:30');
  const days = form.getByTestId('field-delivery_days');
  await days.getByText('Mon', { exact: true }).click();
  await days.getByText('Wed', { exact: true }).click();
  await form.getByTestId('entity-save').click();
  await expect(form).toBeHidden();
  await expect
    .poll(async () => {
      const reply = await adminApi.call<Record<string, unknown>>(
        'GET',
        `/locations/${created.body.id}`,
      );
      return [reply.body.order_cutoff_time, reply.body.delivery_days];
    })
    .toEqual(['15:30', [1, 3]]);
});

test.describe('the staff user', () => {
  test.use({ appUser: demoStaff });

  test('sees brands but no configuration, and only its own location', async ({
    app,
    server,
    adminApi,
  }) => {
    const { page } = app;
    const staff = await ServerApi.signIn(server.url, demoStaff);
    const own = staff.user.location_id!;
    const elsewhere = (await adminApi.locations()).find((row) => row.id !== own)!;

    await app.open('/dashboard');
    const nav = page.getByTestId('side-nav');
    await expect(nav.getByTestId('nav-/dashboard/products/brands')).toBeVisible();
    await expect(nav.getByTestId('nav-/dashboard/config/location')).toHaveCount(0);

    await page.getByTestId('nav-/dashboard/products/brands').click();
    await expect(page.getByTestId('entity-screen-brands')).toBeVisible();
    await expect(page.getByTestId('entity-row').first()).toBeVisible();
    await expect(page.getByText('Backhouse Grill', { exact: true })).toBeVisible();

    const button = page.getByTestId(switcher);
    await expect(button).toHaveAttribute('data-location', own);
    await button.click();
    await expect(page.getByTestId('location-option')).toHaveCount(0);

    // A location the staff user may not use falls back to its own.
    await app.open(`/dashboard/products/brands?loc=${elsewhere.id}`);
    await expect(page.getByTestId(switcher)).toHaveAttribute('data-location', own);
    await expect(page.getByTestId('entity-screen-brands')).toBeVisible();
  });

  test('is told when a bulk delete holds only rows they may not change, and the bar stays usable', async ({
    app,
    adminApi,
    tag,
  }) => {
    const { page } = app;
    const brands = new BrandsScreen(page, app);
    // A brand made by the administrator is shared by every location: staff may not delete it.
    const shared = await adminApi.createBrand(`${tag} Shared`);
    await brands.goto();
    await brands.search(tag);
    await expect(brands.rows()).toHaveCount(1);

    await brands.row(shared.name).locator('input[type="checkbox"]').check();
    const remove = page.getByTestId('bulk-bar').getByTestId('bulk-delete');
    await remove.click();
    const dialog = brands.confirmDialog();
    await dialog.getByTestId('confirm-ok').click();
    await expect(
      page.getByText('None of the selected entries can be changed by you.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    // Nothing is left running: the bar's actions can be used again.
    await expect(remove).toBeEnabled();
    await expect(remove).not.toHaveAttribute('data-loading', /.*/);
    await expect(brands.row(shared.name)).toBeVisible();
    expect((await adminApi.brandsTagged(tag)).map((row) => row.name)).toEqual([shared.name]);
  });
});
