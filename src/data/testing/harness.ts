import { v7 as uuidv7 } from 'uuid';
import { createApiClient, type ApiClient } from '../api';
import { LocalDb } from '../db';
import { SyncEngine, type SyncEnvironment } from '../sync/engine';
import { createMemoryLocks, type LeaderLock } from '../sync/leader';
import { createLocalWriter } from '../writes';

export interface Call {
  method: string;
  path: string;
  body: unknown;
  /** The Idempotency-Key header of a call sent on its own. */
  idempotencyKey?: string | null;
}

type Answer = { status: number; body?: unknown } | 'network-error';
/** Answers a call, at once or later (a promise: a slow server). */
export type Responder = (call: Call) => Answer | Promise<Answer>;

/** A JSON body as sent: text, or gzipped bytes (`compress`) read back. */
export async function bodyText(init: RequestInit): Promise<string> {
  if (new Headers(init.headers).get('Content-Encoding') !== 'gzip') return String(init.body);
  const packed = new Response(init.body).body!;
  return new Response(packed.pipeThrough(new DecompressionStream('gzip'))).text();
}

/** A fetch that answers from a script, recording every call. */
export function scriptedFetch(responder: Responder) {
  const calls: Call[] = [];
  const fn: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://local');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, '') + url.search,
      body:
        init?.body instanceof FormData
          ? Object.fromEntries(
              [...init.body.entries()].map(([k, v]) => [
                k,
                v instanceof File ? `file:${v.name}` : v,
              ]),
            )
          : init?.body
            ? JSON.parse(await bodyText(init))
            : undefined,
      idempotencyKey: new Headers(init?.headers).get('Idempotency-Key'),
    };
    calls.push(call);
    const answer = await responder(call);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch: fn, calls };
}

/** Time, randomness and connectivity under the test's control. */
export function manualEnvironment() {
  const timers: Array<{ fn: () => void; ms: number; id: number }> = [];
  const wakeListeners = new Set<() => void>();
  let nextId = 1;
  const state = { online: true, random: 0.5, now: new Date('2026-11-21T10:00:00Z') };
  const env: SyncEnvironment = {
    isOnline: () => state.online,
    onWake(listener) {
      wakeListeners.add(listener);
      return () => wakeListeners.delete(listener);
    },
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.push({ fn, ms, id });
      return id;
    },
    clearTimeout(handle) {
      const i = timers.findIndex((t) => t.id === handle);
      if (i >= 0) timers.splice(i, 1);
    },
    random: () => state.random,
    now: () => state.now,
  };
  return {
    env,
    state,
    timers,
    wake: () => wakeListeners.forEach((l) => l()),
    /** Runs the earliest timer, as if its time had come. */
    fireNextTimer() {
      timers.sort((a, b) => a.ms - b.ms);
      const timer = timers.shift();
      timer?.fn();
      return timer;
    },
  };
}

export const USER = '0193f000-0000-7000-8000-000000000001';
export const CUSTOMER = '0193f000-0000-7000-8000-0000000000c1';
export const LOCATION = '0193f000-0000-7000-8000-0000000000a1';

export async function openTestDb(userId = USER): Promise<LocalDb> {
  // A unique name per test so fake-indexeddb state never leaks between tests.
  const db = new LocalDb(`${userId}-${uuidv7()}`);
  await db.open();
  return db;
}

export function setup(
  db: LocalDb,
  responder: Responder,
  options: { locks?: LeaderLock; onUnauthorized?: () => void } = {},
) {
  const transport = scriptedFetch(responder);
  const manual = manualEnvironment();
  const api: ApiClient = createApiClient({
    getToken: () => 'token',
    onUnauthorized: options.onUnauthorized ?? (() => undefined),
    fetch: transport.fetch,
  });
  const engine = new SyncEngine({
    db,
    api,
    userId: USER,
    locks: options.locks ?? createMemoryLocks(),
    env: manual.env,
  });
  const writer = createLocalWriter(db, {
    userId: USER,
    customerId: CUSTOMER,
    locationId: () => LOCATION,
    now: () => manual.state.now.toISOString(),
  });
  return { engine, writer, api, ...transport, ...manual };
}

/** Waits until the engine has taken the (free) lock. */
export async function leading(engine: SyncEngine): Promise<void> {
  engine.start();
  for (let i = 0; i < 50 && !engine.getStatus().leader; i++)
    await new Promise((r) => setTimeout(r, 1));
  if (!engine.getStatus().leader) throw new Error('engine did not become leader');
}

export function serverRow<T extends Record<string, unknown>>(row: T, version: number) {
  return {
    id: '',
    location_id: null,
    deleted_at: null,
    ...row,
    version,
    updated_at: '2026-11-21T10:00:01.000Z',
  };
}
