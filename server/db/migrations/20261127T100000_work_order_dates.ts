import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Work orders get the business day they are planned for, so the central kitchen and the roastery
 * can see what to produce today.
 *
 * Orders made before this had no such day: they take the date of their creation (UTC). It can be a
 * day off a location's business date near midnight, which only ever concerns orders planned before
 * the upgrade. Their change log entries are written again, so devices pull them with the new field
 * instead of keeping the rows they hold without it.
 */
export const workOrderDates = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('work_orders')
      .addColumn('planned_for', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await sql`update work_orders set planned_for = substr(created_at, 1, 10)`.execute(db);
    // The day's list of a location: what to produce on one business date.
    await db.schema
      .createIndex('work_orders_planned_for')
      .on('work_orders')
      .columns(['customer_id', 'location_id', 'planned_for'])
      .execute();

    await sql`delete from changes where collection = 'workOrders' and moved_away = 0`.execute(db);
    await sql`
      insert into changes (customer_id, collection, row_id, location_id, changed_at, moved_away)
      select customer_id, 'workOrders', id, location_id, ${new Date().toISOString()}, 0
      from work_orders
      order by created_at, id
    `.execute(db);
  },
});
