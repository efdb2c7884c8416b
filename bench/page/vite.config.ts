import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';

/** Builds bench/page with the app's aliases and target, into node_modules/.tmp/bench-page. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('../../contract', import.meta.url)),
      '@': fileURLToPath(new URL('../../src', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('../../node_modules/.tmp/bench-page', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
  },
});
