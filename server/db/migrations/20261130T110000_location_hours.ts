import { sql, type Kysely, type Migration } from 'kysely';
import { addColumns, col } from '../columns';
import type { Dialect } from '../database';

const { text, integer, boolean, json } = col;

/**
 * The registry's resource `locationHours` (`/location-days-hours-config`): a location's opening hours
 * per weekday and its holidays, laid out as every registry table.
 */
export const locationHours = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const table = db.schema
      .createTable('location_hours')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('location_id', 'text')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text');
    await addColumns(table, dialect, [
      integer('day_of_week', true),
      text('date', true),
      text('name'),
      boolean('is_closed'),
      json('ranges'),
    ]).execute();
    await db.schema
      .createIndex('location_hours_customer_location')
      .on('location_hours')
      .columns(['customer_id', 'location_id'])
      .execute();
    await db.schema
      .createIndex('location_hours_customer_updated')
      .on('location_hours')
      .columns(['customer_id', 'updated_at'])
      .execute();
    // One live row per weekday and per holiday date of a location: the last guard against two
    // writers racing past the checks.
    await db.schema
      .createIndex('location_hours_weekday_unique')
      .on('location_hours')
      .unique()
      .columns(['customer_id', 'location_id', 'day_of_week'])
      .where(sql.ref('deleted_at'), 'is', null)
      .where(sql.ref('day_of_week'), 'is not', null)
      .execute();
    await db.schema
      .createIndex('location_hours_date_unique')
      .on('location_hours')
      .unique()
      .columns(['customer_id', 'location_id', 'date'])
      .where(sql.ref('deleted_at'), 'is', null)
      .where(sql.ref('date'), 'is not', null)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('location_hours').execute();
  },
});
