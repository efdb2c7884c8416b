import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * The stock ledger's daily aggregate (issue 11): per location, business date, material and kind,
 * the sums of the movements' quantities and values (milli, as the movements store them) and how
 * many there were. The ledger adds to it in the transaction that appends the movements, as the
 * sales aggregates are kept, so the stock reports read a row per day a material moved instead of
 * every movement: over 90 days of 1,000,000 movements the usage report read them all (1.2-1.7 s).
 *
 * The key leads with the business date as the reads range over it (a period, everything after a
 * date). On SQLite the table is clustered on that key (WITHOUT ROWID), so a read of a range holds
 * the sums it adds up without a look-up of each row; PostgreSQL keeps rows beside its index anyway.
 *
 * Filled here from the movements already recorded; `update-main-tables` rebuilds it the same way.
 */
export const stockDaily = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const big = dialect === 'postgres' ? 'bigint' : 'integer';
    await db.schema
      .createTable('stock_daily')
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('business_date', 'text', (c) => c.notNull())
      .addColumn('material_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('quantity', big, (c) => c.notNull().defaultTo(0))
      .addColumn('value', big, (c) => c.notNull().defaultTo(0))
      .addColumn('movement_count', big, (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('stock_daily_pk', [
        'customer_id',
        'location_id',
        'business_date',
        'material_id',
        'kind',
      ])
      .$call((b) => (dialect === 'sqlite' ? b.modifyEnd(sql`without rowid`) : b))
      .execute();
    await sql`
      insert into stock_daily
        (customer_id, location_id, business_date, material_id, kind, quantity, value, movement_count)
      select customer_id, location_id, business_date, material_id, kind,
        sum(quantity), sum(value), count(*)
      from stock_movements
      group by customer_id, location_id, business_date, material_id, kind
    `.execute(db);
  },
});
