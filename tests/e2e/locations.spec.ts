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

// The warehouse's cut-off and delivery days in the location form, and the staff user's screens (no
// configuration, only its own location, a bulk delete of rows it may not change) are proved on the
// rendered screens under vitest: src/features/config/locations/LocationsScreen.dom.test.tsx and
// src/features/catalogue/brands/BrandsScreen.dom.test.tsx.
