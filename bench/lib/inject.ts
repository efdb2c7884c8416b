import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { defaultLoginLimits } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/database';
import { demoCredentials } from '../../server/demo';
import { median } from './common';

/**
 * Server-time benches of the reads: the app in the bench's own process on a database, each call a
 * Fastify inject with the demo admin's token (auth, handler, reply), warm-up calls first.
 */

export const WARMUP = 3;
export const RUNS = Number(process.env.RUNS ?? 20);

const p95 = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
};

/** The app in this process on the database; calls go through Fastify's inject with a token. */
export async function appOn(database: DatabaseHandle) {
  const app: FastifyInstance = await buildApp({
    database,
    config: {
      sessionSecret: 'bench-secret-'.padEnd(48, 'x'),
      sessionTtlHours: 1,
      registration: false,
      staticDir: null,
      logLevel: 'silent',
      trustProxy: false,
      loginLimits: defaultLoginLimits,
    },
  });
  await app.ready();
  const { email, password } = demoCredentials.admin;
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  const { token } = login.json() as { token: string };
  const get = async (path: string) => {
    const reply = await app.inject({
      method: 'GET',
      url: `/api${path}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (reply.statusCode !== 200) throw new Error(`${path}: ${reply.statusCode} ${reply.body}`);
    return reply;
  };
  /** A call the bench makes its data with, or times: its JSON reply; any refusal stops the bench. */
  const call = async (method: 'GET' | 'POST', path: string, payload?: object) => {
    const reply = await app.inject({
      method,
      url: `/api${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
    if (reply.statusCode >= 300) throw new Error(`${path}: ${reply.statusCode} ${reply.body}`);
    return reply.json() as Record<string, unknown>;
  };
  return { app, get, call };
}

/** Median and p95 of the call's server time (request in, reply out, in this process). */
export async function timeCall(
  get: (path: string) => Promise<unknown>,
  path: string,
  { warmup = WARMUP, runs = RUNS } = {},
) {
  for (let i = 0; i < warmup; i++) await get(path);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await get(path);
    samples.push(performance.now() - t0);
  }
  return { median: median(samples), p95: p95(samples), samples };
}
