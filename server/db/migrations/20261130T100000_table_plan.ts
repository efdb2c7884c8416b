import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Tables get their place on the floor plan (issue 12): centre, size and rotation in plan units
 * (`FLOOR_PLAN` in contract/resources/config.ts). Existing tables are not placed yet (null centre),
 * which the plan shows laid out in a grid until someone drags them.
 *
 * Their change log entries are written again, so devices pull the rows with the new fields instead
 * of keeping the ones they hold without them.
 */
export const tablePlan = (): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const column of ['plan_x', 'plan_y']) {
      await db.schema.alterTable('dining_tables').addColumn(column, 'integer').execute();
    }
    for (const [column, fallback] of [
      ['plan_width', 80],
      ['plan_height', 80],
      ['plan_rotation', 0],
    ] as const) {
      await db.schema
        .alterTable('dining_tables')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(fallback))
        .execute();
    }

    await sql`delete from changes where collection = 'tables' and moved_away = 0`.execute(db);
    await sql`
      insert into changes (customer_id, collection, row_id, location_id, changed_at, moved_away)
      select customer_id, 'tables', id, location_id, ${new Date().toISOString()}, 0
      from dining_tables
      order by created_at, id
    `.execute(db);
  },
});
