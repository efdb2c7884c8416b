import { resources, type ResourceDef } from '@contract/registry';
import type { CrmMergeReply } from '@contract/crm';
import { nowIso } from '../db/rows';
import { invalidFields, notFound } from '../plugins/errors';
import { findRow } from '../resources/store';
import { deleteRow, patchRow, type WriteContext } from '../resources/write';

const crm = resources.crmCustomers as unknown as ResourceDef;

/**
 * Folds a duplicate into the customer kept: their invoices and loyalty entries move over (so visits,
 * spend and the balance add up), tags are joined, blank contact fields are filled from the duplicate,
 * and the duplicate is deleted (a tombstone, so every device drops it). The merge is recorded; asking
 * for it again answers what the first merge did and changes nothing.
 */
export async function mergeCustomers(
  context: WriteContext,
  keptId: string,
  duplicateId: string,
): Promise<CrmMergeReply> {
  const { trx, auth } = context;
  if (keptId === duplicateId) throw invalidFields({ duplicate_id: 'duplicate' });
  const kept = await findRow(trx, crm, auth.customerId, keptId);
  if (!kept || kept.deleted_at !== null) throw notFound();

  const earlier = await trx
    .selectFrom('crm_merges')
    .selectAll()
    .where('customer_id', '=', auth.customerId)
    .where('duplicate_id', '=', duplicateId)
    .executeTakeFirst();
  if (earlier) {
    if (earlier.kept_id !== keptId) throw notFound();
    return {
      kept_id: keptId,
      duplicate_id: duplicateId,
      invoices_moved: Number(earlier.invoices_moved),
      loyalty_moved: Number(earlier.loyalty_moved),
    };
  }
  const duplicate = await findRow(trx, crm, auth.customerId, duplicateId);
  if (!duplicate || duplicate.deleted_at !== null) throw notFound();

  // The duplicate goes first: its phone and email must be free before the kept row may take them.
  await deleteRow(context, crm, duplicateId, undefined);
  const tags = [...new Set([...(kept.tags as string[]), ...(duplicate.tags as string[])])];
  const filled: Record<string, unknown> = { tags: tags.slice(0, 30) };
  for (const field of ['phone', 'email', 'notes'] as const) {
    if (kept[field] === '' && duplicate[field] !== '') filled[field] = duplicate[field];
  }
  for (const field of ['birthday', 'home_location_id'] as const) {
    if (kept[field] === null && duplicate[field] !== null) filled[field] = duplicate[field];
  }
  await patchRow(context, crm, keptId, filled, kept.version);

  const invoices = await trx
    .updateTable('invoices')
    .set({ crm_customer_id: keptId })
    .where('customer_id', '=', auth.customerId)
    .where('crm_customer_id', '=', duplicateId)
    .executeTakeFirst();
  const loyalty = await trx
    .updateTable('crm_loyalty_entries')
    .set({ crm_customer_id: keptId })
    .where('customer_id', '=', auth.customerId)
    .where('crm_customer_id', '=', duplicateId)
    .executeTakeFirst();
  const reply: CrmMergeReply = {
    kept_id: keptId,
    duplicate_id: duplicateId,
    invoices_moved: Number(invoices.numUpdatedRows),
    loyalty_moved: Number(loyalty.numUpdatedRows),
  };
  await trx
    .insertInto('crm_merges')
    .values({
      customer_id: auth.customerId,
      duplicate_id: duplicateId,
      kept_id: keptId,
      invoices_moved: reply.invoices_moved,
      loyalty_moved: reply.loyalty_moved,
      merged_by: auth.userId,
      merged_at: nowIso(),
    })
    .execute();
  return reply;
}
