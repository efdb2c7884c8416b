import type { DailySyncDelivery, DailySyncKind } from '@contract/dailySync';
import { salesItemsQuery } from '@contract/salesReports';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { summaryMetrics } from '../read';
import { systemScope, type SalesScope } from '../scope';
import { inventoryAccount, paymentAccount, salesItems } from '../screens';

/**
 * The four daily summaries of one location and business date. Each is the read a screen makes, for
 * that one day and place: the figures are never computed here (server/sales/figures.ts is their one
 * definition), so what the accounting system receives is what the dashboard and the sales screens
 * show.
 */

type Data<K extends DailySyncKind> = Extract<DailySyncDelivery, { kind: K }>['data'];
export type SummaryData = { [K in DailySyncKind]: Data<K> };

const itemsByProduct = salesItemsQuery.parse({ group: 'product' });

const readers: {
  [K in DailySyncKind]: (db: Kysely<Database>, scope: SalesScope, now: number) => Promise<Data<K>>;
} = {
  sales: (db, scope, now) => summaryMetrics(db, scope, now),
  items: (db, scope) => salesItems(db, scope, itemsByProduct),
  inventory_account: (db, scope) => inventoryAccount(db, scope),
  payment_account: (db, scope) => paymentAccount(db, scope),
};

/** The scope of one location's business date, or null when the location no longer exists. */
export async function dayScope(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  date: string,
): Promise<SalesScope | null> {
  const scope = await systemScope(db, customerId, [locationId], date, date);
  return scope.locations.length === 1 ? scope : null;
}

export function readSummary<K extends DailySyncKind>(
  db: Kysely<Database>,
  scope: SalesScope,
  kind: K,
  now: number,
): Promise<Data<K>> {
  return readers[kind](db, scope, now);
}

/** All four summaries of the day, for the export. */
export async function readSummaries(
  db: Kysely<Database>,
  scope: SalesScope,
  now: number,
): Promise<SummaryData> {
  return {
    sales: await readSummary(db, scope, 'sales', now),
    items: await readSummary(db, scope, 'items', now),
    inventory_account: await readSummary(db, scope, 'inventory_account', now),
    payment_account: await readSummary(db, scope, 'payment_account', now),
  };
}
