import type { Page } from '@playwright/test';
import { expectPending, sessionToken, signIn, storedOutboxCount } from './support/app';
import { BrandsScreen } from './support/brands';
import { expect, test } from './support/fixtures';
import { sweepScreens } from './support/screens';

const password = 'a-long-tablet-password';

/** Picks an option of a Mantine select by its visible label. */
async function choose(page: Page, testId: string, label: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test.describe('users', () => {
  test('a new user sees only what their role allows; a new role signs their tablet out at its next call, keeping its pending change', async ({
    page,
    browser,
    baseURL,
    adminApi,
    tag,
  }) => {
    const name = `${tag} Tablet`;
    const email = `${tag}@example.test`;

    // The administrator creates the user: a role and one location (the one they work at).
    await page.goto('/dashboard/customers');
    await page.getByTestId('user-add').click();
    await page.getByTestId('user-username').fill(name);
    await page.getByTestId('user-email').fill(email);
    await page.getByTestId('user-password').fill(password);
    await choose(page, 'user-role', 'Store staff');
    await page.getByTestId('user-save').click();
    await expect(page.getByTestId('page-title')).toHaveText(name);
    await expect(page.getByTestId('user-effective')).toContainText('catalogue.write');
    const created = (
      await adminApi.call<{ data: { id: string; allow_locations: string[] }[] }>(
        'GET',
        `/users?search=${encodeURIComponent(email)}`,
      )
    ).body.data;
    expect(created).toHaveLength(1);
    expect(created[0]!.allow_locations).toEqual([adminApi.user.location_id]);
    const userId = created[0]!.id;

    // Their tablet: another browser, signed in as them.
    const tablet = await browser.newContext({
      baseURL,
      serviceWorkers: 'block',
      storageState: { cookies: [], origins: [] },
    });
    const their = await tablet.newPage();
    await signIn(their, { email, password });
    const nav = their.getByTestId('side-nav');
    await expect(nav.getByTestId('nav-/dashboard/products/brands')).toBeVisible();
    await expect(nav.getByTestId('nav-/dashboard/customers')).toHaveCount(0);
    await expect(nav.getByTestId('nav-/dashboard/config')).toHaveCount(0);
    const token = await sessionToken(their);
    const refused = await adminApi.call('GET', '/users', undefined, token!);
    expect(refused.status).toBe(403);

    // Offline, the tablet keeps a change to send later.
    const brands = new BrandsScreen(their);
    await brands.goto();
    await tablet.setOffline(true);
    await brands.create(`${tag} Pending`);
    await expectPending(their, 1);

    // Meanwhile the administrator gives them another role from the user's page.
    await choose(page, 'user-assign-role', 'Counter');
    await page.getByTestId('user-assign-role-save').click();
    await expect(page.getByTestId('user-effective')).not.toContainText('catalogue.write');

    // Back online, the tablet's next call is refused: it signs out and keeps the change.
    await tablet.setOffline(false);
    await expect(their).toHaveURL(/\/auth\/jwt\/login/, { timeout: 40_000 });
    expect(await sessionToken(their)).toBeNull();
    expect(await storedOutboxCount(their, userId)).toBe(1);
    await tablet.close();
  });
});

test.describe('the users screens in Arabic', () => {
  test.use({ appLanguage: 'ar' });

  test('list, create, details and edit render right to left, translated, without overflowing text', async ({
    app,
    adminApi,
  }) => {
    const me = adminApi.user.id;
    await sweepScreens(app, [
      '/dashboard/customers',
      '/dashboard/customers/create',
      `/dashboard/customers/${me}`,
      `/dashboard/customers/${me}/edit`,
    ]);
  });
});
