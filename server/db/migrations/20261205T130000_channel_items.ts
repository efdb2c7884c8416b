import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Items in the channel and cashier aggregates (issue 24): `quantity` and `refunded_quantity`, the
 * products' quantities of completed sales and refunds in thousandths, as `sales_by_item` keeps them
 * per item. The sales report's items of a period were a sum over every item's row of it; a chain's
 * 50 locations over 30 days are some 200,000 of those, and a row per day and channel holds them.
 * Filled here from the completed invoices' lines, each line's quantity rounded to a thousandth as
 * recording it does, and the monthly twins from the daily rows.
 */
const keysOf = {
  sales_by_channel: ['channel_id', 'order_type_id'],
  sales_by_cashier: ['cashier_id'],
} as const;

const columns = ['quantity', 'refunded_quantity'] as const;

export const channelItems = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const big = dialect === 'postgres' ? 'bigint' : 'integer';
    for (const table of Object.keys(keysOf)) {
      for (const name of [table, `${table}_monthly`]) {
        for (const column of columns) {
          await db.schema
            .alterTable(name)
            .addColumn(column, big, (c) => c.notNull().defaultTo(0))
            .execute();
        }
      }
    }
    await fillChannelItems(db);
  },
});

/**
 * Sets the items of every channel and cashier row, daily and monthly, from the completed invoices.
 * Exported for its test.
 */
export async function fillChannelItems(db: Kysely<unknown>): Promise<void> {
  for (const [table, keys] of Object.entries(keysOf)) {
    const matches = (extra: readonly string[]) =>
      sql.join(
        ['customer_id', 'location_id', 'business_date', ...extra].map(
          (k) => sql`t.${sql.ref(k)} = s.${sql.ref(k)}`,
        ),
        sql` and `,
      );
    const dimensions = sql.join(
      keys.map((k) => sql`coalesce(i.${sql.ref(k)}, '') as ${sql.ref(k)}`),
    );
    const grouped = sql.join(keys.map((k) => sql`coalesce(i.${sql.ref(k)}, '')`));
    // A line's quantity in thousandths as `toMilli` rounds it (quantities are positive).
    await sql`
      update ${sql.table(table)} as t
      set quantity = s.quantity, refunded_quantity = s.refunded_quantity
      from (
        select i.customer_id, i.location_id, i.business_date, ${dimensions},
          sum(case when i.kind = 'sale' then l.items else 0 end) as quantity,
          sum(case when i.kind = 'refund' then l.items else 0 end) as refunded_quantity
        from invoices as i
        join (
          select invoice_id, sum(cast(floor(quantity * 1000 + 0.5) as bigint)) as items
          from invoice_lines group by invoice_id
        ) as l on l.invoice_id = i.id
        where i.status = 'completed'
        group by i.customer_id, i.location_id, i.business_date, ${grouped}
      ) as s
      where ${matches(keys)}
    `.execute(db);
    const month = sql`substr(business_date, 1, 8) || '01'`;
    const keyRefs = sql.join(keys.map((k) => sql.ref(k)));
    await sql`
      update ${sql.table(`${table}_monthly`)} as t
      set quantity = s.quantity, refunded_quantity = s.refunded_quantity
      from (
        select customer_id, location_id, ${month} as business_date, ${keyRefs},
          sum(quantity) as quantity, sum(refunded_quantity) as refunded_quantity
        from ${sql.table(table)}
        group by customer_id, location_id, ${month}, ${keyRefs}
      ) as s
      where ${matches(keys)}
    `.execute(db);
  }
}
