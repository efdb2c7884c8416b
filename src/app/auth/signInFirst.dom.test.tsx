import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoginReply } from '@contract/auth';
import { PERSIST_KEY, persistedSignIn } from '@/data/session';
import { demoAdmin, loopbackFetch } from '@/testing/screen';
import { startSettings } from '../settings/startSettings';
import { memoryStorage } from '../storage';
import { opensOnSignIn, type AppLoader } from './opensOnSignIn';
import { startSignIn } from './signInFirst';

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The app as the page would start it: what it was handed, and where. */
interface Started {
  signedIn: LoginReply | undefined;
  address: string;
}

/** Opens the sign-in page before the app at `address`, with `loadApp` as the app's code. */
function open(address: string, loadApp?: AppLoader) {
  window.history.replaceState(null, '', address);
  const started: Started[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const storage = memoryStorage();
  startSignIn({
    root,
    storage,
    settings: startSettings(storage),
    fetch: loopbackFetch,
    loadApp:
      loadApp ??
      (async () => (signedIn) => {
        started.push({ signedIn, address: window.location.pathname + window.location.search });
      }),
  });
  return { started, user: userEvent.setup({ delay: null }) };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(await screen.findByTestId('login-identifier'), demoAdmin.email);
  await user.type(screen.getByTestId('login-password'), password);
  await user.click(screen.getByTestId('login-submit'));
}

describe('the sign-in page that opens before the app', () => {
  it('opens for someone with no kept session, on the app’s index or its sign-in address', () => {
    const none = memoryStorage();
    expect(opensOnSignIn(none, { pathname: '/' })).toBe(true);
    expect(opensOnSignIn(none, { pathname: '/auth/jwt/login' })).toBe(true);
    expect(opensOnSignIn(none, { pathname: '/auth/jwt/register' })).toBe(false);
    expect(opensOnSignIn(none, { pathname: '/dashboard' })).toBe(false);
    // A kept session is the app's to open (it leads a signed-in user on from the sign-in page).
    const kept = memoryStorage({ [PERSIST_KEY]: persistedSignIn('t', { id: 'u' } as never) });
    expect(opensOnSignIn(kept, { pathname: '/auth/jwt/login' })).toBe(false);
    // Without storage a sign-in could not outlive the page: the app signs in itself.
    expect(opensOnSignIn(null, { pathname: '/' })).toBe(false);
  });

  it('signs in for real and starts the app at the redirect address with the sign-in', async () => {
    const { started, user } = open('/auth/jwt/login?redirect=%2Finventory%2Fcounts');
    await signIn(user, 'not-the-password');
    const error = await screen.findByTestId('login-error');
    await waitFor(() => expect(error.textContent).toBe('Wrong email, username or password.'));
    expect(started).toEqual([]);
    expect(window.location.pathname).toBe('/auth/jwt/login');

    await user.clear(screen.getByTestId('login-identifier'));
    await signIn(user, demoAdmin.password);
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]!.address).toBe('/inventory/counts');
    expect(started[0]!.signedIn?.user.email).toBe(demoAdmin.email);
    expect(started[0]!.signedIn?.token).toMatch(/\S/);
  });

  it('on the app’s index shows the sign-in address, and goes on to the dashboard', async () => {
    const { started, user } = open('/');
    expect(window.location.pathname).toBe('/auth/jwt/login');
    await signIn(user, demoAdmin.password);
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]!.address).toBe('/dashboard');
  });

  it('a link starts the app at its address, signed out', async () => {
    const { started, user } = open('/auth/jwt/login');
    await user.click(await screen.findByTestId('to-register'));
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]).toEqual({ signedIn: undefined, address: '/auth/jwt/register' });
  });

  it('says the device is offline when the app’s code cannot be downloaded, and stays', async () => {
    const { user } = open('/auth/jwt/login?redirect=%2Fdashboard', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    );
    await signIn(user, demoAdmin.password);
    const error = await screen.findByTestId('login-error');
    await waitFor(() =>
      expect(error.textContent).toBe(
        'You are offline. Signing in needs a connection to the server; try again once you are back online.',
      ),
    );
    expect(window.location.pathname + window.location.search).toBe(
      '/auth/jwt/login?redirect=%2Fdashboard',
    );
  });
});
