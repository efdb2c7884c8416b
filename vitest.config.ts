import { fileURLToPath, URL } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { localeModules } from './scripts/localeModules';

const alias = {
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};

/**
 * Test files share their worker's loaded modules instead of importing the server, the contract and
 * the app afresh for each file: about 40 s of a 65 s run was spent importing. Tests keep to their
 * own databases and local stores; spies, stubs and fake timers are put back after every test
 * (`restoreMocks`, `unstub*`, `setup-each.ts`), and the files pass in any order
 * (`--sequence.shuffle.files`).
 */
const shared = {
  isolate: false,
  restoreMocks: true,
  unstubGlobals: true,
  unstubEnvs: true,
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Every core (Vitest's default leaves one free, which on a two-core machine is one worker for
    // 247 files: 167 s against 121 s for two, measured idle). Pinned to one core, one worker.
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias },
        plugins: [localeModules()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'sw/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/**/*.dom.test.tsx'],
          environment: 'node',
          ...shared,
          setupFiles: ['./src/testing/setup-unit.ts', './src/testing/setup-each.ts'],
          // A guard against a hang, not a speed limit: Vitest's 5 s failed a 1.3 s workbook test
          // while CI's journeys and another suite shared the two cores. npm test runs the journeys
          // beside Vitest: a 3 s test took 19 s there on a busy two-core machine.
          testTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        plugins: [localeModules()],
        test: {
          name: 'server',
          include: [
            'server/**/*.test.ts',
            'services/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/support/**/*.test.ts',
          ],
          environment: 'node',
          ...shared,
          setupFiles: ['./src/testing/setup-each.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // PostgreSQL runs share one server; keep files apart in time to keep load predictable.
          fileParallelism: !process.env.TEST_DATABASE_URL,
        },
      },
      {
        resolve: { alias },
        plugins: [localeModules()],
        test: {
          // Screens rendered in a DOM (happy-dom: a release this autumn, runs on Node 20, and starts
          // in a fraction of jsdom's time), signed in against one real server on loopback that the
          // global setup starts for the run; what needs a real browser stays in tests/e2e.
          name: 'dom',
          include: ['src/**/*.dom.test.tsx'],
          environment: 'happy-dom',
          // The page's origin is not the server's: its calls go to the loopback server
          // (src/testing/screen.tsx) as the built app's go to its own origin, without CORS checks.
          environmentOptions: {
            happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } },
          },
          ...shared,
          globalSetup: ['./tests/support/domServer.ts'],
          setupFiles: ['./src/testing/setup-dom.ts', './src/testing/setup-each.ts'],
          // Guards against a hang, far above what a test takes on one busy core (36 s for the
          // slowest, with the journeys beside it on a busy two-core machine).
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
