/**
 * The push and pull scenarios, written once against the app's real data layer (`src/data`) and run
 * both in Node (over fake-indexeddb) and in Chromium (bench/page, real IndexedDB).
 */
import Dexie from 'dexie';
import { resources } from '@contract/registry';
import { createApiClient } from '../../src/data/api';
import { LocalDb, type LocalRow } from '../../src/data/db';
import { SyncEngine, type SyncEnvironment } from '../../src/data/sync/engine';
import type { LeaderLock } from '../../src/data/sync/leader';
import { createLocalWriter } from '../../src/data/writes';

/** One HTTP exchange: from the request until its whole body was read. */
export interface RequestLog {
  method: string;
  path: string;
  start: number;
  end: number;
}

export interface ScenarioSetup {
  baseUrl: string;
  token: string;
  userId: string;
  customerId: string;
  /** Names the local database (`backhouse-<dbName>`); it is deleted first. */
  dbName: string;
}

export interface PushCounts {
  create: number;
  update: number;
  remove: number;
}

export interface PushOutcome {
  queued: number;
  /** From `engine.start()` until `push()` returned (the outbox drained): the figure. */
  pushMs: number;
  /** From `engine.start()` until the round (push, then the pull after it) finished. */
  roundMs: number;
  batches: number;
  /** Time spent waiting for /api/batch replies (server and network). */
  batchWaitMs: number;
  left: number;
  lastError: string | null;
}

export interface PullOutcome {
  pullMs: number;
  pages: number;
  /** Time spent waiting for /api/sync/pull replies (server, network, body read). */
  fetchMs: number;
  localRows: number;
  brands: number;
  bulkPutMs: number;
}

export interface BenchPage {
  push(setup: ScenarioSetup, counts: PushCounts): Promise<PushOutcome>;
  pull(setup: ScenarioSetup): Promise<PullOutcome>;
}

declare global {
  interface Window {
    bench?: BenchPage;
  }
}

/** A brand as a back office holds it: a name in two languages, a code, a description, a colour. */
export function brandFields(i: number): Record<string, unknown> {
  const n = String(i).padStart(5, '0');
  return {
    name: `Bench brand ${n}`,
    name_localized: { de: `Testmarke ${n}`, ar: `علامة ${n}` },
    reference: `BB-${n}`,
    description: `Brand ${n} of the benchmark: sold in every store, with its own menu and packaging.`,
    color: `#${((i * 2_654_435_761) % 0xffffff).toString(16).padStart(6, '0')}`,
    is_active: i % 7 !== 0,
    sort_order: i,
  };
}

/** fetch, logging when each exchange started and when its body was fully read. */
function timedFetch(log: RequestLog[]): typeof fetch {
  return async (input, init) => {
    const start = performance.now();
    const response = await fetch(input, init);
    const body = await response.arrayBuffer();
    const url = new URL(String(input), 'http://bench');
    log.push({ method: init?.method ?? 'GET', path: url.pathname, start, end: performance.now() });
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

async function openFresh(dbName: string): Promise<LocalDb> {
  await Dexie.delete(`backhouse-${dbName}`);
  const db = new LocalDb(dbName);
  await db.open();
  return db;
}

function engineFor(setup: ScenarioSetup, db: LocalDb, locks: LeaderLock, env?: SyncEnvironment) {
  const log: RequestLog[] = [];
  const api = createApiClient({
    baseUrl: `${setup.baseUrl}/api`,
    getToken: () => setup.token,
    onUnauthorized: () => console.error('[bench] unexpected 401'),
    fetch: timedFetch(log),
  });
  const engine = new SyncEngine({ db, api, userId: setup.userId, locks, env });
  return { engine, log };
}

const sumOf = (log: RequestLog[], path: string) =>
  log.filter((r) => r.path.endsWith(path)).reduce((s, r) => s + (r.end - r.start), 0);

/**
 * Pulls the server's rows into an empty store, queues creates, updates and deletes of brands through
 * the app's writer (the engine not started), then starts the engine and times it until the outbox
 * has drained and the round has finished.
 */
export async function runPush(
  setup: ScenarioSetup,
  counts: PushCounts,
  locks: LeaderLock,
  env?: SyncEnvironment,
): Promise<PushOutcome> {
  const db = await openFresh(setup.dbName);
  const { engine, log } = engineFor(setup, db, locks, env);
  try {
    await engine.pull();
    const def = resources.brands;
    const existing = (await db.rows('brands').orderBy('id').toArray()).filter((r) =>
      String(r.name).startsWith('Bench brand'),
    );
    if (existing.length < counts.update + counts.remove) {
      throw new Error(`need ${counts.update + counts.remove} brands, found ${existing.length}`);
    }
    const writer = createLocalWriter(db, {
      userId: setup.userId,
      customerId: setup.customerId,
      locationId: () => null,
    });
    for (let i = 0; i < counts.create; i++) await writer.create(def, brandFields(50_000 + i));
    for (const row of existing.slice(0, counts.update)) {
      await writer.update(def, row.id, { name: `${String(row.name)} renamed`, sort_order: 7 });
    }
    for (const row of existing.slice(counts.update, counts.update + counts.remove)) {
      await writer.remove(def, row.id);
    }
    const queued = await db.outbox.count();

    log.length = 0;
    let started = false;
    const t0 = performance.now();
    const roundDone = new Promise<number>((resolve) => {
      const unsubscribe = engine.subscribe(() => {
        const { syncing } = engine.getStatus();
        if (syncing) started = true;
        else if (started) {
          unsubscribe();
          resolve(performance.now());
        }
      });
    });
    engine.start();
    const t1 = await roundDone;
    const firstPull = log.find((r) => r.path.endsWith('/sync/pull'));
    const lastBatch = log.filter((r) => r.path.endsWith('/batch')).at(-1);
    return {
      queued,
      pushMs: (firstPull?.start ?? lastBatch?.end ?? t1) - t0,
      roundMs: t1 - t0,
      batches: log.filter((r) => r.path.endsWith('/batch')).length,
      batchWaitMs: sumOf(log, '/batch'),
      left: await db.outbox.count(),
      lastError: engine.getStatus().lastError,
    };
  } finally {
    await engine.stop();
    db.close();
    await Dexie.delete(`backhouse-${setup.dbName}`);
  }
}

/**
 * Times the engine's `pull()` into an empty store, then a plain `bulkPut` of the brands it brought
 * (already in memory) into an empty Dexie table with the same indexes as the app's tables.
 */
export async function runPull(
  setup: ScenarioSetup,
  locks: LeaderLock,
  env?: SyncEnvironment,
): Promise<PullOutcome> {
  const db = await openFresh(setup.dbName);
  const { engine, log } = engineFor(setup, db, locks, env);
  let rows: LocalRow[];
  let pull: Omit<PullOutcome, 'bulkPutMs'>;
  try {
    const t0 = performance.now();
    await engine.pull();
    const pullMs = performance.now() - t0;
    rows = await db.rows('brands').toArray();
    let localRows = 0;
    for (const table of db.tables) if (table.name !== 'outbox') localRows += await table.count();
    pull = {
      pullMs,
      pages: log.length,
      fetchMs: sumOf(log, '/sync/pull'),
      localRows,
      brands: rows.length,
    };
  } finally {
    await engine.stop();
    db.close();
    await Dexie.delete(`backhouse-${setup.dbName}`);
  }

  const plainName = `${setup.dbName}-plain`;
  await Dexie.delete(plainName);
  const plain = new Dexie(plainName);
  plain.version(1).stores({ brands: 'id, location_id, updated_at' });
  await plain.open();
  try {
    const t0 = performance.now();
    await plain.table('brands').bulkPut(rows);
    return { ...pull, bulkPutMs: performance.now() - t0 };
  } finally {
    plain.close();
    await Dexie.delete(plainName);
  }
}
