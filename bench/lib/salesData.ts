/**
 * The sales benchmarks' data: the demo business with about 200,000 invoices of 5 lines (a million
 * invoice lines) over 90 days at its four selling locations, written through the tills' own path
 * (`recordInvoices`, so the aggregates are what real sales make), built once and kept between runs
 * (SQLite in a file, PostgreSQL in the benchmarks' own cluster), keyed by `SALES_DATA_VERSION`.
 */
import { addDays } from '@contract/businessDay';
import type { InvoiceBody, InvoicePayment } from '@contract/sales';
import { sql } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { writeTransaction } from '../../server/db/changes';
import { openPostgres, openSqlite, type DatabaseHandle } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { DEMO_CUSTOMER_ID, seedDemo } from '../../server/demo';
import { loadAccount } from '../../server/auth/users';
import type { Auth } from '../../server/plugins/auth';
import { recordInvoices } from '../../server/sales/invoices/ingest';
import { pricedLine } from '../../server/demo/salesMoney';
import { saleMinutes, weekdayOf } from '../../server/demo/salesProfiles';
import { seededRandom, type Random } from '../../server/demo/salesRandom';
import { ANY_DISH, type ShopItem } from '../../server/demo/salesMenu';
import { loadDemoShop, type DemoShop } from '../../server/demo/salesShop';
import { cacheRoot } from './postgres';

/** Change it whenever the data below changes: the cached databases are rebuilt. */
export const SALES_DATA_VERSION = 4;
export const SALES_DAYS = 90;
/** The last business date of the data (fixed, so a cached database stays valid). */
export const LAST_DAY = '2026-11-22';
export const FIRST_DAY = addDays(LAST_DAY, -(SALES_DAYS - 1));
export const INVOICES = 200_000;
export const LINES_PER_INVOICE = 5;
const BATCH = 2000;

/** What a benchmark invoice is made of: a place, its tax and the dishes it sells. */
export interface BenchPlace {
  locationId: string;
  taxRate: number;
  items: ShopItem[];
}

const walkIn = ['card', 'apple_pay', 'cash', 'mastercard', 'samsung_pay', 'deliveroo'] as const;

/**
 * One sale of 5 different dishes, one or two of each, the first with its required choices; its
 * exact payment by one of the walk-in methods or Deliveroo. 1 in 100 is a void.
 */
export function benchInvoice(
  shop: Pick<DemoShop, 'payment'>,
  place: BenchPlace,
  at: number,
  number: string,
  random: Random,
): InvoiceBody {
  const chosen = new Set<ShopItem>();
  while (chosen.size < Math.min(LINES_PER_INVOICE, place.items.length)) {
    chosen.add(random.pick(place.items));
  }
  const priced = [...chosen].map((item, i) =>
    pricedLine(
      {
        item,
        quantity: random.chance(0.2) ? 2 : 1,
        unit: item.price,
        modifiers:
          i === 0
            ? item.modifiers.filter((g) => g.min > 0 && g.items.length).map((g) => g.items[0]!)
            : [],
        discount: random.chance(0.05) ? Math.round(item.price * 0.1) : 0,
        complimentary: i === 4 && random.chance(0.02),
      },
      place.taxRate,
    ),
  );
  const due = priced.reduce((s, p) => s + p.due, 0);
  const voided = random.chance(0.01);
  const method: InvoicePayment = {
    payment_method_id: shop.payment[random.pick(walkIn)],
    amount: due / 100,
    tip: random.chance(0.2) ? 5 : 0,
  };
  return {
    id: uuidv7({ msecs: at, random: random.bytes(16) }),
    location_id: place.locationId,
    number,
    created_at: new Date(at).toISOString(),
    status: voided ? 'void' : 'completed',
    lines: priced.map((p) => p.line),
    payments: voided ? [] : [method],
  };
}

/** A full refund of a sale, an hour later. */
export function refundOf(sale: InvoiceBody, number: string, random: Random): InvoiceBody {
  const at = Date.parse(sale.created_at) + 3_600_000;
  return {
    ...sale,
    id: uuidv7({ msecs: at, random: random.bytes(16) }),
    number,
    created_at: new Date(at).toISOString(),
    refund_of: sale.id,
    lines: sale.lines.filter((l) => !l.is_complimentary),
    payments: [{ ...sale.payments[0]!, tip: 0 }],
  };
}

/** The demo administrator as the tills post (see server/demo/sales.ts). */
export async function adminAuth(database: DatabaseHandle, shop: DemoShop): Promise<Auth> {
  const account = await loadAccount(database.db, shop.adminId);
  if (!account) throw new Error('the demo administrator is missing');
  return { sessionId: 'bench', userId: shop.adminId, customerId: DEMO_CUSTOMER_ID, ...account };
}

export const placesOf = (shop: DemoShop): BenchPlace[] =>
  shop.locations.map((location) => ({
    locationId: location.id,
    taxRate: location.taxRate,
    items: [
      ...new Map(
        location.menus
          .flatMap((m) => [...(m.groups.get(ANY_DISH)?.byCategory.values() ?? [])].flat())
          .map((item) => [item.id, item]),
      ).values(),
    ],
  }));

/** Seeds the demo business and writes the benchmark's sales; the last day ends with open orders. */
async function fill(database: DatabaseHandle, log: (line: string) => void): Promise<void> {
  await migrateToLatest(database);
  await seedDemo(database);
  const shop = await loadDemoShop(database.db);
  const auth = await adminAuth(database, shop);
  const places = placesOf(shop);
  const perDay = Math.round(INVOICES / SALES_DAYS / places.length);
  let batch: InvoiceBody[] = [];
  let written = 0;
  const started = Date.now();
  const flush = async () => {
    const outcomes = await writeTransaction(database, DEMO_CUSTOMER_ID, (trx) =>
      recordInvoices(trx, auth, batch),
    );
    const refused = outcomes.find((o) => o.status !== 201);
    if (refused) throw new Error(`the bench data was refused: ${JSON.stringify(refused)}`);
    written += batch.length;
    batch = [];
  };
  for (let d = 0; d < SALES_DAYS; d++) {
    const date = addDays(FIRST_DAY, d);
    for (const [p, location] of shop.locations.entries()) {
      const random = seededRandom('bench', SALES_DATA_VERSION, location.id, date);
      const midnight = Date.parse(`${date}T00:00:00Z`);
      const minutes = saleMinutes(location, date, perDay, random);
      const refunds: InvoiceBody[] = [];
      minutes.forEach((minute, i) => {
        const at = location.day.clock.wallClockToInstant(midnight + Math.floor(minute * 60_000));
        const sale = benchInvoice(shop, places[p]!, at, `B${p}-${date}-${i}`, random);
        if (date === LAST_DAY && i >= perDay - 10) sale.status = 'pending';
        batch.push(sale);
        if (sale.status === 'completed' && random.chance(0.005)) {
          refunds.push(refundOf(sale, `B${p}-${date}-R${i}`, random));
        }
      });
      batch.push(...refunds);
    }
    if (batch.length >= BATCH || d === SALES_DAYS - 1) {
      await flush();
      const rate = Math.round(written / ((Date.now() - started) / 1000));
      log(`   ${written} invoices written (${rate}/s), up to ${date} (weekday ${weekdayOf(date)})`);
    }
  }
}

/** The cached SQLite file of the benchmark's sales, built first when it is not there. */
export async function salesSqlite(log: (line: string) => void): Promise<string> {
  const file = path.join(cacheRoot, `sales-v${SALES_DATA_VERSION}`, 'backhouse.db');
  if (fs.existsSync(file)) {
    // Migrations added since it was built (an index, an aggregate) apply to the cached copy too.
    const cached = openSqlite(file);
    try {
      await migrateToLatest(cached);
    } finally {
      await cached.close();
    }
    return file;
  }
  const building = `${file}.building`;
  for (const f of [building, `${building}-wal`, `${building}-shm`]) fs.rmSync(f, { force: true });
  log(`   building the SQLite sales database (kept in ${path.dirname(file)}) ...`);
  const database = openSqlite(building);
  try {
    await fill(database, log);
  } finally {
    await database.close();
  }
  fs.renameSync(building, file);
  return file;
}

/** The benchmark's sales database in a PostgreSQL cluster, built first when it is not there. */
export async function salesPostgres(
  clusterUrl: string,
  log: (line: string) => void,
): Promise<string> {
  const name = `bench_sales_v${SALES_DATA_VERSION}`;
  const admin = new pg.Client({ connectionString: `${clusterUrl}/postgres` });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) {
      const cached = openPostgres(`${clusterUrl}/${name}`, 1);
      try {
        await migrateToLatest(cached);
      } finally {
        await cached.close();
      }
      return `${clusterUrl}/${name}`;
    }
    log(`   building the PostgreSQL sales database ${name} ...`);
    await admin.query(`drop database if exists ${name}_building with (force)`);
    await admin.query(`create database ${name}_building`);
    const database = openPostgres(`${clusterUrl}/${name}_building`, 4);
    try {
      await fill(database, log);
      // Autovacuum would gather the statistics soon after such a load; the benchmark does not wait.
      await sql`analyze`.execute(database.db);
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${name}_building rename to ${name}`);
    return `${clusterUrl}/${name}`;
  } finally {
    await admin.end();
  }
}
