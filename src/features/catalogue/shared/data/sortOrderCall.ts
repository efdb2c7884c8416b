import { categoryCalls, productCalls } from '@contract/catalogueCalls';
import type { ResourceDef } from '@contract/registry';
import { sortOrderBody, sortOrderChanges } from '@/components/entity/sort-order';
import { queuedCall } from '@/data/calls';
import type { LocalWriter } from '@/data/writes';

/** The bulk sort-order calls of SPEC section 7, as the contract declares them. */
export const sortOrderCalls = {
  categories: categoryCalls.bulkSortOrder,
  products: productCalls.bulkSortOrder,
} as const;

/** One of the bulk sort-order calls. */
export type SortOrderCall = (typeof sortOrderCalls)[keyof typeof sortOrderCalls];

/**
 * Saves a new order of some rows with one bulk sort-order call: the rows change on this device at
 * once and the call waits in the outbox. Only rows whose position changes are sent. Returns how many
 * changed.
 */
export async function saveSortOrder(
  writer: Pick<LocalWriter, 'call'>,
  def: ResourceDef,
  call: SortOrderCall,
  orderedIds: readonly string[],
  rows: ReadonlyArray<{ id: string; sort_order?: unknown }>,
): Promise<number> {
  const current = new Map(
    rows.map((r) => [r.id, typeof r.sort_order === 'number' ? r.sort_order : 0]),
  );
  const items = sortOrderChanges(orderedIds, current);
  if (items.length === 0) return 0;
  await writer.call(def, {
    ...queuedCall(call, { body: sortOrderBody(items) }),
    changes: items.map((i) => ({ id: i.id, fields: { sort_order: i.sort_order } })),
  });
  return items.length;
}
