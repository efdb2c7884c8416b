import { addDays, daysBetween } from '@contract/businessDay';
import { openInvoiceStatuses, type InvoiceBody } from '@contract/sales';
import type { Kysely } from 'kysely';
import { locationsTransaction, writeTransaction } from '../db/changes';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/tables';
import { loadAccount } from '../auth/users';
import type { Auth } from '../plugins/auth';
import { fromMilli } from '../sales/figures';
import { invoiceLocations, recordInvoices } from '../sales/invoices/ingest';
import { changeInvoiceStatus } from '../sales/invoices/status';
import { DEMO_CUSTOMER_ID, hasDemoBusiness } from './presence';
import { asOf, demoDay, OPEN_ORDER_MINUTES } from './salesDay';
import { receiptPrefix } from './salesProfiles';
import { topUpDemoStock } from './stock';
import { loadDemoShop, type DemoShop, type ShopLocation } from './salesShop';

/**
 * The demo business's sales (issue 8, section 5): 90 days of them for its selling locations, topped
 * up to the current time on every start, so a demo started last week still shows today. They go in
 * through the tills' own path (`recordInvoices`), so their business dates and aggregates are exactly
 * what real invoices get; that path is idempotent on the invoice id, and a day is always the same
 * invoices, so a top-up that runs twice, or in two processes at once, never doubles anything.
 */

export const DEMO_SALES_SEED = 20_261_124;
export const DEMO_SALES_DAYS = 90;
/** Invoices per `recordInvoices` call and transaction: big enough to be fast, small enough to stay lean. */
const BATCH = 2000;

export interface DemoSalesOptions {
  seed?: number;
  /** How many business days back from today the demo holds (today included). */
  days?: number;
  /** Invoices per transaction; smaller batches let requests in sooner when the top-up runs beside them. */
  batch?: number;
  /** Stops between batches (a server stopping while it tops up in the background). */
  signal?: AbortSignal;
  /** Waited for before each batch: a top-up beside requests lets them be answered first. */
  giveWay?: () => Promise<void>;
}

export interface DemoSalesTopUp {
  /** Invoices written now. */
  created: number;
  /** Invoices that were there already (another process got there first). */
  existing: number;
  /** Invoices the ingest refused: a defect of the generator; the first reasons are in `problems`. */
  refused: number;
  problems: string[];
  /** Open online orders of earlier top-ups that have since been delivered. */
  completed: number;
  /** Stock movements the demo's stock top-up posted. */
  stock: number;
  ms: number;
}

/** The demo administrator as the auth plugin builds a signed-in caller: the tills post as them. */
async function demoAdmin(db: Kysely<Database>, shop: DemoShop): Promise<Auth> {
  const account = await loadAccount(db, shop.adminId);
  if (!account) throw new Error('the demo administrator is missing or switched off');
  return {
    sessionId: 'demo-sales',
    userId: shop.adminId,
    customerId: DEMO_CUSTOMER_ID,
    profile: account.profile,
    grant: account.grant,
  };
}

/** The newest demo invoice of a location (its receipt prefix tells demo sales from the tills'). */
async function lastDemoSale(db: Kysely<Database>, location: ShopLocation): Promise<number | null> {
  const row = await db
    .selectFrom('invoices')
    .select('created_at')
    .where('customer_id', '=', DEMO_CUSTOMER_ID)
    .where('location_id', '=', location.id)
    .where('number', 'like', `${receiptPrefix(location)}-%`)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Date.parse(row.created_at) : null;
}

/** Online orders an earlier top-up left open are delivered (and own deliveries paid) by now. */
async function deliverOpenOrders(
  database: DatabaseHandle,
  auth: Auth,
  shop: DemoShop,
  now: number,
): Promise<number> {
  const before = new Date(now - OPEN_ORDER_MINUTES * 60_000).toISOString();
  const prefixes = shop.locations.map((l) => `${receiptPrefix(l)}-`);
  return writeTransaction(database, DEMO_CUSTOMER_ID, async (trx) => {
    const open = await trx
      .selectFrom('invoices')
      .select(['id', 'number', 'paid', 'due'])
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .where('status', 'in', [...openInvoiceStatuses])
      .where('created_at', '<', before)
      .execute();
    const own = open.filter((o) => prefixes.some((p) => o.number.startsWith(p)));
    for (const order of own) {
      const unpaid = Number(order.paid) === 0;
      await changeInvoiceStatus(trx, auth, order.id, {
        status: 'completed',
        ...(unpaid
          ? {
              payments: [
                {
                  payment_method_id: shop.payment.delivery,
                  amount: fromMilli(Number(order.due)),
                  tip: 0,
                },
              ],
            }
          : {}),
      });
    }
    return own.length;
  });
}

/** Where a location's demo sales stand: the business dates to make, and its last demo invoice. */
interface Gap {
  location: ShopLocation;
  from: string;
  to: string;
  after: number;
}

/** Each selling location's days since its last demo invoice (at most `days` back), up to today. */
async function gapsOf(
  db: Kysely<Database>,
  shop: DemoShop,
  now: number,
  days: number,
): Promise<Gap[]> {
  const gaps: Gap[] = [];
  for (const location of shop.locations) {
    if (location.menus.length === 0) continue;
    const to = location.day.today(now);
    const last = await lastDemoSale(db, location);
    let from = addDays(to, -(days - 1));
    if (last !== null && location.day.at(last).business_date > from) {
      from = location.day.at(last).business_date;
    }
    gaps.push({ location, from, to, after: last ?? -Infinity });
  }
  return gaps;
}

/**
 * The missing invoices, a date at a time for every location together, in batches of about `BATCH`
 * (made as they are written, so the whole 90 days never sit in memory). Within a location's day
 * they are in time order: a refund comes after the sale it gives back.
 */
function* missingInvoices(
  shop: DemoShop,
  gaps: readonly Gap[],
  now: number,
  seed: number,
  size: number,
): Generator<InvoiceBody[]> {
  if (gaps.length === 0) return;
  const first = gaps.reduce((min, g) => (g.from < min ? g.from : min), gaps[0]!.from);
  const last = gaps.reduce((max, g) => (g.to > max ? g.to : max), gaps[0]!.to);
  let batch: InvoiceBody[] = [];
  for (let i = 0, n = daysBetween(first, last); i <= n; i++) {
    const date = addDays(first, i);
    for (const gap of gaps) {
      if (date < gap.from || date > gap.to) continue;
      batch.push(...asOf(demoDay(shop, gap.location, date, seed), now, gap.after));
    }
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

const nothingDone = (): DemoSalesTopUp => ({
  created: 0,
  existing: 0,
  refused: 0,
  problems: [],
  completed: 0,
  stock: 0,
  ms: 0,
});

/**
 * Tops the demo business's sales up to `now`: the days since each selling location's last demo
 * invoice (at most `days` back), today only up to `now`. Does nothing where there is no demo
 * business, and never writes to any other business.
 */
export async function topUpDemoSales(
  database: DatabaseHandle,
  now: Date = new Date(),
  options: DemoSalesOptions = {},
): Promise<DemoSalesTopUp> {
  const started = performance.now();
  const result = nothingDone();
  if (!(await hasDemoBusiness(database))) return result;
  const { db } = database;
  const shop = await loadDemoShop(db);
  const auth = await demoAdmin(db, shop);
  const at = now.getTime();
  result.completed = await deliverOpenOrders(database, auth, shop, at);
  const gaps = await gapsOf(db, shop, at, options.days ?? DEMO_SALES_DAYS);
  const seed = options.seed ?? DEMO_SALES_SEED;
  for (const batch of missingInvoices(shop, gaps, at, seed, options.batch ?? BATCH)) {
    if (options.signal?.aborted) return result;
    // SQLite's driver answers without a turn of the event loop: without this, requests that came
    // in meanwhile would wait for the whole top-up rather than for one batch.
    await new Promise((resolve) => setImmediate(resolve));
    await options.giveWay?.();
    if (options.signal?.aborted) return result;
    const outcomes = await locationsTransaction(
      database,
      DEMO_CUSTOMER_ID,
      invoiceLocations(batch),
      (trx) => recordInvoices(trx, auth, batch),
    );
    for (const outcome of outcomes) {
      if (outcome.status === 201) result.created += 1;
      else if (outcome.status === 200) result.existing += 1;
      else {
        result.refused += 1;
        if (result.problems.length < 5) {
          result.problems.push(`${outcome.id}: ${JSON.stringify(outcome.error)}`);
        }
      }
    }
  }
  if (options.signal?.aborted) return result;
  // Stock follows the sales: recipes, pars, openings, and each week's deliveries up to now.
  result.stock = (await topUpDemoStock(database, shop, now)).movements;
  result.ms = Math.round(performance.now() - started);
  return result;
}

/**
 * The top-up a start runs: a demo whose catalogue was edited beyond what its sales need (no card
 * payment method, no administrator) still starts, and says why its sales stopped.
 */
export async function topUpDemoSalesOnStart(
  database: DatabaseHandle,
  options: Pick<DemoSalesOptions, 'batch' | 'signal' | 'giveWay'> = {},
): Promise<DemoSalesTopUp> {
  try {
    return await topUpDemoSales(database, new Date(), options);
  } catch (error) {
    return { ...nothingDone(), problems: [error instanceof Error ? error.message : String(error)] };
  }
}
