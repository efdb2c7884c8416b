import type { Kysely, Migration } from 'kysely';
import { sqlType } from '../columns';
import type { Dialect } from '../database';

/**
 * Production (issue 10): work orders and roasts. The number is unique per business (made as max + 1
 * inside the create's transaction; the index is the guard should two creates ever race).
 */
export const workOrdersMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const real = sqlType(dialect, 'real');
    await db.schema
      .createTable('work_orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('material_id', 'text', (c) => c.notNull())
      .addColumn('planned_quantity', real, (c) => c.notNull())
      .addColumn('actual_quantity', real)
      .addColumn('inputs', 'text', (c) => c.notNull())
      .addColumn('use_by', 'text')
      .addColumn('batch_code', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('confirmed_at', 'text')
      .addColumn('confirmed_by', 'text')
      .addColumn('weight_loss_percent', real)
      .addColumn('unit_cost', real)
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text')
      .execute();
    await db.schema
      .createIndex('work_orders_number')
      .on('work_orders')
      .columns(['customer_id', 'number'])
      .unique()
      .execute();
    // The list of a location, newest first, by status.
    await db.schema
      .createIndex('work_orders_location')
      .on('work_orders')
      .columns(['customer_id', 'location_id', 'created_at'])
      .execute();
  },
});
