import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's headless shell when installed (scripts/ensure-chromium.sh): the same engine as its
 * chromium without the desktop browser around it, about a sixth less CPU per journey.
 */
const chromium =
  process.env.E2E_CHROMIUM ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium');

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
  // Guards against a hang, well above what a journey takes on a machine twice as slow or busy
  // (the slowest took about 35 s on a busy two-core machine and 110 s pinned to one core, where a
  // fresh app's first screen took over 20 s): a journey waits for the condition it means, never
  // for a time, so a passing journey never waits for these.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  // The whole run: about 11 minutes on a busy two-core machine, about 40 pinned to one core.
  globalTimeout: 90 * 60_000,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // A whole run fails when a screen missed a check of the sweeps (see the file).
    ['./tests/e2e/support/sweepCoverage.ts'],
  ],
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
    actionTimeout: 40_000,
    navigationTimeout: 60_000,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
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
