import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The repository root (this file is tests/e2e/support/server.ts). */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** The built app under test: `dist`, or another build's folder (E2E_DIST) beside it. */
const distDir = path.resolve(repoRoot, process.env.E2E_DIST ?? 'dist');
const distIndex = path.join(distDir, 'index.html');
/** The built server (`npm run build`): `dist-server`, or another build's (E2E_SERVER_DIST). */
const serverMain = path.resolve(repoRoot, process.env.E2E_SERVER_DIST ?? 'dist-server', 'main.js');

/**
 * How long a start (migrations, demo seed on the first start) may take. The template's first start
 * writes 90 days of demo sales and their stock movements: about 17 s on a quiet machine, several
 * times that when every core is busy, which must not fail the run.
 */
const START_TIMEOUT_MS = 180_000;
/** Log lines kept to explain a server that would not start or misbehaved. */
const LOG_TAIL_CHARS = 20_000;
/** First starts refused their port (taken between `freePort`'s probe and the listen) before giving up. */
const PORT_ATTEMPTS = 5;

/**
 * The suite tests what `npm start` serves: the built PWA with its service worker, the built server
 * (`apiOnly`: the server alone, for the journeys' database, made while the app still builds).
 */
export function assertAppBuilt({ apiOnly = false }: { apiOnly?: boolean } = {}): void {
  for (const file of apiOnly ? [serverMain] : [distIndex, serverMain]) {
    if (!fs.existsSync(file)) {
      throw new Error(
        `The end-to-end tests run against the built app and server, and ${file} is missing.\n` +
          'Build them first: `npm run build && npx playwright test` (`npm test` does both).',
      );
    }
  }
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerOptions {
  /** Extra environment, e.g. another SESSION_SECRET. */
  env?: Record<string, string>;
  /**
   * A folder holding a migrated and seeded `backhouse.db` (see `prepareTemplate`): the first start
   * copies it instead of migrating and seeding an empty database.
   */
  template?: string;
  /** Its API alone: the app need not be built yet (`prepareTemplate`). */
  apiOnly?: boolean;
}

/** The payment providers' credentials key of every journey's server (tests read rows with it). */
export const E2E_CREDENTIALS_KEY = 'e2e0'.repeat(16);

/** The environment variable through which the global setup hands the template folder to workers. */
export const TEMPLATE_ENV = 'BACKHOUSE_E2E_TEMPLATE';

/** SQLite's files of one database: the file itself and, while it is open, its journal and WAL. */
const databaseFiles = (dir: string) =>
  fs.readdirSync(dir).filter((name) => name.startsWith('backhouse.db'));

/**
 * Migrates and seeds one database, once for the whole run: a server started on it and stopped
 * cleanly (so SQLite folds its WAL into the file). Every worker's server starts from a copy.
 */
export async function prepareTemplate(): Promise<string> {
  // The API alone: `npm test` makes it beside the app's build (scripts/test.sh).
  const server = new ServerProcess({ apiOnly: true });
  await server.start();
  await server.stop();
  if (!databaseFiles(server.dataDir).includes('backhouse.db')) {
    throw new Error(
      `the template server left no database in ${server.dataDir}:\n${server.logTail}`,
    );
  }
  return server.dataDir;
}

/**
 * The real server (built from `server/main.ts`) as a child process, with its own SQLite folder. It can be
 * stopped, killed like a crash, and started again on the same port and database.
 */
export class ServerProcess {
  readonly dataDir: string;
  port = 0;
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private log = '';
  /** Environment of the starts to come, on top of the options' (see `setEnv`). */
  private env: Record<string, string> = {};
  private readonly watches = new Set<{ text: string; count: number }>();

  constructor(private readonly options: ServerOptions = {}) {
    this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backhouse-e2e-'));
    const template = options.template;
    if (template) {
      for (const name of databaseFiles(template)) {
        fs.copyFileSync(path.join(template, name), path.join(this.dataDir, name));
      }
    }
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** The last lines the server printed, for failure messages. */
  get logTail(): string {
    return this.log;
  }

  /**
   * Environment for every start from now on (replacing the previous one): a journey switching on
   * what only it needs, e.g. email. The running server keeps its own until it is restarted.
   */
  setEnv(env: Record<string, string>): void {
    this.env = { ...env };
  }

  /**
   * Counts the lines the running server prints that contain `text`, from its start (a restart
   * counts from 0 again): for a journey waiting on something only the server's log tells.
   */
  watchLog(text: string): { readonly count: number; stop(): void } {
    const watch = { text, count: 0 };
    this.watches.add(watch);
    return {
      get count() {
        return watch.count;
      },
      stop: () => this.watches.delete(watch),
    };
  }

  /**
   * Starts the server (on its previous port when restarting) and waits until it says it is running.
   * A first start whose port was taken in the meantime (`freePort` only probes it) tries another.
   */
  async start(env: Record<string, string> = {}): Promise<void> {
    if (this.child) throw new Error('the server is already running');
    assertAppBuilt({ apiOnly: this.options.apiOnly });
    const firstStart = !this.port;
    for (let attempt = 1; ; attempt += 1) {
      if (firstStart) this.port = await freePort();
      const started = await this.startOnce(env);
      if (started === 'running') return;
      if (!firstStart || attempt === PORT_ATTEMPTS) {
        throw new Error(`the server could not listen on port ${this.port}:\n${this.log}`);
      }
    }
  }

  private async startOnce(env: Record<string, string>): Promise<'running' | 'port taken'> {
    const child = spawn(
      process.execPath,
      [...(process.env.E2E_SERVER_NODE_ARGS?.split(' ') ?? []), serverMain],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: String(this.port),
          HOST: '127.0.0.1',
          BACKHOUSE_DATA_DIR: this.dataDir,
          BACKHOUSE_STATIC_DIR: distDir,
          // Every test signs in a few times from the same address.
          BACKHOUSE_LOGIN_LIMIT_ADDRESS: '100000',
          BACKHOUSE_LOGIN_LIMIT_ACCOUNT: '100000',
          LOG_LEVEL: 'warn',
          // The daily sync journeys' receiver listens on loopback.
          BACKHOUSE_WEBHOOK_PRIVATE: 'on',
          // Each worker's card payment service on a port of its own; credentials can be saved.
          CARD_SERVICE_PORT: '0',
          PAYMENT_CREDENTIALS_KEY: E2E_CREDENTIALS_KEY,
          // A worker's server keeps the template's data as it is: a restart of the demo brings its
          // sales up to now in the background, which would change figures under a journey.
          ...(this.options.template ? { BACKHOUSE_DEMO: 'off' } : {}),
          ...this.options.env,
          ...this.env,
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.child = child;
    for (const watch of this.watches) watch.count = 0;
    // Only this child's own words say it is up: another process on the same port (which `freePort`
    // cannot rule out) answers HTTP as well, and must never be taken for it.
    const banner = `Backhouse is running at ${this.url}`;
    const said = { running: false, portTaken: false };
    const keep = () => {
      let partial = '';
      return (chunk: Buffer) => {
        this.log = (this.log + chunk.toString()).slice(-LOG_TAIL_CHARS);
        // What a stopped server still flushes is not the running one's.
        if (this.child !== child) return;
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop()!;
        for (const line of lines) {
          if (line.includes(banner)) said.running = true;
          if (line.includes('EADDRINUSE')) said.portTaken = true;
          for (const watch of this.watches) if (line.includes(watch.text)) watch.count += 1;
        }
      };
    };
    child.stdout!.on('data', keep());
    child.stderr!.on('data', keep());
    this.exited = new Promise((resolve) =>
      child.once('exit', () => {
        if (this.child === child) this.child = null;
        resolve();
      }),
    );
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (said.running) return 'running';
      if (child.exitCode !== null || child.signalCode !== null) {
        await this.exited;
        if (said.portTaken) return 'port taken';
        throw new Error(`the server exited while starting:\n${this.log}`);
      }
      await sleep(50);
    }
    await this.kill();
    throw new Error(`the server did not start within ${START_TIMEOUT_MS} ms:\n${this.log}`);
  }

  /** A clean stop (SIGTERM: the server closes its database). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill('SIGTERM');
    const stopped = await Promise.race([this.exited.then(() => true), sleep(10_000)]);
    if (!stopped) await this.kill();
  }

  /** A crash: the process dies at once, with whatever it was doing. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill('SIGKILL');
    await this.exited;
  }

  async restart(env: Record<string, string> = {}): Promise<void> {
    await this.stop();
    await this.start(env);
  }

  /** Stops the server and deletes its database. */
  async dispose(): Promise<void> {
    await this.stop();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}
