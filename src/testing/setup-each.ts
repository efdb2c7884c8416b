import { afterEach, vi } from 'vitest';

// Test files share their worker's modules (`isolate: false` in vitest.config.ts): whatever a test
// changes in the shared world is put back after it, even when it fails half way.
afterEach(() => {
  vi.useRealTimers();
});
