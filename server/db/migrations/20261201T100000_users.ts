import type { Kysely, Migration } from 'kysely';

/**
 * Users (issue 13): a till PIN, stored hashed like a password, and the permissions a business adds
 * for its own till features (`till.*`), each with a description. Built-in permissions stay in code.
 */
export const usersMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('pin_hash', 'text').execute();
    await db.schema
      .createTable('custom_permissions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('custom_permissions_key', ['customer_id', 'key'])
      .execute();
  },
});
