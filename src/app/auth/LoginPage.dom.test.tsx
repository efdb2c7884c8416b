import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoAdmin, openScreen } from '@/testing/screen';

describe('signing in and the routes around it', () => {
  it('a wrong password shows the translated error and stays on the sign-in page', async () => {
    const { user, screen, router } = await openScreen('/auth/jwt/login', { as: null });
    const signIn = async (password: string) => {
      const identifier = await screen.findByTestId('login-identifier');
      await user.clear(identifier);
      await user.type(identifier, demoAdmin.email);
      await user.type(screen.getByTestId('login-password'), password);
      await user.click(screen.getByTestId('login-submit'));
    };
    await signIn('not-the-password');
    // The client's words for INVALID_CREDENTIALS, not the server's English message.
    const error = await screen.findByTestId('login-error');
    await waitFor(() => expect(error.textContent).toBe('Wrong email, username or password.'));
    expect(router.state.location.pathname).toBe('/auth/jwt/login');
    expect((screen.getByTestId('login-password') as HTMLInputElement).value).toBe('');

    await user.click(screen.getByTestId('language-menu'));
    await user.click(await screen.findByTestId('language-option-de'));
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    await signIn('still-not-it');
    await waitFor(() =>
      expect(screen.getByTestId('login-error').textContent).toBe(
        'E-Mail, Benutzername oder Passwort ist falsch.',
      ),
    );
    expect(router.state.location.pathname).toBe('/auth/jwt/login');
  });

  it('the index route leads a signed-out device to the sign-in page', async () => {
    const { screen, router } = await openScreen('/', { as: null });
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/jwt/login');
  });

  it('an unknown path shows the 404 page and keeps its address', async () => {
    const { screen, router } = await openScreen('/no/such/page', { as: null });
    expect(await screen.findByTestId('page-404')).toBeTruthy();
    expect(screen.getByText('Page not found')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no/such/page');
  });
});
