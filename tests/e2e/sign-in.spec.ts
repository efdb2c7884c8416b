import { demoAdmin } from './support/api';
import { fillSignIn, signIn } from './support/app';
import { expect, test } from './support/fixtures';

test.describe('sign-in and routes', () => {
  // These journeys start signed out.
  test.use({ signedInAs: null });

  test('the demo admin signs in and lands on the dashboard', async ({ page }) => {
    await page.goto('/auth/jwt/login');
    await signIn(page, demoAdmin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-location-name')).toBeVisible();
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('user-email')).toHaveText(demoAdmin.email);
  });

  test('a wrong password shows the translated error and stays on the sign-in page', async ({
    page,
  }) => {
    await page.goto('/auth/jwt/login');
    await fillSignIn(page, { email: demoAdmin.email, password: 'not-the-password' });
    const error = page.getByTestId('login-error');
    // The client's words for INVALID_CREDENTIALS, not the server's English message.
    await expect(error).toHaveText('Wrong email, username or password.');
    await expect(page).toHaveURL(/\/auth\/jwt\/login/);
    await expect(page.getByTestId('login-password')).toHaveValue('');

    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-option-de').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await fillSignIn(page, { email: demoAdmin.email, password: 'still-not-it' });
    await expect(error).toHaveText('E-Mail, Benutzername oder Passwort ist falsch.');
    await expect(page).toHaveURL(/\/auth\/jwt\/login/);
  });

  test('the index route leads to the sign-in page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/jwt\/login$/);
    await expect(page.getByTestId('login-form')).toBeVisible();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByTestId('page-404')).toBeVisible();
    await expect(page.getByText('Page not found')).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page$/);
  });
});

test('the index route leads a user who signed in on this device before to the dashboard', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});
