import type { Kysely, Migration } from 'kysely';

/**
 * When a claimed report email was handed to the SMTP server (issue 25; server/reports/email/store.ts).
 * A claim that went stale before that moment was never sent, whatever stopped its process, so another
 * process takes it over; one handed over stays "not confirmed" and is never sent twice.
 */
export const reportEmailHandoverMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('report_emails').addColumn('handed_at', 'text').execute();
  },
});
