import fs from 'node:fs';
import path from 'node:path';
import {
  expect,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import { PERSIST_KEY, persistedSignIn } from '../../../src/data/session';
import {
  dismissToasts,
  localDatabases,
  queuedEverywhere,
  readLocalStore,
  recordPolicyViolations,
  waitForServiceWorker,
} from './app';
import { demoAdmin, ServerApi, type Credentials } from './api';
import { devices } from './screens';

/** The languages a worker keeps an open app in: the browser's language picks the app's. */
export type AppLanguage = 'en' | 'ar';
const browserLocale: Record<AppLanguage, string> = { en: 'en-US', ar: 'ar-AE' };

/** How long a journey may wait for the device to pull what the server has. */
const PULL_TIMEOUT_MS = 60_000;

/** A device a worker keeps open between journeys. */
export interface DeviceOptions {
  /** The browser's language, which picks the app's (default English). */
  language?: AppLanguage;
  /** Who is signed in on it (default the demo admin). */
  user?: Credentials;
  /**
   * With the service worker installed (waited for on the first open): for journeys that go
   * offline. The install, some 570 files, is paid once per worker instead of once per journey.
   */
  serviceWorker?: boolean;
}

/**
 * The app as a manager keeps it open on the office computer or a counter on a tablet: signed in,
 * opened once per worker (per language, user and service worker, see `DeviceOptions`) and then
 * moved from screen to screen, pulling what changed before each. Starting the app in a fresh browser costs about 8 CPU seconds (a new renderer, the
 * app's code and a first pull); a journey that only needs to be on a screen pays about one instead.
 * Journeys about starting the app or signing in and out use the `page` fixture, a fresh browser.
 */
export class OpenApp {
  private opened = false;
  /** The journey's renderer profile, with E2E_RENDERER_PROFILE set to a folder. */
  private cdp: CDPSession | undefined;
  /** Errors the app did not catch since the journey started. */
  /** Errors the app did not catch, and violations of the server's policy, since the journey started. */
  readonly uncaught: string[] = [];

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    readonly language: AppLanguage,
    private readonly serviceWorker = false,
  ) {
    context.on('weberror', (webError) => this.uncaught.push(webError.error().message));
  }

  /** A page a journey opened itself (another user's device, say), moved around the same way. */
  static on(page: Page, language: AppLanguage): OpenApp {
    return new OpenApp(page.context(), page, language);
  }

  static async start(
    browser: Browser,
    origin: string,
    serverUrl: string,
    { language = 'en', user = demoAdmin, serviceWorker = false }: DeviceOptions = {},
  ): Promise<OpenApp> {
    const signedIn = await ServerApi.signIn(serverUrl, user);
    const context = await browser.newContext({
      baseURL: origin,
      viewport: devices[0][1],
      locale: browserLocale[language],
      timezoneId: 'UTC',
      serviceWorkers: serviceWorker ? 'allow' : 'block',
      reducedMotion: 'reduce',
      // The invoice journey copies a payload and reads it back.
      permissions: ['clipboard-read', 'clipboard-write'],
      storageState: {
        cookies: [],
        origins: [
          {
            origin,
            localStorage: [
              { name: PERSIST_KEY, value: persistedSignIn(signedIn.token, signedIn.profile) },
            ],
          },
        ],
      },
    });
    const app = new OpenApp(context, await context.newPage(), language, serviceWorker);
    await recordPolicyViolations(context, app.uncaught);
    return app;
  }

  /**
   * Shows `path`: the first time by opening the app on it, then as following a link does, after
   * the device has pulled what others changed (rows a journey made through the API; `pull: false`
   * skips that). The screen is mounted afresh even when it is the one on screen.
   */
  async open(path: string, { pull = true }: { pull?: boolean } = {}): Promise<Page> {
    const { page } = this;
    if (!this.opened) {
      await page.goto(path);
      await expect(page.getByTestId('user-menu')).toBeVisible();
      if (this.serviceWorker) await waitForServiceWorker(page);
      this.opened = true;
      return page;
    }
    if (pull) await this.pull();
    // A screen opened again (even with other filters) is mounted afresh, as from another screen.
    const here = await page.evaluate(() => location.pathname);
    if (here === new URL(path, 'http://app').pathname) {
      // Through a screen that is shown, not only pushed: two pushes the router takes in one go
      // would leave the screen mounted (its title, say, not set again).
      await this.navigate('/404');
      await expect(page.getByTestId('page-404')).toBeVisible();
    }
    await this.navigate(path);
    return page;
  }

  /**
   * Waits until the device holds what the server had a moment ago: the app pulls when its window
   * gets the focus; a pull asked for now has answered, and a sync round ended after that answer
   * (the round writes what it pulled before it notes the time). "After" is read two ways: the time
   * the round noted is past the answer, or the note changed since the answer came (a page whose
   * clock a journey set does not note the real time). A round that did not end (a reply lost, a
   * round that failed and backs off) is followed by another, as a user returning to the window
   * starts one.
   */
  async pull(): Promise<void> {
    const { page } = this;
    const focus = () => page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/sync/pull', {
      timeout: PULL_TIMEOUT_MS,
    });
    await focus();
    const request = await asked;
    await request.response();
    const timing = request.timing();
    const answered = new Date(timing.startTime + Math.max(timing.responseEnd, 0)).toISOString();
    const noted = (await lastSyncedAt(page)) ?? '';
    let polls = 0;
    await expect
      .poll(
        async () => {
          const now = (await lastSyncedAt(page)) ?? '';
          if (now >= answered || now !== noted) return true;
          if (++polls % 10 === 0) await focus();
          return false;
        },
        {
          message: 'the open app pulled from the server',
          timeout: PULL_TIMEOUT_MS,
          intervals: [500],
        },
      )
      .toBe(true);
  }

  private async navigate(path: string, timeout?: number): Promise<void> {
    const { page } = this;
    const target = new URL(path, 'http://app');
    await page.evaluate((to) => window.history.pushState(null, '', to), path);
    await expect
      .poll(() => page.evaluate(() => location.pathname + location.search), {
        message: `the open app went to ${path} (a screen with unsaved work may have held it)`,
        timeout,
      })
      .toBe(target.pathname + target.search);
  }

  /** Before a journey: the desktop size, no toasts, no errors from the one before. */
  async prepare(): Promise<void> {
    this.uncaught.length = 0;
    if (process.env.E2E_RENDERER_PROFILE) {
      this.cdp ??= await this.context.newCDPSession(this.page);
      await this.cdp.send('Profiler.enable');
      await this.cdp.send('Profiler.start');
    }
    await this.page.setViewportSize(devices[0][1]);
    if (this.opened) await dismissToasts(this.page);
  }

  /**
   * After a journey: leaves its screen for an empty one, and says whether the next journey may
   * take this app as it is. Not when a change is still queued after a while (it would count on
   * the next journey's screens), the screen would not be left (unsaved work), a dialog stays open
   * or the language changed.
   */
  async reusable(): Promise<boolean> {
    if (this.cdp && process.env.E2E_RENDERER_PROFILE) {
      const { profile } = await this.cdp.send('Profiler.stop');
      fs.mkdirSync(process.env.E2E_RENDERER_PROFILE, { recursive: true });
      fs.writeFileSync(
        path.join(process.env.E2E_RENDERER_PROFILE, `${Date.now()}.cpuprofile`),
        JSON.stringify(profile),
      );
    }
    if (!this.opened) return true;
    const { page } = this;
    try {
      // A journey that went offline may have failed before it came back.
      await this.context.setOffline(false);
      await expect.poll(() => queuedEverywhere(page), { timeout: 15_000 }).toBe(0);
      // A menu or a drawer the journey left open closes with the screen that opened it.
      await page.keyboard.press('Escape');
      await this.navigate('/404', 5_000);
      await expect(page.locator('[role="dialog"]:visible')).toHaveCount(0, { timeout: 2_000 });
    } catch {
      return false;
    }
    return (await page.locator('html').getAttribute('lang')) === this.language;
  }

  close(): Promise<void> {
    return this.context.close();
  }
}

/** When the device last finished a sync round, from its own store (src/data/sync/engine.ts). */
async function lastSyncedAt(page: Page): Promise<string | null> {
  const noted = await Promise.all(
    (await localDatabases(page)).map(
      async (name) =>
        (
          (await readLocalStore(page, name, 'sync_state', 'lastSyncedAt')) as {
            value?: string;
          } | null
        )?.value ?? null,
    ),
  );
  return (
    noted
      .filter((value): value is string => !!value)
      .sort()
      .at(-1) ?? null
  );
}

/**
 * Shows `path` on a screen object's page: on the worker's open app as a link does, or by loading
 * it on a page of its own.
 */
export async function showPath(page: Page, app: OpenApp | undefined, path: string): Promise<void> {
  if (app) await app.open(path);
  else await page.goto(path);
}

/** Key of a device in a worker's pool. */
export const deviceKey = ({
  language = 'en',
  user = demoAdmin,
  serviceWorker = false,
}: DeviceOptions) => `${language}|${user.email}|${serviceWorker ? 'sw' : 'no-sw'}`;
