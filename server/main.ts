import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config';
import { installSourceMappedStacks } from './sourceMappedStacks';
import { startServer, stopOnSignals } from './start';

/**
 * `npm start` / `npm run serve`: the built PWA and /api on one port. Configuration comes from the
 * environment (see config.ts).
 */
installSourceMappedStacks(path.dirname(fileURLToPath(import.meta.url)));
const server = await startServer(readConfig());
stopOnSignals(server.stop);
