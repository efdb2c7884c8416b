import type { Kysely, Migration } from 'kysely';
import { secretKeys, sealWebhookSecret } from '../../sales/dailySync/secret';
import type { Database } from '../tables';

/**
 * The daily sync's webhook secrets, kept as given until now, sealed (issue 25). The migration knows
 * no environment, so it seals with the key kept in the database; a server with
 * PAYMENT_CREDENTIALS_KEY seals them again under that key when it starts.
 */
export const sealedWebhookSecrets = (): Migration => ({
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<Database>;
    const rows = await db
      .selectFrom('daily_sync_configs')
      .select(['customer_id', 'secret'])
      .where('secret', 'is not', null)
      .execute();
    if (rows.length === 0) return;
    const keys = await secretKeys(db, null);
    for (const { customer_id: customerId, secret } of rows) {
      await db
        .updateTable('daily_sync_configs')
        .set({ secret: sealWebhookSecret(keys, customerId, secret!) })
        .where('customer_id', '=', customerId)
        .execute();
    }
  },
});
