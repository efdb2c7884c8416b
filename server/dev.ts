import { createServer } from 'vite';
import { readConfig } from './config';
import { startServer, stopOnSignals } from './start';

/**
 * `npm run dev`: the same API server as `npm start` (same database, demo and config), and Vite's dev
 * server with hot reload in front of it. vite.config.ts proxies /api to BACKHOUSE_API, which is set
 * here to this API server before Vite reads its config.
 */
const config = readConfig();
// Development only: payment providers' credentials can be saved without setting a key. A key known
// to everyone protects nothing, which is why `npm start` has no such fallback.
const devCredentialsKey = Buffer.alloc(32, 'backhouse-dev');
const api = await startServer({
  ...config,
  app: {
    ...config.app,
    staticDir: null,
    paymentCredentialsKey: config.app.paymentCredentialsKey ?? devCredentialsKey,
  },
});
process.env.BACKHOUSE_API = `http://127.0.0.1:${config.port}`;
const vite = await createServer({ server: { port: 5173 } });
await vite.listen();
console.log(
  `Open the app through Vite (hot reload); it proxies /api to ${process.env.BACKHOUSE_API}:`,
);
vite.printUrls();
stopOnSignals(async () => {
  await vite.close();
  await api.stop();
});
