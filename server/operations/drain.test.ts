import { once } from 'node:events';
import fs from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { readConfig } from '../config';
import { startServer } from '../start';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backhouse-drain-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function readBody(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

test('a stop turns readiness to 503 at once and still answers the request in flight', async () => {
  const server = await startServer(
    readConfig({
      BACKHOUSE_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      BACKHOUSE_DEMO: 'off',
      CARD_SERVICE_PORT: 'off',
      LOG_LEVEL: 'silent',
    }),
  );
  const base = server.url;
  const ready = async () => {
    const reply = await fetch(`${base}/api/ready`);
    return { status: reply.status, body: (await reply.json()) as unknown };
  };
  expect(await ready()).toEqual({
    status: 200,
    body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', daily_sync: 'ok' } },
  });

  // A slow client: the headers are in, the body only half.
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
  const arrived = once(server.app.server, 'request');
  const slow = request(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = once(slow, 'response') as Promise<[IncomingMessage]>;
  slow.write(body.slice(0, 10));
  await arrived;

  const stopped = server.stop({ graceMs: 60_000 });
  // Within the grace: still serving, but a load balancer is told to send no more.
  expect(await ready()).toMatchObject({ status: 503, body: { status: 'stopping' } });
  expect((await fetch(`${base}/api/health`)).status).toBe(200);

  // The grace cut short (a second Ctrl-C): the app closes while the slow request is in flight.
  void server.stop();
  await expect.poll(() => server.app.server.listening).toBe(false);
  await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  slow.end(body.slice(10));
  const [response] = await answered;
  expect(response.statusCode).toBe(401);
  // Told to close its connection: a kept-alive one would hold the stop up until it timed out.
  expect(response.headers.connection).toBe('close');
  expect(JSON.parse(await readBody(response))).toMatchObject({
    error: { code: 'INVALID_CREDENTIALS' },
  });
  await stopped;
});
