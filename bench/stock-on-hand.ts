/**
 * Issue 9 figure, issue 24 target: stock on hand of a location (`GET /inventory?loc=`) with
 * 1,000,000 movements in the ledger, server time, SQLite (target at most 10 ms), beside its floor:
 * the bare SQL of the same read through better-sqlite3 plus sending the same reply through inject,
 * timed in the same runs.
 * Run alone: npx tsx bench/stock-on-hand.ts
 */
import { resources } from '@contract/registry';
import SQLite from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { buildApp } from '../server/app';
import { defaultLoginLimits } from '../server/config';
import { writeTransaction } from '../server/db/changes';
import { openSqlite, type DatabaseHandle } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { nowIso } from '../server/db/rows';
import { DEMO_CUSTOMER_ID, demoCredentials, seedDemo } from '../server/demo';
import { rebuildStockBalances } from '../server/inventory/ledgerRebuild';
import { insertRows, resourceDb } from '../server/resources/store';
import { announce, main, median, ms, report, seconds } from './lib/common';

const MATERIALS = 1_000;
const MOVEMENTS = 1_000_000;
/** Per base unit (g): every receipt at this cost keeps the weighted average at it. */
const UNIT_COST = 0.01;
const RUNS = 20;
const TARGET_MS = 10;

main(async () => {
  announce(
    'Issue 9: stock on hand of a location with 1,000,000 movements in the ledger, server time, SQLite',
    [
      `A fresh SQLite file with the demo business and ${MATERIALS.toLocaleString('en')} more materials; ${MOVEMENTS.toLocaleString('en')} movements`,
      `at its first location (receipts, sales, wastage over 90 days), written into the ledger table in one`,
      'transaction, then the running balances built by the replay update-main-tables runs (rebuildStockBalances).',
      `GET /inventory?loc= (every active material, quantity, value, par), 3 warm-up, median and p95 of ${RUNS}.`,
      'The app runs in this process (buildApp); every call is a Fastify inject with the admin token.',
      'Floor: the SQL the call runs (each active material with its balance), bare through',
      'better-sqlite3 on its own connection, prepared once, plus the same reply bytes sent through',
      'inject by a route that does nothing else; both timed once after each call.',
    ].join('\n'),
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-stock-bench-'));
  const file = path.join(dir, 'backhouse.db');
  const database = openSqlite(file);
  try {
    await migrateToLatest(database);
    await seedDemo(database);
    const { locationId, postMs } = await fill(database, file);
    const app = await buildApp({
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
    // The floor's second part: the same reply bytes sent through inject by a route that does
    // nothing else, what Fastify and inject themselves take for a reply of this size.
    let replyBytes = '';
    app.get('/bench/stock-reply', (_request, reply) =>
      reply.type('application/json').send(replyBytes),
    );
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: demoCredentials.admin,
    });
    const { token } = login.json() as { token: string };
    const url = `/api/inventory?loc=${locationId}`;
    // Server time: the reply as inject hands it over, read and checked only after the clock stops.
    const get = async () => {
      const reply = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      return () => {
        if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode} ${reply.body}`);
      };
    };
    const first = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    replyBytes = first.body;
    const { items } = first.json() as { items: Array<{ quantity: number }> };
    const counted = await sql<{ n: number }>`select count(*) as n from stock_movements`.execute(
      database.db,
    );
    if (Number(counted.rows[0]!.n) < MOVEMENTS) {
      throw new Error(`the ledger holds ${counted.rows[0]!.n} movements`);
    }
    if (items.length < MATERIALS) throw new Error(`stock lists ${items.length} materials`);
    const bare = bareRead(file, locationId);
    const send = async () => {
      const reply = await app.inject({ url: '/bench/stock-reply' });
      if (reply.body.length !== replyBytes.length)
        throw new Error('the reply floor sent another body');
    };
    for (let i = 0; i < 3; i++) {
      (await get())();
      bare();
      await send();
    }
    const samples: number[] = [];
    const floors: number[] = [];
    const sends: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      let t0 = performance.now();
      const check = await get();
      samples.push(performance.now() - t0);
      check();
      t0 = performance.now();
      bare();
      floors.push(performance.now() - t0);
      t0 = performance.now();
      await send();
      sends.push(performance.now() - t0);
    }
    bare.close();
    await app.close();
    const figure = median(samples);
    const sqlFloor = median(floors);
    const sendFloor = median(sends);
    const floor = sqlFloor + sendFloor;
    const p95 = [...samples].sort((a, b) => a - b)[Math.floor(RUNS * 0.95) - 1]!;
    report({
      id: 'stock-on-hand',
      method: 'in-process inject on SQLite; median (p95) of 20 after 3 warm-up',
      rows: [
        {
          figure: 'stock on hand of a location with 1,000,000 movements, server time',
          measured: `${ms(figure)} (p95 ${ms(p95)})`,
          floor: `${floor.toFixed(1)} ms (bare SQL ${sqlFloor.toFixed(1)} + sending the reply ${sendFloor.toFixed(1)})`,
          target: `≤ ${TARGET_MS} ms`,
          ok: figure <= TARGET_MS,
        },
      ],
      details: {
        samples,
        floorSqlSamples: floors,
        floorSendSamples: sends,
        floorMs: floor,
        replyBytes: replyBytes.length,
        postMs,
        items: items.length,
        posting: seconds(postMs),
      },
    });
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * The floor: the statement `stockOnHand` runs (every live material with its balance at the location,
 * by name), bare through better-sqlite3 on a connection of its own, every row read.
 */
function bareRead(file: string, locationId: string) {
  const raw = new SQLite(file, { readonly: true });
  const statement = raw.prepare(
    `select m.id, m.name, m.sku, m.type, m.category_id, m.unit, m.cost, m.is_active, m.locations,
       b.quantity, b.value, b.average_cost, b.last_movement_at
     from materials as m
     left join stock_balances as b
       on b.material_id = m.id and b.customer_id = ? and b.location_id = ?
     where m.customer_id = ? and m.deleted_at is null
     order by m.name`,
  );
  const read = () => statement.all(DEMO_CUSTOMER_ID, locationId, DEMO_CUSTOMER_ID);
  return Object.assign(read, { close: () => raw.close() });
}

/**
 * More materials, and a million movements at the first location. Posting a million movements through
 * `postMovements` takes the best part of an hour (it checks every id, cut-off and balance as a till's
 * call must), so they are written straight into the ledger table in one transaction, and the running
 * balances are then built by `rebuildStockBalances`, the replay `update-main-tables` runs and the
 * stock tests prove equal to what the ledger keeps. Every receipt costs the same, so each movement's
 * value at weighted average cost is simply its quantity at that cost.
 */
async function fill(database: DatabaseHandle, file: string) {
  const customerId = DEMO_CUSTOMER_ID;
  const { id: locationId } = await resourceDb(database.db)
    .selectFrom(resources.locations.table)
    .select('id')
    .where('customer_id', '=', customerId)
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  const now = nowIso();
  const materialIds = Array.from({ length: MATERIALS }, () => uuidv7());
  await writeTransaction(database, customerId, (trx) =>
    insertRows(
      trx,
      database.dialect,
      resources.materials,
      materialIds.map((id, i) => ({
        ...resources.materials.fields.parse({
          name: `Bench material ${i}`,
          unit: 'g',
          cost: UNIT_COST,
          locations: [{ location_id: locationId, par: 5000, minimum: 1000 }],
        }),
        customer_id: customerId,
        version: 1,
        created_at: now,
        updated_at: now,
        deleted_at: null,
        id,
        location_id: null,
      })),
    ),
  );
  const start = Date.now() - 90 * 86_400_000;
  const step = (90 * 86_400_000) / MOVEMENTS;
  const t0 = performance.now();
  const raw = new SQLite(file);
  try {
    const insert = raw.prepare(
      `insert into stock_movements (id, customer_id, location_id, material_id, kind, quantity, value,
         unit_cost, occurred_at, business_date, reason, note, user_id, document_kind, document_id,
         created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', null, ?, ?, ?)`,
    );
    raw.transaction(() => {
      for (let i = 0; i < MOVEMENTS; i++) {
        const occurred = new Date(start + i * step).toISOString();
        // One delivery in ten, the rest sales and now and then some wastage.
        const receipt = i % 10 === 0;
        const wastage = !receipt && i % 97 === 0;
        const quantity = (receipt ? 500 : -40) * 1000;
        insert.run(
          uuidv7(),
          customerId,
          locationId,
          materialIds[i % MATERIALS]!,
          receipt ? 'receipt' : wastage ? 'wastage' : 'sale',
          quantity,
          Math.round(quantity * UNIT_COST),
          UNIT_COST,
          occurred,
          occurred.slice(0, 10),
          wastage ? 'spoiled' : null,
          receipt ? 'receipt' : wastage ? 'wastage' : 'invoice',
          receipt ? `bench-receipt-${Math.floor(i / 10_000)}` : `bench-doc-${Math.floor(i / 5)}`,
          occurred,
        );
      }
    })();
  } finally {
    raw.close();
  }
  const rebuilt = await writeTransaction(database, customerId, (trx) =>
    rebuildStockBalances(trx, customerId),
  );
  if (rebuilt.balances < MATERIALS) throw new Error(`rebuilt ${rebuilt.balances} balances`);
  return { locationId, postMs: performance.now() - t0 };
}
