import type { Kysely, Migration } from 'kysely';

/**
 * Payment providers per location (issue 12; see server/payments/providers.ts). The credentials column
 * only ever holds sealed text: the plaintext never reaches the database.
 */
export const paymentProvidersMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payment_providers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('payment_method_ids', 'text', (c) => c.notNull())
      .addColumn('credentials', 'text', (c) => c.notNull())
      .addColumn('credentials_masked', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('payment_providers_location')
      .on('payment_providers')
      .columns(['customer_id', 'location_id'])
      .execute();
  },
});
