import type { MovementReason, WastageReason } from '@contract/stock';
import { oneOf, searchReader, wholeParam } from '@/shared/searchParams';
import { periodParams } from '@/components/reports/periodPresets';

/** Wastage reasons, spelled out (see `kindChoices` of the movement list for why). */
export const reasonChoices = [
  'expired',
  'spoiled',
  'damaged',
  'over_production',
  'staff_meal',
  'other',
] as const satisfies readonly WastageReason[];

/** Reasons the list filters by: those recorded by hand, and stock lost between two places. */
export const filterReasonChoices = [
  ...reasonChoices,
  'transit_loss',
] as const satisfies readonly MovementReason[];

/** The wastage list's choices as they live in the URL (`/dashboard/inventory/wastage`). */
export const wastageSearch = searchReader({
  ...periodParams,
  reason: oneOf(filterReasonChoices),
  page: wholeParam(1_000_000),
});
export type WastageSearch = ReturnType<typeof wastageSearch>;
