import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { localeModules } from './scripts/localeModules';
import { prerenderSignIn, withoutDrawnPage } from './scripts/prerenderSignIn';
import { localeChunk } from './src/lib/coreNamespaces';

const apiTarget = process.env.BACKHOUSE_API ?? 'http://127.0.0.1:8080';

/**
 * Icons the app may need before anyone signs in: the menu's, named by the routes themselves (their
 * `staticData` loads with the app), the shell's and the sign-in pages' (src/app), and the shared
 * toasts'. They stay with the code that uses them, so the sign-in page does not download every
 * icon of every screen. Read from the files' imports: the icons reach the bundler through the
 * package's index, which names no importer.
 */
function iconsBeforeSignIn(): ReadonlySet<string> {
  const names = new Set<string>();
  for (const dir of ['src/routes', 'src/app', 'src/shared']) {
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@tabler\/icons-react'/g))
        for (const name of m[1]!.matchAll(/\bIcon\w+/g)) names.add(name[0]);
    }
  }
  // An icon may be exported under other names (IconDiscount2 is IconRosetteDiscount): the module.
  const barrel = fs.readFileSync(
    'node_modules/@tabler/icons-react/dist/esm/tabler-icons-react.mjs',
    'utf8',
  );
  const modules = new Set<string>();
  for (const m of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/(\w+)\.mjs'/g))
    if ([...m[1]!.matchAll(/as (\w+)/g)].some((alias) => names.has(alias[1]!))) modules.add(m[2]!);
  return modules;
}

const earlyIcons = iconsBeforeSignIn();

/**
 * Chunks that would otherwise be hundreds of files of a few hundred bytes each: every namespace of
 * every language (266 files) and every icon (52). The service worker precaches every built file
 * when it installs, and each file cost a tablet about 20 ms of CPU there (measured in Chromium: 788
 * files took 16 to 19 CPU seconds before the app worked offline, now about 10). A language is two
 * files, what the shell needs and the rest; the icons of the screens are one file.
 */
function chunkGroup(id: string): string | null {
  if (/locales[\\/]/.test(id)) return localeChunk(id);
  if (/[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]/.test(id))
    return /[\\/]icons[\\/]Icon\w+\.mjs$/.test(id) && !earlyIcons.has(path.basename(id, '.mjs'))
      ? 'icons'
      : null;
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

/**
 * V8's explicit compile hint (Chromium 136 and later): the functions of a file that begins with it
 * are compiled on a background thread as it downloads, instead of each on the main thread when
 * first called. A start runs most of its files' code, and Chromium keeps no compiled code for
 * module scripts from one page to the next (from a service worker's cache or not; tried in
 * Chromium 156), so every start compiled them all again on the main thread: 270 ms of its 1.6 s in
 * a trace of the offline start to the brands list. With the hint on the start's files, Lighthouse
 * saw less of the dashboard's start blocked. Only on those: on every file, compiling all the code a
 * start does not run made it about 80 ms slower on two cores (bench/compare.ts).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The files of the last build that carry it. */
let hinted: string[] = [];

/** How every text file's compressed copies are made (`compression` below, and `shellPage`). */
const GZIP = { level: 9 };
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };

/**
 * The page the service worker opens the app with (`shell.html`, sw/sw.ts): index.html, without the
 * sign-in page drawn into it for a first visit (`prerenderSignIn`: parsing it cost the dashboard's
 * start from the cache about 12 ms, bench/compare.ts), and with a module
 * preload link for every file the app's start imports, however deep: the entry's and the app's
 * (src/app/bootstrap.tsx, which the entry imports when it does not open on the sign-in page first).
 * A start from the worker's cache then asks for them all at once, beside the entry, instead of
 * level by level as each file is read: the dashboard's first render from the cache came about 25 ms
 * sooner (bench/compare.ts, 12 samples each). A first visit still gets index.html from the server
 * without them: on a slow line the links made the sign-in page's largest paint 0.2 s later
 * (Lighthouse, simulated slow 4G).
 *
 * The same start files carry V8's explicit compile hint (`COMPILE_HINT`).
 */
const shellPage: Plugin = {
  name: 'backhouse:shell-page',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    hinted = [];
    const page = bundle['index.html'];
    const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry);
    const app = chunks.find((chunk) =>
      chunk.facadeModuleId?.replaceAll('\\', '/').endsWith('/src/app/bootstrap.tsx'),
    );
    if (page?.type !== 'asset' || !entry || !app) {
      this.error("shell.html needs index.html, the entry chunk and the app's (bootstrap.tsx)");
    }
    const files = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = bundle[fileName];
      if (chunk?.type !== 'chunk') return;
      for (const imported of chunk.imports) {
        if (files.has(imported)) continue;
        files.add(imported);
        visit(imported);
      }
    };
    visit(entry.fileName);
    files.add(app.fileName);
    visit(app.fileName);
    hinted = [...new Set([entry.fileName, ...files])];
    const links = [...files]
      .map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n`)
      .join('');
    this.emitFile({
      type: 'asset',
      fileName: 'shell.html',
      source: withoutDrawnPage(String(page.source)).replace('</head>', `${links}</head>`),
    });
  },
  // Once written: the hint must be the file's first line, and Vite puts its own first line into the
  // entry after every plugin's `generateBundle`. Their compressed copies are made again.
  writeBundle(options) {
    for (const file of hinted) {
      const target = path.join(options.dir!, file);
      const code = `${COMPILE_HINT}\n${fs.readFileSync(target, 'utf8')}`;
      fs.writeFileSync(target, code);
      if (fs.existsSync(`${target}.gz`)) {
        fs.writeFileSync(`${target}.gz`, zlib.gzipSync(code, GZIP));
      }
      if (fs.existsSync(`${target}.br`)) {
        fs.writeFileSync(`${target}.br`, zlib.brotliCompressSync(code, BROTLI));
      }
    }
  },
};

const alias = [
  { find: '@contract', replacement: fileURLToPath(new URL('./contract', import.meta.url)) },
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  // Zod without its eval probe, which the app's Content-Security-Policy reports (see the file).
  {
    find: /^zod$/,
    replacement: fileURLToPath(new URL('./src/lib/zodWithoutEval.ts', import.meta.url)),
  },
];

export default defineConfig({
  resolve: { alias },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    localeModules(),
    jsPdfExtras,
    prerenderSignIn({ alias }),
    shellPage,
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
    // A gzip and a brotli copy of every text file, made once at build, which the server sends to a
    // browser that accepts them (server/plugins/static.ts, `preCompressed`): a first visit or an
    // update on a slow line downloads a third of the bytes, and the server compresses nothing.
    compression({
      algorithms: [defineAlgorithm('gzip', GZIP), defineAlgorithm('brotliCompress', BROTLI)],
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // No <link rel="modulepreload"> for what a lazy chunk imports (the entry's are in shell.html): the service worker serves every
    // file from its cache, where a fetch more or less costs little, but adding the links cost the
    // dashboard's first render from the cache about 0.4 s of the renderer's CPU (a link per file
    // per lazy import, hundreds at start), and their list was 12 KB of the sign-in page's JS.
    modulePreload: false,
    rolldownOptions: {
      // A group takes only the modules it names: by default it also took what they import, and
      // the icons' file took React with it, which made every page, the sign-in one included,
      // download every icon.
      output: {
        codeSplitting: { groups: [{ name: chunkGroup, includeDependenciesRecursively: false }] },
      },
    },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
