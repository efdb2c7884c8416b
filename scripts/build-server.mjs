// Builds the server into dist-server/ (npm run build does it): `npm start` runs JavaScript instead of
// transpiling TypeScript at every start, which took 2-3 s of a 5 s start. Packages stay in
// node_modules (native better-sqlite3, and those that read their own files); what only some starts
// need (the demo generator and faker, PDF and spreadsheet writers) is split off and loaded on first
// use. `npm run dev` still runs the sources through tsx.
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

// Pure JavaScript packages of many small modules are bundled in: Node resolved, read and compiled
// kysely's ~280 files and zod's on every start, a third of it (issue 24). The rest stay external.
const bundled = new Set(['kysely', 'zod', 'fastify-type-provider-zod', 'uuid']);
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Like `packages: 'external'`, except for the packages above. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@contract/') || args.path.startsWith('node:')) return undefined;
      return bundled.has(packageOf(args.path)) ? undefined : { path: args.path, external: true };
    });
  },
};

// zod re-exports its 64 languages of error messages as `z.locales` (and `z.core.locales`), and since every module takes
// zod as one namespace (`import { z } from 'zod'`) esbuild keeps them all: 300 KB, a sixth of what
// the server parses at every start, that nothing uses (zod's own messages are English, imported
// directly by its schemas). `z.locales` is empty in the build (issue 24).
const noZodLocales = {
  name: 'no-zod-locales',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/](classic|core)[\\/](external|index)\.js$/.test(args.importer)
        ? { path: 'zod-locales', namespace: 'empty' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'export {};' }));
  },
};

// The translations the server writes with (locales/*.json, 260 KB) as `JSON.parse` of a string
// rather than object literals: V8 reads JSON several times faster than the same data as code.
const jsonParsed = {
  name: 'json-parsed',
  setup(build) {
    build.onLoad({ filter: /\.json$/ }, async (args) => ({
      contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(await readFile(args.path, 'utf8'))))});`,
      loader: 'js',
    }));
  },
};

// BUILD_SERVER_OUTDIR: a side build beside the main one, for journeys run with E2E_SERVER_DIST.
const outdir = process.env.BUILD_SERVER_OUTDIR ?? 'dist-server';
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: 'server/main.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  plugins: [externalPackages, noZodLocales, jsonParsed],
  // Comments and whitespace out: 2.5 to 1.9 MB of source for Node to read and V8 to keep and parse
  // at every start, and ASCII only (the comments' "—" and "×" made V8 keep it as two bytes a
  // character). Names are kept, so stack traces and `.name` read as in the sources (issue 24).
  minifyWhitespace: true,
  minifySyntax: true,
  // Stack traces name the sources (server/sourceMappedStacks.ts reads a map when a stack first needs
  // it): without the sources' text in them, the maps are 5 MB smaller. The mappings are all a stack
  // trace needs; a debugger finds the sources beside the build.
  sourcemap: true,
  sourcesContent: false,
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});
