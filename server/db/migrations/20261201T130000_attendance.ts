import type { Kysely, Migration } from 'kysely';

/**
 * Attendance (issue 13; server/attendance/): clock events from the tills and managers' corrections.
 * Reads are one user's days or one location's day, so both indexes lead with the business and end
 * with the business date the reads are cut on.
 */
export const attendanceMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const table of ['attendance_events', 'attendance_corrections'] as const) {
      const correction = table === 'attendance_corrections';
      let create = db.schema
        .createTable(table)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
        .addColumn('location_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => (correction ? c : c.notNull()))
        .addColumn('business_date', 'text', (c) => c.notNull());
      create = correction
        ? create
            .addColumn('replaces_event_id', 'text')
            .addColumn('reason', 'text', (c) => c.notNull())
            .addColumn('corrected_by', 'text', (c) => c.notNull())
            .addColumn('created_at', 'text', (c) => c.notNull())
        : create
            .addColumn('device', 'text')
            .addColumn('received_at', 'text', (c) => c.notNull())
            .addColumn('recorded_by', 'text', (c) => c.notNull());
      await create.execute();
      await db.schema
        .createIndex(`${table}_user_day`)
        .on(table)
        .columns(['customer_id', 'user_id', 'business_date'])
        .execute();
      await db.schema
        .createIndex(`${table}_location_day`)
        .on(table)
        .columns(['customer_id', 'location_id', 'business_date'])
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('attendance_corrections').execute();
    await db.schema.dropTable('attendance_events').execute();
  },
});
