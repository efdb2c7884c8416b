import type { AddressInfo } from 'node:net';
import { buildCardService } from './app';
import { openCardServiceDb } from './db';

export interface CardServiceStart {
  /** 0: any free port (tests, several back offices on one machine). */
  port: number;
  host: string;
  sqliteFile: string;
  key: string;
  logLevel?: string;
}

export interface RunningCardService {
  /** Where the back office reaches it, on loopback when listening on every address. */
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/** Opens the service's database, builds the app and listens; `stop` closes both. */
export async function startCardService(options: CardServiceStart): Promise<RunningCardService> {
  const db = await openCardServiceDb(options.sqliteFile);
  const app = await buildCardService({ db, key: options.key, logLevel: options.logLevel });
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const host = ['0.0.0.0', '::'].includes(options.host) ? '127.0.0.1' : options.host;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    stop: async () => {
      await app.close();
      await db.destroy();
    },
  };
}
