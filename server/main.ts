import { readConfig } from './config';
import { startServer, stopOnSignals } from './start';

/**
 * `npm start` / `npm run serve`: the built PWA and /api on one port. Configuration comes from the
 * environment (see config.ts).
 */
const server = await startServer(readConfig());
stopOnSignals(server.stop);
