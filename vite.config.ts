import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { coreNamespaces } from './src/lib/coreNamespaces';

const apiTarget = process.env.BACKHOUSE_API ?? 'http://127.0.0.1:8080';

const core: ReadonlySet<string> = new Set(coreNamespaces);

/**
 * Chunks that would otherwise be hundreds of files of a few hundred bytes each: every namespace of
 * every language (266 files) and every icon (52). The service worker precaches every built file
 * when it installs, and each file cost a tablet about 20 ms of CPU there (measured in Chromium: 788
 * files took 16 to 19 CPU seconds before the app worked offline, now about 10). A language is two
 * files, what the shell needs and the rest; icons are one file.
 */
function chunkGroup(id: string): string | null {
  const locale = /[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/.exec(id);
  if (locale) {
    const [, language, namespace] = locale;
    const shell = core.has(namespace!);
    if (language === 'en' && shell) return null;
    return shell ? `locale-${language}-core` : `locale-${language}`;
  }
  if (/[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]/.test(id)) return 'icons';
  return null;
}

/**
 * jsPDF loads html2canvas, DOMPurify and canvg on demand, only for `html()` and `addSvgAsImage()`,
 * which the app never calls (the prep list writes its text itself). They resolve to a module that
 * says so, and their ~380 KB is neither emitted nor precached by the service worker.
 */
const unusedByJsPdf = new Set(['html2canvas', 'dompurify', 'canvg']);
const notBundled = '\0not-bundled';
const jsPdfExtras = {
  name: 'backhouse:jspdf-extras',
  enforce: 'pre' as const,
  resolveId: (id: string) => (unusedByJsPdf.has(id) ? notBundled : null),
  load: (id: string) =>
    id === notBundled
      ? "export default () => { throw new Error('Not bundled: jsPDF html() and addSvgAsImage()'); };"
      : null,
};

export default defineConfig({
  resolve: {
    alias: [
      { find: '@contract', replacement: fileURLToPath(new URL('./contract', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Zod without its eval probe, which the app's Content-Security-Policy reports (see the file).
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/zodWithoutEval.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    jsPdfExtras,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      manifest: {
        id: '/',
        name: 'Backhouse',
        short_name: 'Backhouse',
        description:
          'Back office for restaurants and retail: catalogue, inventory, suppliers, reports.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#2e7d32',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: chunkGroup }] } } },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
