import { test as base, expect } from '@playwright/test';
import { PERSIST_KEY, persistedSignIn } from '../../../src/data/session';
import { demoAdmin, ServerApi, type Credentials } from './api';
import { startTestSmtp, type TestSmtp } from '../../../server/reports/email/testSmtp';
import { BrandsScreen } from './brands';
import { Mailbox, mailEnv, ROUND_DONE } from './mail';
import { Network } from './network';
import { ServerProcess, TEMPLATE_ENV } from './server';
import { recordPolicyViolations } from './app';
import { recordCpu } from './cpu';
import { deviceKey, OpenApp, type AppLanguage, type DeviceOptions } from './openApp';

export interface Backend {
  /** The real server, a child process with its own database (a copy of the prepared one). */
  server: ServerProcess;
  /** The fault proxy in front of it; the browser's only way to the server. */
  network: Network;
}

interface WorkerFixtures {
  backend: Backend;
  /** An SMTP server on loopback, started the first time a journey of the worker asks for mail. */
  smtp: TestSmtp;
  /** The worker's open apps, kept between journeys (see `app` and `devices`). */
  openApps: Map<string, OpenApp>;
}

interface TestOptions {
  /**
   * Who the browser is signed in as when the test starts, as a returning user's device is: the
   * session the app keeps in local storage is in place before the first page opens. `null` starts
   * signed out (for journeys through the sign-in form itself).
   */
  signedInAs: Credentials | null;
  /** The language of the open app the `app` fixture hands out (default English). */
  appLanguage: AppLanguage;
  /** Who is signed in on the open app the `app` fixture hands out (default the demo admin). */
  appUser: Credentials;
  /** Whether the open app the `app` fixture hands out has its service worker (default not). */
  appServiceWorker: boolean;
}

interface TestFixtures {
  server: ServerProcess;
  network: Network;
  /** The demo admin's own session, straight to the server (not through the proxy). */
  adminApi: ServerApi;
  /** Unique per test: put it in every name a test creates, so tests sharing a server never collide. */
  tag: string;
  brands: BrandsScreen;
  /**
   * Report emails on: the server's next start (the journey restarts it when its data is ready)
   * sends through the worker's SMTP server, whose messages this reads. After the journey the
   * server stops, so the next one starts without email.
   */
  mailbox: Mailbox;
  /**
   * The app open in a browser that stays open between the worker's journeys (support/openApp.ts):
   * for journeys that only need to be on a screen, signed in as the demo admin and online. A
   * journey about starting the app, offline work, service workers, other users or several devices
   * uses `page`, a fresh browser.
   */
  app: OpenApp;
  /**
   * More of the worker's open apps, for journeys with several devices: `devices.open({ user })`.
   * Each is handed back (or closed) after the journey as `app` is.
   */
  devices: { open(options: DeviceOptions): Promise<OpenApp> };
}

export const test = base.extend<TestOptions & TestFixtures, WorkerFixtures>({
  backend: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const server = new ServerProcess({ template: process.env[TEMPLATE_ENV] });
      await server.start();
      const network = await Network.start(server.url);
      await use({ server, network });
      await network.close();
      await server.dispose();
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  smtp: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const smtp = await startTestSmtp();
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker' },
  ],

  signedInAs: [demoAdmin, { option: true }],
  appLanguage: ['en', { option: true }],
  appUser: [demoAdmin, { option: true }],
  appServiceWorker: [false, { option: true }],

  openApps: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const apps = new Map<string, OpenApp>();
      await use(apps);
      for (const app of apps.values()) await app.close();
    },
    { scope: 'worker' },
  ],

  devices: async ({ openApps, browser, backend, server, network: _network }, use, testInfo) => {
    const used = new Set<string>();
    const recorded = recordCpu(process.env.E2E_CPU_LOG, testInfo.titlePath.join(' › '));
    await use({
      open: async (options) => {
        const key = deviceKey(options);
        let device = openApps.get(key);
        if (!device) {
          device = await OpenApp.start(browser, backend.network.url, server.url, options);
          openApps.set(key, device);
        }
        if (!used.has(key)) {
          used.add(key);
          await device.prepare();
        }
        return device;
      },
    });
    recorded();
    const uncaught: string[] = [];
    for (const key of used) {
      const device = openApps.get(key)!;
      uncaught.push(...device.uncaught);
      // A journey that failed, or left the app in a state the next one should not start from,
      // ends this app: the next journey opens a new one.
      if (testInfo.status !== testInfo.expectedStatus || !(await device.reusable())) {
        openApps.delete(key);
        await device.close();
      }
    }
    expect(uncaught, 'errors the app did not catch').toEqual([]);
  },

  app: async ({ devices, appLanguage, appUser, appServiceWorker }, use) => {
    await use(
      await devices.open({
        language: appLanguage,
        user: appUser,
        serviceWorker: appServiceWorker,
      }),
    );
  },

  // The browser always uses the proxy's origin: the service worker's scope is the proxy, so cutting
  // the proxy cuts the service worker's own requests too.
  baseURL: async ({ backend }, use) => {
    await use(backend.network.url);
  },

  // A sign-in through the API, stored the way the app stores its own: every test starts as a user
  // who signed in on this device before, without paying for the sign-in form each time (the
  // sign-in journeys cover the form).
  storageState: async ({ signedInAs, server, backend }, use) => {
    if (!signedInAs) {
      await use(undefined);
      return;
    }
    const session = await ServerApi.signIn(server.url, signedInAs);
    await use({
      cookies: [],
      origins: [
        {
          origin: backend.network.url,
          localStorage: [
            { name: PERSIST_KEY, value: persistedSignIn(session.token, session.profile) },
          ],
        },
      ],
    });
  },

  server: async ({ backend }, use, testInfo) => {
    // A previous test may have stopped it; every test starts with a server that answers.
    if (!backend.server.running) await backend.server.start();
    await use(backend.server);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('server log', {
        body: backend.server.logTail,
        contentType: 'text/plain',
      });
    }
  },

  network: async ({ backend, server }, use) => {
    backend.network.retarget(server.url);
    backend.network.pass();
    backend.network.seen.length = 0;
    await use(backend.network);
    backend.network.pass();
  },

  adminApi: async ({ server }, use) => {
    await use(await ServerApi.signIn(server.url));
  },

  // eslint-disable-next-line no-empty-pattern -- the tag needs no other fixture
  tag: async ({}, use, testInfo) => {
    await use(`w${testInfo.workerIndex}${Date.now().toString(36)}`);
  },

  brands: async ({ page }, use) => {
    await use(new BrandsScreen(page));
  },

  mailbox: async ({ smtp, server }, use) => {
    server.setEnv(mailEnv(smtp));
    const rounds = server.watchLog(ROUND_DONE);
    await use(new Mailbox(smtp, rounds));
    rounds.stop();
    server.setEnv({});
    await server.stop();
  },

  // Every test gets the network fixture, so none starts behind a proxy left cut by another.
  page: async ({ page, network: _network }, use) => {
    await use(page);
  },

  // An error the app does not catch (a render loop, a failed chunk, a bug in a handler) or a
  // violation of the server's Content-Security-Policy fails the journey even when what it checks
  // still happened to pass.
  context: async ({ context }, use, testInfo) => {
    const recorded = recordCpu(process.env.E2E_CPU_LOG, testInfo.titlePath.join(' › '));
    const uncaught: string[] = [];
    context.on('weberror', (webError) => uncaught.push(webError.error().message));
    await recordPolicyViolations(context, uncaught);
    await use(context);
    recorded();
    expect(uncaught, 'errors the app did not catch').toEqual([]);
  },
});

export { expect };
