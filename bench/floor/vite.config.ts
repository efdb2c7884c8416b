import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The floor pages (see bench/floor/README.md): the stack's libraries and nothing of the app, built the
 * way the app is (same target, same bundler), into node_modules/.tmp/bench-floor.
 */
export default defineConfig({
  root: here('.'),
  build: {
    target: 'es2022',
    outDir: here('../../node_modules/.tmp/bench-floor'),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      input: {
        signin: here('signin.html'),
        list: here('list.html'),
        dashboard: here('dashboard.html'),
      },
    },
  },
});
