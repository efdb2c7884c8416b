import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import { aggregateTables, figureColumns } from './20261124T100000_sales';

/**
 * Monthly twins of the sales aggregates (issue 24): the same keys and sums, with the first day of
 * the month as the business date. A period's whole months are read from them, a row per month
 * instead of one per day, so a chain's two years stay a read of thousands of rows, not millions.
 * Filled here from the daily rows; from now on every delta is added to both in one transaction.
 */
const twins: Record<string, { dimensions: readonly string[]; values: readonly string[] }> = {
  ...Object.fromEntries(
    Object.entries(aggregateTables).map(([table, dimensions]) => [
      table,
      { dimensions, values: figureColumns },
    ]),
  ),
  sales_by_item: {
    dimensions: ['item_kind', 'item_id', 'category_id'],
    values: [...figureColumns, 'quantity', 'refunded_quantity'],
  },
  sales_by_payment: {
    dimensions: ['payment_method_id'],
    values: ['payments_count', 'amount', 'refunded', 'tips'],
  },
};

export const salesMonthly = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const big = dialect === 'postgres' ? 'bigint' : 'integer';
    for (const [table, { dimensions, values }] of Object.entries(twins)) {
      const twin = `${table}_monthly`;
      // Column names are data here: the builder is typed loosely so it takes each of them.
      let builder: CreateTableBuilder<string, string> = db.schema
        .createTable(twin)
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('location_id', 'text', (c) => c.notNull())
        .addColumn('business_date', 'text', (c) => c.notNull());
      for (const dimension of dimensions) {
        builder = builder.addColumn(
          dimension,
          dimension === 'local_hour' ? 'integer' : 'text',
          (c) => c.notNull(),
        );
      }
      for (const value of values) {
        builder = builder.addColumn(value, big, (c) => c.notNull().defaultTo(0));
      }
      await builder
        .addPrimaryKeyConstraint(`${twin}_pk`, [
          'customer_id',
          'location_id',
          'business_date',
          ...dimensions,
        ])
        .execute();
      const month = sql`substr(business_date, 1, 8) || '01'`;
      const keys = sql.join(dimensions.map((d) => sql.ref(d)));
      await sql`
        insert into ${sql.table(twin)} (customer_id, location_id, business_date, ${keys},
          ${sql.join(values.map((v) => sql.ref(v)))})
        select customer_id, location_id, ${month}, ${keys},
          ${sql.join(values.map((v) => sql`sum(${sql.ref(v)})`))}
        from ${sql.table(table)}
        group by customer_id, location_id, ${month}, ${keys}
      `.execute(db);
    }
  },
});
