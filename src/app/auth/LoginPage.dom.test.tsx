import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoAdmin, openScreen } from '@/testing/screen';

describe('signing in and the routes around it', () => {
  it('the line under the form is set apart from its link, so right to left it keeps its order', async () => {
    const { screen } = await openScreen('/auth/jwt/login', { as: null });
    const link = await screen.findByTestId('to-register');
    // A <bdi>: in Arabic, "جديد على Backhouse؟" showed its question mark after the link.
    const line = link.parentElement!.querySelector('bdi');
    expect(line?.textContent).toBe('New to Backhouse?');
  });

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

  it('a sign-in whose code cannot be downloaded says the device is offline, and works once it can', async () => {
    const { user, screen, router } = await openScreen('/auth/jwt/login', { as: null });
    // The sign-in calls' declarations load when the form is sent (issue 24): a first visit that lost
    // its connection after the page came has not got them.
    vi.doMock('@contract/auth', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/auth-x.js');
    });
    const send = async () => {
      await user.type(await screen.findByTestId('login-identifier'), demoAdmin.email);
      await user.type(screen.getByTestId('login-password'), demoAdmin.password);
      await user.click(screen.getByTestId('login-submit'));
    };
    try {
      await send();
      const error = await screen.findByTestId('login-error');
      await waitFor(() =>
        expect(error.textContent).toBe(
          'You are offline. Signing in needs a connection to the server; try again once you are back online.',
        ),
      );
      expect(router.state.location.pathname).toBe('/auth/jwt/login');
    } finally {
      vi.doUnmock('@contract/auth');
    }
    await user.clear(screen.getByTestId('login-identifier'));
    await send();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
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
