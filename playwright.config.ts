import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium against the BUILT app and server (`npm run build` first; `npm test`
 * does it). The global setup prepares one migrated, demo-seeded database; each worker starts the real
 * server on a free port with its own copy and puts a fault proxy in front of it; the browser only ever
 * talks to the proxy. Each test starts signed in as the demo admin unless it says otherwise (see
 * tests/e2e/support/fixtures.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // Two cores: one browser and one server per worker.
  workers: 2,
  // A failed journey runs once more, recording a trace for the report; it still fails the run
  // (failOnFlakyTests): a journey that passes only on its second try is a bug to fix, not a pass.
  // Recording traces for every journey would cost a quarter of the suite's time.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // `npm test` has 15 minutes in all; the steps before the journeys take about 3.5, so the journeys
  // may take 11 before the run stops itself (they take about 9 on a busy two-core machine).
  globalTimeout: 11 * 60_000,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    // The desktop layout: side navbar from 900 px (the md breakpoint).
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    // The service worker installs by precaching the whole app, a second load per test. Only the
    // journeys about working offline need it, and they allow it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    // The app drops its transitions for people who ask for less motion: no waiting for a drawer to
    // finish sliding before the next click.
    reducedMotion: 'reduce',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
