import {
  expectPending,
  goOffline,
  goOnline,
  sessionToken,
  signIn,
  storedOutboxCount,
  waitForServiceWorker,
} from './support/app';
import { expect, test } from './support/fixtures';

test.describe('the end of a session keeps the queued changes', () => {
  test('a 401 mid-session signs out to the sign-in page, keeps the outbox, and the change lands once after signing in again', async ({
    page,
    context,
    network,
    adminApi,
    brands,
    tag,
  }) => {
    await brands.goto();
    await goOffline(context, network);
    await brands.create(`${tag} Queued before 401`);
    await expectPending(page, 1);

    // The session ends on the server (revoked elsewhere) while the tablet is offline.
    const token = await sessionToken(page);
    expect(token).not.toBeNull();
    await adminApi.revoke(token!);

    await goOnline(context, network);
    await expect(page).toHaveURL(/\/auth\/jwt\/login/, { timeout: 40_000 });
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(await sessionToken(page)).toBeNull();
    // Nothing was written under the dead session, and the change still waits on this device.
    expect(await adminApi.brandsTagged(tag)).toHaveLength(0);
    expect(await storedOutboxCount(page, adminApi.user.id)).toBe(1);

    await signIn(page);
    await expectPending(page, 0, 30_000);
    const rows = await adminApi.brandsTagged(tag);
    expect(rows.map((row) => [row.name, row.version])).toEqual([[`${tag} Queued before 401`, 1]]);
    expect(await storedOutboxCount(page, adminApi.user.id)).toBe(0);
  });

  test.describe('offline', () => {
    // Signing out offline opens the sign-in page from the installed app.
    test.use({ serviceWorkers: 'allow' });

    test('signing out with changes not yet on the server warns first, and the changes wait for the next sign-in', async ({
      page,
      context,
      network,
      adminApi,
      brands,
      tag,
    }) => {
      await brands.goto();
      await waitForServiceWorker(page);
      await goOffline(context, network);
      await brands.create(`${tag} Unsent`);
      await expectPending(page, 1);

      const signOut = async () => {
        await page.getByTestId('user-menu').click();
        await page.getByTestId('sign-out').click();
      };
      await signOut();
      await expect(page.getByTestId('sign-out-pending')).toContainText(
        '1 change made on this device is not yet on the server',
      );
      await page.getByTestId('sign-out-cancel').click();
      await expect(page.getByTestId('sign-out-pending')).toBeHidden();
      await expect(page).toHaveURL(/\/dashboard\/products\/brands/);
      await expect(brands.row(`${tag} Unsent`)).toBeVisible();

      await signOut();
      await page.getByTestId('sign-out-confirm').click();
      await expect(page).toHaveURL(/\/auth\/jwt\/login/, { timeout: 40_000 });
      expect(await storedOutboxCount(page, adminApi.user.id)).toBe(1);

      await goOnline(context, network);
      await signIn(page);
      await expectPending(page, 0, 30_000);
      const rows = await adminApi.brandsTagged(tag);
      expect(rows.map((row) => [row.name, row.version])).toEqual([[`${tag} Unsent`, 1]]);
    });
  });
});
