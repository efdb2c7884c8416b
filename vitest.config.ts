import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'sw/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./src/testing/setup-unit.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: [
            'server/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/support/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PostgreSQL runs share one server; keep files apart in time to keep load predictable.
          fileParallelism: !process.env.TEST_DATABASE_URL,
        },
      },
    ],
  },
});
