import fs from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type LaunchOptions,
  type Page,
  type Request,
} from '@playwright/test';
import { demoCredentials } from '../../server/demo/people';
import { sleep } from './common';
import { adminApi, startServer, type AdminApi, type ServerOptions } from './server';

/**
 * Debian's Chromium, never a downloaded one (STACK.md): its headless shell when installed, as in the
 * journeys. The full browser also renders its own address bar's popup (a WebUI page) for every
 * window, about 1.5 s of CPU each, which would compete with the page a bench measures.
 */
export const chromiumPath = fs.existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function options(): LaunchOptions {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`${chromiumPath} is missing: run bash scripts/ensure-chromium.sh`);
  }
  return { executablePath: chromiumPath, args: chromiumArgs };
}

export const launchBrowser = (): Promise<Browser> => chromium.launch(options());

/** A browser whose profile (service worker, caches, IndexedDB) lives in `userDataDir`. */
export const launchProfile = (
  userDataDir: string,
  extra: { offline?: boolean } = {},
): Promise<BrowserContext> =>
  chromium.launchPersistentContext(userDataDir, { ...options(), ...extra });

/** Signs the demo administrator in through the app's own sign-in page, and waits for the dashboard. */
export async function signInInBrowser(page: Page, serverUrl: string): Promise<void> {
  await page.goto(`${serverUrl}/auth/jwt/login`);
  await page.getByTestId('login-identifier').fill(demoCredentials.admin.email);
  await page.getByTestId('login-password').fill(demoCredentials.admin.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
}

/**
 * Waits until the page has asked for no script for `quietMs`. Playwright's "network idle" never
 * comes once the signed-in app holds its live channel (`GET /api/events`) open.
 */
export async function scriptsSettled(page: Page, quietMs = 2000): Promise<void> {
  let last = Date.now();
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') last = Date.now();
  };
  page.on('request', onRequest);
  try {
    for (let quiet = 0; quiet < quietMs; quiet = Date.now() - last) await sleep(quietMs - quiet);
  } finally {
    page.off('request', onRequest);
  }
}

/** What `markReady` notes on a page's window, in ms from its navigation start. */
export interface ReadyMarks {
  /** When the first element matching the selector entered the DOM. */
  __benchReadyAt?: number;
  /** The frame after that. */
  __benchFrameAt?: number;
}

/**
 * For `context.addInitScript(markReady, selector)`: before any script of every page, notes when the
 * first element matching `selector` enters the DOM, and the frame after it (`ReadyMarks`).
 */
export function markReady(selector: string): void {
  const w = window as Window & ReadyMarks;
  const observer = new MutationObserver(() => {
    if (w.__benchReadyAt !== undefined || !document.querySelector(selector)) return;
    w.__benchReadyAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      w.__benchFrameAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * The built app's bench set-up: a server on `options`, a headless Chromium, and the demo admin
 * signed in over HTTP for the calls that make what is measured. Both stop when `work` ends.
 */
export async function withAppInBrowser<T>(
  options: ServerOptions,
  work: (setUp: { url: string; browser: Browser; admin: AdminApi }) => Promise<T>,
): Promise<T> {
  const server = await startServer(options);
  try {
    const browser = await launchBrowser();
    try {
      return await work({ url: server.url, browser, admin: await adminApi(server.url) });
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
