import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Reports by email (issue 11): one row per report a user is sent, claimed before it is sent. The
 * unique (user, kind, period start) is what makes a send happen once: a second server process, a
 * second tick or a restart inserting the same report finds it taken and sends nothing.
 *
 * Times are ISO-8601 UTC text, so they compare as text: a failed send is due again once its
 * `next_attempt_at` has passed.
 */
export const reportEmails = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('report_emails')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('location_id', 'text', (c) => c.notNull())
      // daily | weekly | monthly | test
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('period_from', 'text', (c) => c.notNull())
      .addColumn('period_to', 'text', (c) => c.notNull())
      // The address at the time of sending: the user's may change later.
      .addColumn('recipient', 'text', (c) => c.notNull())
      // claimed | sent | failed
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('next_attempt_at', 'text')
      .addColumn('message_id', 'text')
      .addColumn('error', 'text')
      .addColumn('claimed_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .addUniqueConstraint('report_emails_once', ['user_id', 'kind', 'period_from'])
      .execute();
    // The screen's list: a business's sends, newest first.
    await db.schema
      .createIndex('report_emails_list')
      .on('report_emails')
      .columns(['customer_id', 'claimed_at'])
      .execute();
    // Only failed sends still to be retried carry a next attempt: few among many sent ones.
    await db.schema
      .createIndex('report_emails_due')
      .on('report_emails')
      .column('next_attempt_at')
      .where(sql.ref('next_attempt_at'), 'is not', null)
      .execute();
  },
});
