import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import type { LoginBody, LoginReply } from '@contract/auth';
import { ApiError, createApiClient } from '@/data/api';
import { readClientConfig } from '@/data/clientConfig';
import type { KeyValueStorage } from '@/data/session';
import { requestSignIn } from '@/data/signInCall';
import { optionalText } from '@/shared/searchParams';
import { loadTagManager } from '../clientConfig/tagManager';
import { initI18n } from '../i18n';
import type { SettingsStore } from '../settings/settingsStore';
import { SIGN_IN_PATH, type AppLoader } from './opensOnSignIn';
import { safeRedirect } from './safeRedirect';
import { SignInFirstPage } from './SignInFirstPage';

interface SignInFirstOptions {
  root: Root;
  storage: KeyValueStorage | null;
  settings: SettingsStore;
  loadApp: AppLoader;
  /** The page's fetch (tests give theirs). */
  fetch?: typeof fetch;
}

/**
 * The sign-in page without the app (issue 24: its code is a third of what a first visit
 * downloaded). The same page as the app's sign-in route, with the same words, preferences, toasts
 * and settings; the app's code is fetched once the user starts to fill the form in, and started in
 * its place after the server has answered, at the `redirect` address or the dashboard, with the
 * sign-in handed over. A link on the page starts the app at the link's address.
 */
export function startSignIn({ root, storage, settings, loadApp, fetch }: SignInFirstOptions): void {
  if (window.location.pathname !== SIGN_IN_PATH) {
    window.history.replaceState(null, '', SIGN_IN_PATH);
  }
  const redirect = optionalText(new URLSearchParams(window.location.search).get('redirect'));
  // Nobody is signed in here: every call is anonymous, and no 401 signs anyone out.
  const api = createApiClient({ getToken: () => null, fetch, onUnauthorized: () => undefined });

  /** Starts the app at `href`; rejects, as a lost connection, when its code cannot be downloaded. */
  const enterApp = async (href: string, how: 'push' | 'replace', signedIn?: LoginReply) => {
    const start = await loadApp().catch((error: unknown) => {
      throw new ApiError('network', 0, error instanceof Error ? error.message : String(error));
    });
    if (how === 'push') window.history.pushState(null, '', href);
    else window.history.replaceState(null, '', href);
    start(signedIn);
  };
  const signIn = async (credentials: LoginBody) => {
    const reply = await requestSignIn(api, credentials);
    await enterApp(safeRedirect(redirect), 'replace', reply);
  };
  // A link the app's code cannot be downloaded for is followed as a plain link.
  const follow = (to: string) => void enterApp(to, 'push').catch(() => window.location.assign(to));

  // Someone who starts to fill the form in is about to need the app: fetch it meanwhile.
  const prefetch = () => void loadApp().catch(() => undefined);
  document.addEventListener('focusin', prefetch, { once: true });
  document.addEventListener('pointerdown', prefetch, { once: true });

  void initI18n(storage)
    .catch((error: unknown) => console.error('[start] could not load the translations', error))
    .then(() =>
      // A transition: React draws the page in slices, leaving the main thread free between them
      // (the drawn page from index.html shows meanwhile, where it applies).
      startTransition(() =>
        root.render(<SignInFirstPage settings={settings} signIn={signIn} follow={follow} />),
      ),
    );
  readClientConfig(api)
    .then((config) => loadTagManager(config.tag_manager_id))
    .catch(() => undefined);
}
