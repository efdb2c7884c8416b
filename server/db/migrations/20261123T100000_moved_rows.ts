import type { Kysely, Migration } from 'kysely';

/**
 * `changes.moved_away`: 1 marks an entry that tells the users of `location_id` a row left their
 * location (moved to another one they may not use), so their devices drop it instead of keeping a copy
 * they can no longer see or change. 0 for every other entry.
 */
export const movedRows = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('changes')
      .addColumn('moved_away', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
});
