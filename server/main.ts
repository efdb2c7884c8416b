import v8 from 'node:v8';

/**
 * `npm start` / `npm run serve`: the built PWA and /api on one port. Configuration comes from the
 * environment (see config.ts).
 *
 * A start allocates a lot that dies young (modules, schemas, routes); V8 answers by growing its young
 * generation to 32 MB, which then stays committed: a fifth of an idle server's memory (issue 24). Held
 * at its first size while starting, it is not, and the start takes no longer. Once listening, V8's
 * own growth is back for the load to come (and shrinks again when the server idles).
 */
v8.setFlagsFromString('--semi-space-growth-factor=1');
const { readConfig } = await import('./config');
const { startServer, stopOnSignals } = await import('./start');
const server = await startServer(readConfig());
v8.setFlagsFromString('--semi-space-growth-factor=2');
stopOnSignals(server.stop);
