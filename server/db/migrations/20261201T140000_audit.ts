import type { Kysely, Migration } from 'kysely';

/**
 * The audit log (issue 13; server/audit/record.ts). Every read is one business's, newest first, so
 * every index starts with the business and ends with the time and id the pages are cut on.
 */
export const auditMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('device', 'text', (c) => c.notNull())
      .addColumn('area', 'text', (c) => c.notNull())
      .addColumn('collection', 'text', (c) => c.notNull())
      .addColumn('row_id', 'text', (c) => c.notNull())
      .addColumn('row_label', 'text')
      .addColumn('location_id', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('fields', 'text', (c) => c.notNull())
      .execute();
    const index = (name: string, columns: string[]) =>
      db.schema
        .createIndex(`audit_log_${name}`)
        .on('audit_log')
        .columns(['customer_id', ...columns, 'at', 'id'])
        .execute();
    await index('at', []);
    await index('user', ['user_id']);
    await index('area', ['area']);
    await index('row', ['collection', 'row_id']);
  },
});
