import type { Kysely, Migration } from 'kysely';

/**
 * Till configuration per location (issue 12; server/restaurant/). Printers and kitchen screens are
 * JSON text: tills read them whole, and nothing queries inside them.
 */
export const restaurantConfigMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('restaurant_configs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('receipt_header', 'text', (c) => c.notNull())
      .addColumn('receipt_footer', 'text', (c) => c.notNull())
      .addColumn('receipt_logo_url', 'text', (c) => c.notNull())
      .addColumn('customer_display_url', 'text', (c) => c.notNull())
      .addColumn('printers', 'text', (c) => c.notNull())
      .addColumn('kitchen_screens', 'text', (c) => c.notNull())
      .addColumn('is_live', 'integer', (c) => c.notNull())
      .addColumn('live_changed_at', 'text')
      .addColumn('live_changed_by', 'text')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('restaurant_configs_location')
      .on('restaurant_configs')
      .unique()
      .columns(['customer_id', 'location_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('restaurant_configs').execute();
  },
});
