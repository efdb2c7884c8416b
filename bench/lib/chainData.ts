/**
 * The chain-scale benchmark's data (issue 24): the demo business grown to 50 selling locations, two
 * years of sales, about 2,000,000 invoices of 5 lines (10 million invoice lines), every one written
 * through the tills' own path (`recordInvoices` in `locationsTransaction`, so every table a sale
 * touches holds what real sales make: invoices, lines, payments, first status, audit entries, the
 * sales aggregates, stock movements and balances). PostgreSQL only, in the benchmarks' own cluster,
 * built once and kept between runs, keyed by `CHAIN_DATA_VERSION`.
 *
 * Building it takes a while (tens of minutes on two cores), so several writers run at once (sales of
 * different locations do not wait for each other) and the build resumes where a killed run stopped:
 * each batch (one location, a few days) notes itself in `bench_chain_progress` in its own
 * transaction. The database gets its final name only when every batch is in, so a half-built one is
 * never taken for the data.
 */
import { addDays } from '@contract/businessDay';
import type { InvoiceBody } from '@contract/sales';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { locationsTransaction, writeTransaction } from '../../server/db/changes';
import { openPostgres, type DatabaseHandle } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/tables';
import { DEMO_CUSTOMER_ID, seedDemo } from '../../server/demo';
import { saleMinutes } from '../../server/demo/salesProfiles';
import { seededRandom } from '../../server/demo/salesRandom';
import { loadDemoShop, type ShopLocation } from '../../server/demo/salesShop';
import { DemoWriter } from '../../server/demo/writer';
import { upsertSetting } from '../../server/resources/settings';
import { resourceDb } from '../../server/resources/store';
import { v7 as uuidv7 } from 'uuid';
import { resources } from '@contract/registry';
import { recordInvoices } from '../../server/sales/invoices/ingest';
import {
  adminAuth,
  benchInvoice,
  LAST_DAY,
  placesOf,
  refundOf,
  type BenchPlace,
} from './salesData';

/** Change it whenever the data below changes: the cached database is rebuilt. */
export const CHAIN_DATA_VERSION = 1;
export const CHAIN_LOCATIONS = 50;
export const CHAIN_DAYS = 730;
/** The same fixed last business day as the sales benchmark's data. */
export const CHAIN_LAST_DAY = LAST_DAY;
export const CHAIN_FIRST_DAY = addDays(CHAIN_LAST_DAY, -(CHAIN_DAYS - 1));
/** Sales per location and day: 50 x 730 x 55 = 2,007,500 sales of 5 lines (and 0.5% refunds). */
export const SALES_PER_DAY = 55;
/** Days of one location in one transaction (about 500 invoices, like a full tills' batch). */
const DAYS_PER_BATCH = 9;
/** Writers at once; each batch is one location's, so they take different stock locks. */
const WRITERS = Number(process.env.CHAIN_WRITERS ?? 3);

export const chainDatabaseName = `bench_chain_v${CHAIN_DATA_VERSION}`;

/** The new locations copy the demo's Dubai Marina grill (its time zone, hours, currency and VAT). */
const NEW_LOCATION_SETTINGS: Record<string, string> = {
  time_zone: 'Asia/Dubai',
  currency: 'AED',
  vat: '5',
  opening_hour: '11',
  closing_hour: '23',
  decimal_points: '2',
  exchange_rate: '1',
  language: 'en',
  working_days: '0,1,2,3,4,5,6',
};

/** The demo business and, once, the selling locations that make it a chain of 50. */
async function setUp(database: DatabaseHandle, log: (line: string) => void): Promise<void> {
  await migrateToLatest(database);
  await seedDemo(database);
  const shop = await loadDemoShop(database.db);
  const missing = CHAIN_LOCATIONS - shop.locations.length;
  log(`   the demo business: ${shop.locations.length} selling locations; adding ${missing}`);
  await writeTransaction(database, DEMO_CUSTOMER_ID, async (trx) => {
    const w = new DemoWriter(trx, database.dialect, DEMO_CUSTOMER_ID);
    // Ids of their own (the demo writer's seeded ids would repeat the demo's first rows'), after
    // the demo's, so the demo's locations keep their place in id order.
    const random = seededRandom('chain locations', CHAIN_DATA_VERSION);
    const id = (n: number) =>
      uuidv7({ msecs: Date.parse(CHAIN_LAST_DAY) + n, random: random.bytes(16) });
    for (let n = 0; n < missing; n++) {
      const row = await w.add(
        resources.locations,
        {
          name: `Backhouse Grill Chain ${n + 1}`,
          reference: `CHAIN-${String(n + 1).padStart(2, '0')}`,
          kind: 'restaurant',
          city: 'Dubai',
          country: 'AE',
          sort_order: 100 + n,
        },
        { id: id(2 * n) },
      );
      for (const [name, value] of Object.entries(NEW_LOCATION_SETTINGS)) {
        await upsertSetting(trx, {
          customerId: DEMO_CUSTOMER_ID,
          locationId: row.id,
          name,
          value,
          id: id(2 * n + 1),
        });
      }
    }
  });
  await sql`create table bench_chain_progress (location_id text not null, first_day text not null,
    primary key (location_id, first_day))`.execute(database.db);
}

/** One transaction's worth: a location's sales over a few days. */
interface Job {
  index: number;
  location: ShopLocation;
  place: BenchPlace;
  firstDay: string;
  days: number;
}

/** The invoices of a job: the sales of each day, its refunds; the last day ends with open orders. */
function invoicesOf(shop: Parameters<typeof benchInvoice>[0], job: Job): InvoiceBody[] {
  const invoices: InvoiceBody[] = [];
  for (let d = 0; d < job.days; d++) {
    const date = addDays(job.firstDay, d);
    const { location } = job;
    const random = seededRandom('chain', CHAIN_DATA_VERSION, location.id, date);
    const midnight = Date.parse(`${date}T00:00:00Z`);
    const refunds: InvoiceBody[] = [];
    saleMinutes(location, date, SALES_PER_DAY, random).forEach((minute, i) => {
      const at = location.day.clock.wallClockToInstant(midnight + Math.floor(minute * 60_000));
      const sale = benchInvoice(shop, job.place, at, `C${location.reference}-${date}-${i}`, random);
      if (date === CHAIN_LAST_DAY && i >= SALES_PER_DAY - 2) sale.status = 'pending';
      invoices.push(sale);
      if (sale.status === 'completed' && random.chance(0.005)) {
        refunds.push(refundOf(sale, `C${location.reference}-${date}-R${i}`, random));
      }
    });
    invoices.push(...refunds);
  }
  return invoices;
}

/** Writes every batch not yet in, `WRITERS` at once, printing progress. */
async function fill(database: DatabaseHandle, log: (line: string) => void): Promise<void> {
  const shop = await loadDemoShop(database.db);
  const auth = await adminAuth(database, shop);
  const places = placesOf(shop);
  // The new locations sell what the Dubai Marina grill sells, but only what is sold everywhere.
  const template = places.find(
    (p, i) => shop.locations[i]!.kind === 'restaurant' && p.items.length,
  )!;
  const ownProducts = new Set(
    (
      await resourceDb(database.db)
        .selectFrom('products')
        .select('id')
        .where('customer_id', '=', DEMO_CUSTOMER_ID)
        .where('location_id', 'is not', null)
        .execute()
    ).map((r) => r.id),
  );
  const shared = template.items.filter((item) => !ownProducts.has(item.id));
  const placeOf = (i: number): BenchPlace =>
    places[i]!.items.length
      ? places[i]!
      : { locationId: shop.locations[i]!.id, taxRate: template.taxRate, items: shared };
  if (shop.locations.length !== CHAIN_LOCATIONS) {
    throw new Error(`the chain has ${shop.locations.length} selling locations`);
  }
  const done = new Set(
    (
      await sql<{
        location_id: string;
        first_day: string;
      }>`select location_id, first_day from bench_chain_progress`.execute(database.db)
    ).rows.map((r) => `${r.location_id} ${r.first_day}`),
  );
  const jobs: Job[] = [];
  for (let d = 0; d < CHAIN_DAYS; d += DAYS_PER_BATCH) {
    const firstDay = addDays(CHAIN_FIRST_DAY, d);
    shop.locations.forEach((location, i) => {
      if (done.has(`${location.id} ${firstDay}`)) return;
      const days = Math.min(DAYS_PER_BATCH, CHAIN_DAYS - d);
      jobs.push({ index: jobs.length, location, place: placeOf(i), firstDay, days });
    });
  }
  const total = Math.ceil(CHAIN_DAYS / DAYS_PER_BATCH) * CHAIN_LOCATIONS;
  log(`   ${total - jobs.length} of ${total} batches already in; ${WRITERS} writers`);
  let next = 0;
  let written = 0;
  let batches = total - jobs.length;
  const started = Date.now();
  let lastLog = started;
  const writer = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const batch = invoicesOf(shop, job);
      const outcomes = await locationsTransaction(
        database,
        DEMO_CUSTOMER_ID,
        [job.location.id],
        async (trx) => {
          const answers = await recordInvoices(trx, auth, batch);
          await markDone(trx, job);
          return answers;
        },
      );
      const refused = outcomes.find((o) => o.status !== 201);
      if (refused) {
        const body = batch.find((b) => b.id === refused.id);
        throw new Error(
          `the chain data was refused at ${job.location.name} (${job.place.items.length} dishes): ${JSON.stringify(refused)} ${JSON.stringify(body)}`,
        );
      }
      written += batch.length;
      batches += 1;
      if (Date.now() - lastLog > 30_000 || batches === total) {
        lastLog = Date.now();
        const rate = written / ((lastLog - started) / 1000);
        const left = ((total - batches) * (written / (batches - (total - jobs.length)))) / rate;
        log(
          `   ${batches}/${total} batches, ${written} invoices this run (${Math.round(rate)}/s), about ${Math.round(left / 60)} min left`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
}

const markDone = (trx: Kysely<Database>, job: Job) =>
  sql`insert into bench_chain_progress (location_id, first_day)
    values (${job.location.id}, ${job.firstDay})`.execute(trx);

/**
 * The chain database's URL in the cluster, built (or its build resumed) first when it is not there.
 * Returns how long the build took this run (0 when it was there) for the result file.
 */
export async function chainPostgres(
  clusterUrl: string,
  log: (line: string) => void,
): Promise<{ url: string; builtMs: number }> {
  const name = chainDatabaseName;
  const building = `${name}_building`;
  const admin = new pg.Client({ connectionString: `${clusterUrl}/postgres` });
  await admin.connect();
  try {
    const exists = async (db: string) =>
      Boolean((await admin.query('select 1 from pg_database where datname = $1', [db])).rowCount);
    if (await exists(name)) {
      const cached = openPostgres(`${clusterUrl}/${name}`, 1);
      try {
        await migrateToLatest(cached);
      } finally {
        await cached.close();
      }
      return { url: `${clusterUrl}/${name}`, builtMs: 0 };
    }
    const started = Date.now();
    log(`   building the chain database ${name} (kept in the benchmarks' cluster) ...`);
    let database: DatabaseHandle | null = null;
    if (await exists(building)) {
      database = openPostgres(`${clusterUrl}/${building}`, WRITERS + 1);
      const set = await sql<{
        n: number;
      }>`select count(*)::int as n from pg_tables where tablename = 'bench_chain_progress'`.execute(
        database.db,
      );
      if (set.rows[0]!.n) log('   resuming the build left by an earlier run');
      else {
        await database.close();
        database = null;
      }
    }
    if (!database) {
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      database = openPostgres(`${clusterUrl}/${building}`, WRITERS + 1);
      await setUp(database, log);
    }
    try {
      await fill(database, log);
      await sql`drop table bench_chain_progress`.execute(database.db);
      log('   analyze ...');
      await sql`vacuum analyze`.execute(database.db);
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
    return { url: `${clusterUrl}/${name}`, builtMs: Date.now() - started };
  } finally {
    await admin.end();
  }
}
