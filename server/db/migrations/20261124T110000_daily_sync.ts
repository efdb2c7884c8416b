import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The daily sync (issue 8): each business's webhook settings, and one row per summary delivered
 * (business, location, business date, kind) with where its delivery stands.
 *
 * Flags are 0 or 1 on both databases, written as they are. Times are ISO-8601 UTC text, so they
 * compare as text: the due deliveries are those whose `next_attempt_at` has passed.
 */
export const dailySync = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('daily_sync_configs')
      .addColumn('customer_id', 'text', (c) => c.primaryKey().references('customers.id'))
      .addColumn('webhook_url', 'text', (c) => c.notNull())
      // Kept as given: the server needs it to sign. It never leaves the server.
      .addColumn('secret', 'text')
      .addColumn('enabled', 'integer', (c) => c.notNull())
      // JSON array of location ids, or NULL for every selling location.
      .addColumn('location_ids', 'text')
      // When the sync was last switched on: the nightly run sends days from that one on.
      .addColumn('enabled_since', 'text')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('daily_sync_deliveries')
      // Derived from (business, location, date, kind): the same on every attempt and re-run.
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('business_date', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      // Failures since the last success or re-run: what the backoff counts.
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text')
      // A sender's claim: until this time the delivery is its own (several server processes).
      .addColumn('claimed_until', 'text')
      .addColumn('claim_token', 'text')
      .addColumn('last_attempt_at', 'text')
      .addColumn('last_failure_kind', 'text')
      .addColumn('last_status_code', 'integer')
      .addColumn('last_error', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('daily_sync_deliveries_day', [
        'customer_id',
        'location_id',
        'business_date',
        'kind',
      ])
      .execute();
    // Only deliveries still to be attempted carry a next attempt: few among many sent ones.
    await db.schema
      .createIndex('daily_sync_deliveries_due')
      .on('daily_sync_deliveries')
      .column('next_attempt_at')
      .where(sql.ref('next_attempt_at'), 'is not', null)
      .execute();
  },
});
