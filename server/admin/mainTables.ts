import type { UpdateMainTablesReply } from '@contract/adminSync';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { rebuildStockBalances } from '../inventory/ledgerRebuild';
import {
  aggregateKeys,
  monthlyTable,
  rebuildSalesAggregates,
  type AggregateTable,
} from '../sales/aggregates';

type CountedTable =
  AggregateTable | `${AggregateTable}_monthly` | 'stock_daily' | 'stock_movements' | 'invoices';

async function rowsOf(
  trx: Kysely<Database>,
  table: CountedTable,
  customerId: string,
): Promise<number> {
  // The monthly twins are kept apart from the typed tables (sales/aggregates.ts).
  let query = (trx as unknown as Kysely<Record<string, { customer_id: string; status: string }>>)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId);
  if (table === 'invoices') query = query.where('status', '=', 'completed');
  const found = await query.executeTakeFirst();
  return Number(found?.n ?? 0);
}

/**
 * `update-main-tables`: the derived tables rebuilt from the facts they are kept from, in one
 * transaction (call inside `writeTransaction`), so readers see the old figures or the new, never
 * half. The sales aggregates come from the completed invoices, the stock balances and daily sums
 * from the movements; both rebuilds are the ones the tests hold equal to the incremental upkeep.
 */
export async function updateMainTables(
  trx: Kysely<Database>,
  customerId: string,
): Promise<UpdateMainTablesReply> {
  const started = performance.now();
  await rebuildSalesAggregates(trx, customerId);
  const { balances } = await rebuildStockBalances(trx, customerId);
  const sales: Record<string, number> = {};
  for (const table of Object.keys(aggregateKeys) as AggregateTable[]) {
    for (const name of [table, monthlyTable(table)]) {
      sales[name] = await rowsOf(trx, name, customerId);
    }
  }
  return {
    invoices: await rowsOf(trx, 'invoices', customerId),
    sales,
    stock_movements: await rowsOf(trx, 'stock_movements', customerId),
    stock_balances: balances,
    stock_daily: await rowsOf(trx, 'stock_daily', customerId),
    took_ms: Math.round(performance.now() - started),
  };
}
