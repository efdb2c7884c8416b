import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { repoRoot } from '../e2e/support/server';

/**
 * Copies of the real server, each its own process (`node --import tsx server/main.ts`), on one
 * PostgreSQL database: what a deployment behind a load balancer runs (issue 25).
 */
export interface ServerCopy {
  name: string;
  /** Where it listens, once it has said so (`startCopy`'s `ready`). */
  url: string;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Settles with the exit code (null when killed by a signal) once the process is gone. */
  exited: Promise<number | null>;
}

/** How long a start may take: the first one seeds the demo and writes its 90 days of sales. */
export const START_TIMEOUT_MS = 240_000;

/** A new, empty database on the test cluster (`TEST_DATABASE_URL`), dropped by `drop`. */
export async function emptyDatabase(serverUrl: string): Promise<{
  url: string;
  query: <R extends object>(text: string, values?: unknown[]) => Promise<R[]>;
  drop: () => Promise<void>;
}> {
  const name = `bh_copies_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const reader = new pg.Client({ connectionString: url.toString() });
  await reader.connect();
  return {
    url: url.toString(),
    query: async <R extends object>(text: string, values?: unknown[]) =>
      (await reader.query<R>(text, values)).rows,
    drop: async () => {
      await reader.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Starts one copy on `databaseUrl`; `ready` settles once it answers HTTP. The copy listens on any
 * free port (`PORT=0`) and its address is read from what it prints: a port probed free beforehand
 * could be taken by another test's server before the copy listened on it. `copy.url` is set once
 * `ready` settles.
 */
export async function startCopy(
  name: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ copy: ServerCopy; ready: Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `backhouse-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      BACKHOUSE_DATA_DIR: dataDir,
      BACKHOUSE_STATIC_DIR: path.join(dataDir, 'no-app'),
      BACKHOUSE_DEMO: 'on',
      CARD_SERVICE_PORT: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const copy: ServerCopy = { name, url: '', child, output: () => output, exited };
  return { copy, ready: answering(copy) };
}

/**
 * Waits until the copy has said its address (the server prints it once listening) and answers HTTP
 * there (any reply), or fails when it exits first.
 */
async function answering(copy: ServerCopy): Promise<void> {
  let gone = false;
  void copy.exited.then(() => (gone = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (gone) throw new Error(`${copy.name} exited while starting:\n${copy.output()}`);
    if (Date.now() > deadline) throw new Error(`${copy.name} did not answer:\n${copy.output()}`);
    copy.url ||= /Backhouse is running at (http:\/\/\S+)/.exec(copy.output())?.[1] ?? '';
    const answered =
      copy.url !== '' &&
      (await fetch(`${copy.url}/api/user-find/current`).then(
        () => true,
        () => false,
      ));
    if (answered) return;
    // A start takes seconds: ask again a little later rather than spin.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Stops a copy that is still running (SIGTERM, as a container stop), and waits for it. */
export async function stopCopy(copy: ServerCopy): Promise<void> {
  if (copy.child.exitCode === null && copy.child.signalCode === null) {
    copy.child.kill('SIGTERM');
    const timer = setTimeout(() => copy.child.kill('SIGKILL'), 15_000);
    await copy.exited;
    clearTimeout(timer);
  }
}

export interface Reply {
  status: number;
  body: unknown;
  headers: Headers;
}

/** One JSON call to a copy's /api; a connection the copy drops rejects. */
export async function callCopy(
  copy: ServerCopy,
  method: string,
  apiPath: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const response = await fetch(`${copy.url}/api${apiPath}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    headers: response.headers,
  };
}

/**
 * What stands between a till and a copy (a load balancer, a flaky network): it passes requests on
 * and answers with the copy's replies, until `hold` makes it keep the replies back. `dropHeld` then
 * cuts the connections of the replies it kept: the copy answered, the till never heard it.
 */
export interface Relay {
  /** A stand-in for the copy with the relay's address, for `callCopy`. */
  copy: ServerCopy;
  hold(): void;
  /** Settles once a reply is kept back. */
  firstHeld: Promise<void>;
  held(): number;
  dropHeld(): void;
  close(): Promise<void>;
}

export async function startRelay(target: ServerCopy): Promise<Relay> {
  let holding = false;
  const kept: http.ServerResponse[] = [];
  let heldOne: () => void = () => undefined;
  const firstHeld = new Promise<void>((resolve) => (heldOne = resolve));
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
        ),
      );
      fetch(`${target.url}${request.url}`, {
        method: request.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      })
        .then(async (reply) => {
          const body = Buffer.from(await reply.arrayBuffer());
          if (holding) {
            kept.push(response);
            heldOne();
            return;
          }
          response.writeHead(reply.status, { 'content-type': 'application/json' }).end(body);
        })
        .catch(() => response.socket?.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    copy: { ...target, url: `http://127.0.0.1:${port}` },
    hold: () => (holding = true),
    firstHeld,
    held: () => kept.length,
    dropHeld: () => {
      for (const response of kept.splice(0)) response.socket?.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
