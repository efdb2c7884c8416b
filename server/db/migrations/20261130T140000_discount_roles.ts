import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Discounts say which roles may give them and whether web and online orders may use them (issue
 * 12). Existing discounts stay open to every role and off the web, as they were.
 *
 * Their change log entries are written again, so devices pull the rows with the new fields instead
 * of keeping the ones they hold without them.
 */
export const discountRoles = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('discounts')
      .addColumn('role_ids', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .alterTable('discounts')
      .addColumn('is_online', dialect === 'postgres' ? 'boolean' : 'integer', (c) =>
        c.notNull().defaultTo(dialect === 'postgres' ? sql`false` : 0),
      )
      .execute();

    await sql`delete from changes where collection = 'discounts' and moved_away = 0`.execute(db);
    await sql`
      insert into changes (customer_id, collection, row_id, location_id, changed_at, moved_away)
      select customer_id, 'discounts', id, location_id, ${new Date().toISOString()}, 0
      from discounts
      order by created_at, id
    `.execute(db);
  },
});
