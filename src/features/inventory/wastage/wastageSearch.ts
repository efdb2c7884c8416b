import type { WastageReason } from '@contract/stock';
import { oneOf, searchReader, wholeParam } from '@/app/routing/searchParams';
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

/** The wastage list's choices as they live in the URL (`/dashboard/inventory/wastage`). */
export const wastageSearch = searchReader({
  ...periodParams,
  reason: oneOf(reasonChoices),
  page: wholeParam(1_000_000),
});
export type WastageSearch = ReturnType<typeof wastageSearch>;
