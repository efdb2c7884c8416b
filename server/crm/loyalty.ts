import type { CrmLoyaltyBody } from '@contract/crm';
import { resources, type ResourceDef } from '@contract/registry';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../audit/record';
import { nowIso } from '../db/rows';
import type { Database } from '../db/tables';
import type { Auth } from '../plugins/auth';
import { ApiError, notFound } from '../plugins/errors';
import { findRow } from '../resources/store';

const crm = resources.crmCustomers as unknown as ResourceDef;

export async function loyaltyBalance(
  db: Kysely<Database>,
  customerId: string,
  crmId: string,
): Promise<number> {
  const found = await db
    .selectFrom('crm_loyalty_entries')
    .select((eb) => eb.fn.sum<number>('points').as('points'))
    .where('customer_id', '=', customerId)
    .where('crm_customer_id', '=', crmId)
    .executeTakeFirst();
  return Number(found?.points ?? 0);
}

/** The ledger of a customer, newest first. */
export function loyaltyEntries(
  db: Kysely<Database>,
  customerId: string,
  crmId: string,
  limit = 50,
) {
  return db
    .selectFrom('crm_loyalty_entries')
    .select(['id', 'points', 'reason', 'created_by', 'created_at'])
    .where('customer_id', '=', customerId)
    .where('crm_customer_id', '=', crmId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Adds one ledger entry and answers the new balance. The entry's id is the client's: the same entry
 * sent again (a retry, a queued resend) adds nothing and answers the balance as it is. A balance may
 * not go below zero.
 */
export async function addLoyaltyEntry(
  trx: Transaction<Database>,
  auth: Auth,
  crmId: string,
  body: CrmLoyaltyBody,
): Promise<{ balance: number }> {
  const customer = await findRow(trx, crm, auth.customerId, crmId);
  if (!customer || customer.deleted_at !== null) throw notFound();
  const existing = await trx
    .selectFrom('crm_loyalty_entries')
    .select(['customer_id', 'crm_customer_id'])
    .where('id', '=', body.id)
    .executeTakeFirst();
  if (existing) {
    if (existing.customer_id !== auth.customerId || existing.crm_customer_id !== crmId) {
      throw new ApiError(409, 'ID_REUSED', 'This entry id belongs to another entry');
    }
    return { balance: await loyaltyBalance(trx, auth.customerId, crmId) };
  }
  const before = await loyaltyBalance(trx, auth.customerId, crmId);
  if (before + body.points < 0) {
    throw new ApiError(422, 'UNPROCESSABLE', 'The loyalty balance cannot go below zero', {
      fields: { points: `The balance is ${before}` },
    });
  }
  await trx
    .insertInto('crm_loyalty_entries')
    .values({
      id: body.id,
      customer_id: auth.customerId,
      crm_customer_id: crmId,
      points: body.points,
      reason: body.reason,
      created_by: auth.userId,
      created_at: nowIso(),
    })
    .execute();
  // The customer's balance is what changed: logged on the customer, with the entry's reason.
  await recordAudit(trx, [
    {
      customerId: auth.customerId,
      collection: crm.collection,
      rowId: crmId,
      locationId: null,
      before: { loyalty_balance: before },
      after: { loyalty_balance: before + body.points, reason: body.reason },
      action: 'update',
      label: typeof customer.name === 'string' ? customer.name : null,
    },
  ]);
  return { balance: before + body.points };
}
