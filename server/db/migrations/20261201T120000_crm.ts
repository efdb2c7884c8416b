import { sql, type Kysely, type Migration } from 'kysely';
import { addColumns, col } from '../columns';
import type { Dialect } from '../database';

const { text, boolean, json } = col;

/**
 * CRM customers (issue 13): the registry's `crmCustomers` (`/crm-users`) laid out as every registry
 * table, its loyalty ledger, the record of merges, and an index to find a customer's invoices.
 */
export const crmMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const table = db.schema
      .createTable('crm_customers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('location_id', 'text')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text');
    await addColumns(table, dialect, [
      text('name'),
      text('phone'),
      text('email'),
      text('birthday', true),
      json('tags'),
      boolean('marketing_consent'),
      text('consent_changed_at', true),
      text('notes'),
      text('home_location_id', true),
    ]).execute();
    await db.schema
      .createIndex('crm_customers_customer_location')
      .on('crm_customers')
      .columns(['customer_id', 'location_id'])
      .execute();
    await db.schema
      .createIndex('crm_customers_customer_updated')
      .on('crm_customers')
      .columns(['customer_id', 'updated_at'])
      .execute();
    // The registry's `unique`: the last guard against two writers racing past the checks. Blank
    // values are "none" and never clash.
    for (const column of ['phone', 'email']) {
      await db.schema
        .createIndex(`crm_customers_${column}_unique`)
        .on('crm_customers')
        .unique()
        .expression(sql`customer_id, lower(${sql.ref(column)})`)
        .where(sql.ref('deleted_at'), 'is', null)
        .where(sql.ref(column), '<>', '')
        .execute();
    }

    await db.schema
      .createTable('crm_loyalty_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('crm_customer_id', 'text', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('crm_loyalty_entries_customer')
      .on('crm_loyalty_entries')
      .columns(['customer_id', 'crm_customer_id'])
      .execute();

    await db.schema
      .createTable('crm_merges')
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('duplicate_id', 'text', (c) => c.primaryKey())
      .addColumn('kept_id', 'text', (c) => c.notNull())
      .addColumn('invoices_moved', 'integer', (c) => c.notNull())
      .addColumn('loyalty_moved', 'integer', (c) => c.notNull())
      .addColumn('merged_by', 'text')
      .addColumn('merged_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createIndex('invoices_crm_customer')
      .on('invoices')
      .columns(['customer_id', 'crm_customer_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('invoices_crm_customer').execute();
    await db.schema.dropTable('crm_merges').execute();
    await db.schema.dropTable('crm_loyalty_entries').execute();
    await db.schema.dropTable('crm_customers').execute();
  },
});
