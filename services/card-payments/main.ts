import path from 'node:path';
import { startCardService } from './start';

/**
 * `npm run card-service`: the card payment service on its own, for a deployment that runs it apart
 * from the back office (which then reaches it by CARD_SERVICE_URL). `npm start` runs it inside the
 * back office's process instead (server/start.ts). Its environment:
 *   CARD_SERVICE_KEY       the key the back office sends (required here)
 *   CARD_SERVICE_PORT      default 3101
 *   CARD_SERVICE_HOST      default 0.0.0.0
 *   CARD_SERVICE_DATA_DIR  folder of card-payments.db (default ./data)
 */
const env = process.env;
const key = env.CARD_SERVICE_KEY?.trim();
if (!key || key.length < 16) {
  console.error(
    'CARD_SERVICE_KEY must be set (at least 16 characters), the same as the back office',
  );
  process.exit(1);
}
const port = Number(env.CARD_SERVICE_PORT || 3101);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('CARD_SERVICE_PORT must be a port number');
  process.exit(1);
}
const service = await startCardService({
  port,
  host: env.CARD_SERVICE_HOST || '0.0.0.0',
  sqliteFile: path.resolve(env.CARD_SERVICE_DATA_DIR || 'data', 'card-payments.db'),
  key,
  logLevel: env.LOG_LEVEL || 'info',
});
console.log(`The card payment service is running at ${service.url}`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    service.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
