import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Sales (issue 8): invoices as the tills sent them, with their lines, payments and status changes,
 * and the aggregates every sales figure is read from.
 *
 * Amounts are integers in thousandths of the currency unit ("milli"), so sums over millions of lines
 * are exact on both databases; every currency has at most three decimals. They are int8 on
 * PostgreSQL (the pool reads int8 as numbers) and INTEGER (64-bit) on SQLite.
 *
 * Aggregates are keyed by business, location, business date and their own dimension, with '' for
 * "none" (NULL never equals NULL, so an upsert on a NULL key would never find its row). Writing an
 * invoice adds its share to each in the same transaction; `rebuildSalesAggregates` recomputes them
 * from the invoices and must give the same numbers.
 */

/** The figure columns every aggregate carries (see server/sales/figures.ts for what each means). */
export const figureColumns = [
  'sales_count',
  'refund_count',
  'guests',
  'gross',
  'discounts',
  'complimentary',
  'refunds',
  'tax',
  'vat',
  'tips',
] as const;

/** Aggregate tables and their own dimensions after (customer, location, business date). */
export const aggregateTables = {
  sales_hourly: ['local_hour'],
  sales_by_channel: ['channel_id', 'order_type_id'],
  sales_by_cashier: ['cashier_id'],
} as const;

export const sales = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const big = dialect === 'postgres' ? 'bigint' : 'integer';
    const bool = dialect === 'postgres' ? 'boolean' : 'integer';
    const real = dialect === 'postgres' ? 'double precision' : 'real';

    // A tax marked as VAT: `vat` is the part of the tax collected that comes from such taxes.
    await db.schema
      .alterTable('taxes')
      .addColumn('is_vat', bool, (c) => c.notNull().defaultTo(false))
      .execute();

    await db.schema
      .createTable('invoices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('channel_id', 'text')
      .addColumn('order_type_id', 'text')
      .addColumn('table_id', 'text')
      .addColumn('cashier_id', 'text')
      .addColumn('crm_customer_id', 'text')
      .addColumn('guests', 'integer')
      .addColumn('refund_of', 'text')
      .addColumn('otter_id', 'text')
      .addColumn('payload', 'text')
      .addColumn('business_date', 'text', (c) => c.notNull())
      .addColumn('local_hour', 'integer', (c) => c.notNull())
      .addColumn('business_minute', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text')
      .addColumn('gross', big, (c) => c.notNull())
      .addColumn('discounts', big, (c) => c.notNull())
      .addColumn('complimentary', big, (c) => c.notNull())
      .addColumn('tax', big, (c) => c.notNull())
      .addColumn('vat', big, (c) => c.notNull())
      .addColumn('tips', big, (c) => c.notNull())
      .addColumn('due', big, (c) => c.notNull())
      .addColumn('paid', big, (c) => c.notNull())
      .addColumn('body_hash', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    const index = (name: string, columns: string[]) =>
      db.schema.createIndex(name).on('invoices').columns(columns).execute();
    await index('invoices_day', ['customer_id', 'location_id', 'business_date', 'created_at']);
    await index('invoices_latest', ['customer_id', 'location_id', 'created_at']);
    // The latest sales of every location at once (the dashboard's "all locations").
    await index('invoices_recent', ['customer_id', 'created_at']);
    await index('invoices_number', ['customer_id', 'number']);
    await index('invoices_refund_of', ['customer_id', 'refund_of']);
    await index('invoices_otter', ['customer_id', 'otter_id']);
    // Open orders are few among many invoices: the order fulfilment panel reads them by status.
    await db.schema
      .createIndex('invoices_open')
      .on('invoices')
      .columns(['customer_id', 'location_id', 'status'])
      .where(sql.ref('status'), 'in', sql`('pending', 'preparing', 'ready')`)
      .execute();

    await db.schema
      .createTable('invoice_lines')
      .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id'))
      .addColumn('line_no', 'integer', (c) => c.notNull())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('category_id', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('quantity', real, (c) => c.notNull())
      .addColumn('unit_price', big, (c) => c.notNull())
      .addColumn('discount', big, (c) => c.notNull())
      .addColumn('tax', big, (c) => c.notNull())
      .addColumn('vat', big, (c) => c.notNull())
      .addColumn('gross', big, (c) => c.notNull())
      // 0 or 1 on both databases: written as it is, without a per-dialect conversion.
      .addColumn('is_complimentary', 'integer', (c) => c.notNull())
      .addColumn('modifiers', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('invoice_lines_pk', ['invoice_id', 'line_no'])
      .execute();

    await db.schema
      .createTable('invoice_payments')
      .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id'))
      .addColumn('payment_no', 'integer', (c) => c.notNull())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('payment_method_id', 'text', (c) => c.notNull())
      .addColumn('amount', big, (c) => c.notNull())
      .addColumn('tip', big, (c) => c.notNull())
      .addPrimaryKeyConstraint('invoice_payments_pk', ['invoice_id', 'payment_no'])
      .execute();

    await db.schema
      .createTable('invoice_status_changes')
      .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id'))
      .addColumn('change_no', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('by_user_id', 'text')
      .addPrimaryKeyConstraint('invoice_status_changes_pk', ['invoice_id', 'change_no'])
      .execute();

    const figures = (table: CreateTableBuilder<string, string>) => {
      let builder = table;
      for (const column of figureColumns) {
        builder = builder.addColumn(column, big, (c) => c.notNull().defaultTo(0));
      }
      return builder;
    };
    const key = (table: string, dimensions: readonly string[], extra: 'item' | null = null) => {
      // Column names are data here: the builder is typed loosely so it takes each dimension.
      let builder: CreateTableBuilder<string, string> = db.schema
        .createTable(table)
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
      if (extra === 'item') {
        builder = builder
          .addColumn('quantity', big, (c) => c.notNull().defaultTo(0))
          .addColumn('refunded_quantity', big, (c) => c.notNull().defaultTo(0));
      }
      return builder.addPrimaryKeyConstraint(`${table}_pk`, [
        'customer_id',
        'location_id',
        'business_date',
        ...dimensions,
      ]);
    };
    for (const [table, dimensions] of Object.entries(aggregateTables)) {
      await figures(key(table, dimensions)).execute();
    }
    // What sold: each product's own price and each modifier item, so that the items of a period
    // add up to its gross sales. Quantities are in thousandths like amounts.
    await figures(key('sales_by_item', ['item_kind', 'item_id', 'category_id'], 'item')).execute();
    await db.schema
      .createTable('sales_by_payment')
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('business_date', 'text', (c) => c.notNull())
      .addColumn('payment_method_id', 'text', (c) => c.notNull())
      .addColumn('payments_count', big, (c) => c.notNull().defaultTo(0))
      .addColumn('amount', big, (c) => c.notNull().defaultTo(0))
      .addColumn('refunded', big, (c) => c.notNull().defaultTo(0))
      .addColumn('tips', big, (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('sales_by_payment_pk', [
        'customer_id',
        'location_id',
        'business_date',
        'payment_method_id',
      ])
      .execute();
  },
});
