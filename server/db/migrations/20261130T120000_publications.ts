import type { Kysely, Migration } from 'kysely';

/**
 * Publishing to the tills (issue 12, admin sync; see server/admin/publish.ts). `publications` is the
 * log: one row per version, numbered per business; the unique (customer, version) is the last guard
 * against two publishes taking one number (they are already serialised per business by the write
 * lock). `publication_parts` holds what each version froze: one compact JSON array of rows per part
 * it named, found by (customer, part, version) for "the newest snapshot of each part".
 */
export const publicationsMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('publications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('version', 'integer', (c) => c.notNull())
      // The target called (all, products…) or `parts` for a list of parts.
      .addColumn('what', 'text', (c) => c.notNull())
      // JSON: the parts named, and each one's { rows, added, changed, removed }.
      .addColumn('parts', 'text', (c) => c.notNull())
      .addColumn('counts', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('published_by', 'text', (c) => c.notNull())
      // The publisher's name as it was: the log keeps saying who, even after a rename.
      .addColumn('published_by_name', 'text', (c) => c.notNull())
      .addColumn('published_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('publications_version', ['customer_id', 'version'])
      .execute();
    await db.schema
      .createTable('publication_parts')
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('part', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('row_count', 'integer', (c) => c.notNull())
      .addColumn('rows', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('publication_parts_pk', ['customer_id', 'part', 'version'])
      .execute();
  },
});
