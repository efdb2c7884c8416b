/**
 * Issue 9 figure: three counting devices, 300 entries each made offline, synced and merged after
 * reconnecting (target at most 3 s). Run alone: npx tsx bench/count-sync.ts
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { createApiClient } from '../src/data/api';
import { recordCountEntry } from '../src/data/countEntries';
import { LocalDb } from '../src/data/db';
import { SyncEngine, type SyncEnvironment } from '../src/data/sync/engine';
import { createMemoryLocks } from '../src/data/sync/leader';
import { announce, main, median, ms, report, seconds } from './lib/common';
import { call, seedDatabase, signInAdmin, startServer, type SignedIn } from './lib/server';

const RUNS = 3;
const DEVICES = 3;
const ENTRIES = 300;
const MATERIALS = 100;
const TARGET_MS = 3000;

/** The devices' connection: cut while they count, back for the measured merge. */
let online = true;
const nodeEnvironment: SyncEnvironment = {
  isOnline: () => online,
  onWake: () => () => undefined,
  setTimeout: (fn, wait) => setTimeout(fn, wait),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  random: Math.random,
  now: () => new Date(),
};

/** A count of one sheet, one area of `MATERIALS` materials, at the first location. */
async function makeCount(url: string, who: SignedIn) {
  const locations = await call<{ data: Array<{ id: string }> }>(
    url,
    who.token,
    'GET',
    '/locations',
  );
  const loc = locations.data[0]!.id;
  const materials: string[] = [];
  for (let i = 0; i < MATERIALS; i++) {
    const row = await call<{ id: string }>(url, who.token, 'POST', '/materials', {
      name: `Bench material ${i}`,
      unit: 'g',
    });
    materials.push(row.id);
  }
  const area = randomUUID();
  const sheet = await call<{ id: string }>(
    url,
    who.token,
    'POST',
    `/inventory-count-sheets?loc=${loc}`,
    {
      name: 'Bench sheet',
      areas: [{ id: area, name: 'Store', material_ids: materials }],
    },
  );
  const id = randomUUID();
  await call(url, who.token, 'POST', `/inventory-counts/create?loc=${loc}`, {
    id,
    sheet_ids: [sheet.id],
  });
  return { count: { id, location_id: loc }, area, materials };
}

async function once(run: number): Promise<{ ms: number; rounds: number }> {
  const server = await startServer({ dataDir: await seedDatabase(0) });
  const devices: Array<{ db: LocalDb; engine: SyncEngine }> = [];
  try {
    const who = await signInAdmin(server.url);
    const setup = await makeCount(server.url, who);
    const ctx = { userId: who.userId, customerId: who.customerId, userName: 'Bench' };
    for (let d = 0; d < DEVICES; d++) {
      const db = new LocalDb(`bench-count-${run}-${d}-${Date.now()}`);
      await db.open();
      const api = createApiClient({
        baseUrl: `${server.url}/api`,
        getToken: () => who.token,
        onUnauthorized: () => undefined,
      });
      const engine = new SyncEngine({
        db,
        api,
        userId: who.userId,
        locks: createMemoryLocks(),
        env: nodeEnvironment,
      });
      // A device that has the count: it pulled everything before the network went.
      online = true;
      engine.start();
      await engine.syncNow();
      online = false;
      for (let i = 0; i < ENTRIES; i++) {
        await recordCountEntry(db, ctx, {
          count: setup.count,
          materialId: setup.materials[(i * 7 + d) % MATERIALS]!,
          areaId: setup.area,
          parts: [{ unit: '', factor: 1, quantity: i % 13 }],
          mode: i % 5 === 0 ? 'replace' : 'add',
        });
      }
      devices.push({ db, engine });
    }
    const total = DEVICES * ENTRIES;
    const merged = async () => {
      for (const { db } of devices) {
        if ((await db.outbox.count()) > 0) return false;
        if ((await db.rows('countEntries').count()) < total) return false;
      }
      return true;
    };
    // Reconnected: rounds run on every device (each leads its own store) until
    // every device has sent its entries and holds everyone's.
    online = true;
    const started = performance.now();
    let rounds = 0;
    while (!(await merged())) {
      rounds++;
      await Promise.all(devices.map(({ engine }) => engine.syncNow()));
      if (rounds > 50) throw new Error('devices did not merge in 50 rounds');
    }
    const elapsed = performance.now() - started;
    const activity = await call<{ data: Array<{ id: string }> }>(
      server.url,
      who.token,
      'GET',
      `/inventory-counts/activity?id=${setup.count.id}`,
    );
    if (new Set(activity.data.map((e) => e.id)).size !== total) {
      throw new Error(`the server holds ${activity.data.length} entries, expected ${total}`);
    }
    console.log(`   run ${run}: ${ms(elapsed)} (${rounds} rounds after start)`);
    return { ms: elapsed, rounds };
  } finally {
    for (const { db, engine } of devices) {
      await engine.stop();
      db.close();
    }
    await server.stop();
  }
}

main(async () => {
  announce(
    'Issue 9: three devices x 300 count entries, synced and merged after reconnecting',
    [
      `A fresh server per run (demo business, ${MATERIALS} materials on one sheet, one count). Three`,
      `devices (Node, the real data layer over fake-indexeddb, each its own store and leader) each`,
      `pull the count, go offline and record ${ENTRIES} entries with recordCountEntry. Back online, the clock`,
      'runs until every outbox is empty and every device holds all 900 entries (its own and the',
      `others', pulled). The server must hold 900 distinct entries. Median of ${RUNS}.`,
    ].join('\n'),
  );
  const results = [];
  for (let run = 1; run <= RUNS; run++) results.push(await once(run));
  const value = median(results.map((r) => r.ms));
  report({
    id: 'count-sync',
    method: 'engines started until 3 devices each hold 900 entries, nothing queued, median of 3',
    rows: [
      {
        figure: '3 devices x 300 entries synced and merged',
        measured: seconds(value),
        target: '≤ 3 s',
        ok: value <= TARGET_MS,
      },
    ],
    details: { runs: results },
  });
});
