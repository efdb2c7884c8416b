import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { demoAdmin, type Credentials } from './api';
import type { Network } from './network';

/** How a page's report of a policy violation is told apart from the app's own console lines. */
const POLICY_VIOLATION = '[policy violation]';

/**
 * Adds to `into` every violation of the server's Content-Security-Policy a page of `context` reports
 * (a blocked script, style, image or eval): the policy is part of the product, and a violation is a
 * bug even when nothing visible broke (browsers list it as an issue, Lighthouse counts it).
 */
export async function recordPolicyViolations(
  context: BrowserContext,
  into: string[],
): Promise<void> {
  await context.addInitScript((marker) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`;
      console.error(`${marker} ${event.effectiveDirective} ${event.blockedURI} at ${where}`);
    });
  }, POLICY_VIOLATION);
  context.on('console', (message) => {
    if (message.text().startsWith(POLICY_VIOLATION)) into.push(message.text());
  });
}

/** Where the app keeps the session (src/data/session.ts, SPEC section 4). */
const SESSION_KEY = 'backhouse.persist';

/**
 * Opens a screen as the user the test starts signed in as (the `signedInAs` option) and waits for
 * the signed-in shell.
 */
export async function openApp(page: Page, path = '/dashboard'): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Signs in through the sign-in form and waits for the dashboard. */
export async function signIn(page: Page, credentials: Credentials = demoAdmin): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/auth/jwt/login')) {
    await page.goto('/auth/jwt/login');
  }
  await fillSignIn(page, credentials);
  await expect(page).toHaveURL(/\/dashboard(\?|$)/, { timeout: 40_000 });
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Fills and sends the sign-in form that is on screen. */
export async function fillSignIn(page: Page, credentials: Credentials): Promise<void> {
  await page.getByTestId('login-identifier').fill(credentials.email);
  await page.getByTestId('login-password').fill(credentials.password);
  await page.getByTestId('login-submit').click();
}

/** The token the app signed in with, as it keeps it. */
export async function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? ((JSON.parse(raw) as { auth?: { token?: string } }).auth?.token ?? null) : null;
  }, SESSION_KEY);
}

/**
 * Cuts the network for real: the proxy refuses every connection (also the service worker's) and the
 * browser reports offline, so `navigator.onLine` and the `offline` event follow.
 */
export async function goOffline(context: BrowserContext, network: Network): Promise<void> {
  network.set({ kind: 'refuse' });
  await context.setOffline(true);
}

/** Brings the network back: the proxy first, so the `online` event meets a working server. */
export async function goOnline(context: BrowserContext, network: Network): Promise<void> {
  network.pass();
  await context.setOffline(false);
}

/** Waits until the service worker controls the page: from then on the shell opens offline. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller?.state === 'activated',
    null,
    // The install precaches the whole app: on a machine pinned to one core beside a busy worker it
    // has taken over a minute. A guard against a hang, not a measure.
    { timeout: 150_000 },
  );
}

export const syncIndicator = (page: Page): Locator => page.getByTestId('sync-indicator');

/**
 * Turns a switch or a checkbox over as a keyboard user does: focused, then Space. Mantine draws its
 * input hidden under the visible track, and a forced click lands on the input's own box, which can
 * sit outside the window while the screen is still settling (a click refused, seen on a busy run).
 */
export async function flip(control: Locator): Promise<void> {
  const was = await control.isChecked();
  await control.press('Space');
  await expect(control).toBeChecked({ checked: !was });
}

/**
 * Waits for the header indicator to count `count` changes not yet on the server. For 0 it first
 * waits for the local outbox itself to be empty: the indicator counts a change queued a moment ago
 * only after the screen already shows it, so on its own it can read 0 before anything was sent.
 */
export async function expectPending(page: Page, count: number, timeout = 60_000): Promise<void> {
  if (count === 0) await expect.poll(() => queuedEverywhere(page), { timeout }).toBe(0);
  await expect(syncIndicator(page)).toHaveAttribute('data-pending', String(count), { timeout });
}

/** Counts the queued changes in every local database of this origin, straight from IndexedDB. */
export async function queuedEverywhere(page: Page): Promise<number> {
  let total = 0;
  for (const name of await localDatabases(page)) total += await outboxCountOf(page, name);
  return total;
}

/** The names of every user's local database on the device (`backhouse-<user id>`). */
export function localDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map((db) => db.name ?? '')
      .filter((name) => name.startsWith('backhouse-')),
  );
}

/**
 * One read of a local database straight from IndexedDB, as no screen shows it: a store's count
 * (no key), or one record (null when the store or the record is not there).
 */
export function readLocalStore(
  page: Page,
  database: string,
  store: string,
  key: string | null = null,
): Promise<unknown> {
  return page.evaluate(
    ({ database, store, key }) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve(key === null ? 0 : null);
            return;
          }
          const records = db.transaction(store).objectStore(store);
          const read = key === null ? records.count() : records.get(key);
          read.onsuccess = () => {
            db.close();
            resolve(read.result ?? null);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    { database, store, key },
  );
}

const outboxCountOf = async (page: Page, database: string) =>
  Number(await readLocalStore(page, database, 'outbox'));

/**
 * Counts the queued changes in a user's local database, straight from IndexedDB: what survives a
 * sign-out is not on any screen.
 */
export function storedOutboxCount(page: Page, userId: string): Promise<number> {
  return outboxCountOf(page, `backhouse-${userId}`);
}

/**
 * Closes every toast on screen (they sit over the header's right end), the first each time: the
 * ones below move up as it goes. (Clicking the second of two after the first had gone waited for
 * an element that no longer existed, 40 s, the longest wait of the whole suite.) A toast that ends
 * on its own while being closed is no failure; the count on screen bounds the tries.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const closes = page.locator('.mantine-Notification-root button');
  for (let tries = await closes.count(); tries > 0; tries--) {
    if ((await closes.count()) === 0) return;
    await closes
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }
}

/**
 * Whether the device has kept a server read of `path` for offline use: TanStack Query's persisted
 * store in the user's IndexedDB (written throttled, so poll it).
 */
export async function readKept(page: Page, userId: string, path: string): Promise<boolean> {
  const kept = await readLocalStore(page, `backhouse-${userId}`, 'kv', 'query:backhouse');
  return ((kept as { value?: string } | null)?.value ?? '').includes(path);
}
