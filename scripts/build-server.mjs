// Builds the server into dist-server/ (npm run build does it): `npm start` runs JavaScript instead of
// transpiling TypeScript at every start, which took 2-3 s of a 5 s start. Packages stay in
// node_modules (native better-sqlite3, and those that read their own files); what only some starts
// need (the demo generator and faker, PDF and spreadsheet writers) is split off and loaded on first
// use. `npm run dev` still runs the sources through tsx.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

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
  packages: 'external',
  sourcemap: true,
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});
