import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import '@mantine/dates/styles.css';
import { createRoot } from 'react-dom/client';
import type { LoginReply } from '@contract/auth';
import { opensOnSignIn } from './app/auth/opensOnSignIn';
import { noteFailedDownloads } from './app/errors/downloadFailures';
import { registerPwa } from './app/pwa/registerPwa';
import { startSettings } from './app/settings/startSettings';
import { guardedLocalStorage } from './app/storage';

noteFailedDownloads();
const storage = guardedLocalStorage();
const settings = startSettings(storage);
const root = createRoot(document.getElementById('root')!);

/**
 * The app's code, downloaded once asked for; resolves to its start. Rejects when it cannot be
 * downloaded (offline before the service worker keeps it).
 */
const loadApp = () =>
  import('./app/bootstrap').then(
    ({ bootstrap }) =>
      (signedIn?: LoginReply) =>
        bootstrap({ root, storage, settings, signedIn }),
  );

// Someone with no saved session who opens the app's address or its sign-in page gets the sign-in
// form without the app's code (router, queries, screens): a third less to download and run on a
// first visit (issue 24). Every other start is the app's, without the sign-in page's code.
const started = opensOnSignIn(storage, window.location)
  ? import('./app/auth/signInFirst').then(({ startSignIn }) =>
      startSignIn({ root, storage, settings, loadApp }),
    )
  : loadApp().then((start) => start());
started.catch((error: unknown) => console.error('[start] could not load the app', error));
registerPwa();
