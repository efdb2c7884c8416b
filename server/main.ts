import v8 from 'node:v8';

/**
 * `npm start` / `npm run serve`: the built PWA and /api on one port. Configuration comes from the
 * environment (see config.ts).
 *
 * The garbage collector is set for a small server's memory (issue 24), before anything is loaded:
 * - A start allocates a lot that dies young (modules, schemas, routes); V8 answers by growing its
 *   young generation to 32 MB, which then stays committed. Held at its first size while starting, it
 *   is not, and the start takes no longer; once listening, the load may grow it again.
 * - The old generation may grow to twice what was live at the last collection, not up to four
 *   times: under load the heap stays near 100 MB instead of peaking near 200.
 */
v8.setFlagsFromString('--semi-space-growth-factor=1');
v8.setFlagsFromString('--heap-growing-percent=100');
const { readConfig } = await import('./config');
const { startServer, stopOnSignals } = await import('./start');
const server = await startServer(readConfig());
v8.setFlagsFromString('--semi-space-growth-factor=2');
stopOnSignals(server.stop);
