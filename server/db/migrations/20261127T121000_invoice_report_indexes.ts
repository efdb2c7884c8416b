import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The reports of issue 11 that read invoices one by one. Completed sales are nearly every invoice
 * and their figures come from the aggregates; what the reports look for among the invoices is the
 * few others, over a period. Each index holds only those, by business, location and business date,
 * so a report of 90 days or of all time reads them and nothing else.
 *
 * Both are partial: a query uses one only when its conditions are the index's own, written as the
 * same literals (server/reports/invoiceReportsOrders.ts and invoiceReportsBalance.ts). Each keys
 * on a column those queries ask by equality (status, kind) before the date, so that SQLite, which
 * has no statistics to tell how few rows a partial index holds, still prefers it to `invoices_day`.
 */
export const invoiceReportIndexes = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // Orders per status: the pending, preparing, ready and void ones of a period.
    await db.schema
      .createIndex('invoices_not_completed')
      .on('invoices')
      .columns(['customer_id', 'location_id', 'status', 'business_date'])
      .where(sql.ref('status'), '<>', sql.lit('completed'))
      .execute();
    // Balances: sales that owe more than was paid.
    await db.schema
      .createIndex('invoices_unpaid')
      .on('invoices')
      .columns(['customer_id', 'location_id', 'kind', 'business_date'])
      .where(sql<boolean>`kind = 'sale' and status <> 'void' and due > paid`)
      .execute();
  },
});
