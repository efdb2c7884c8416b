import type { Kysely, Migration } from 'kysely';

/**
 * The roles a business may not delete (issue 13): its built-in administrator role. Kept beside the
 * `roles` table rather than in it, because a registry table holds its resource's fields and nothing
 * else, and this mark is the server's alone: no client can set or clear it through the registry.
 */
export const builtInRoles = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('built_in_roles')
      .addColumn('role_id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .execute();
  },
});
