import type { MovementKind } from '@contract/stock';
import { idParam, oneOf, searchReader, textParam, wholeParam } from '@/shared/searchParams';
import { periodParams } from '@/components/reports/periodPresets';

/**
 * The ledger's kinds, spelled out here: the route tree loads with the sign-in page, and the
 * contract's list would bring zod with it. `satisfies` keeps the two lists the same words.
 */
export const kindChoices = [
  'opening',
  'receipt',
  'sale',
  'refund',
  'void',
  'wastage',
  'preparation_in',
  'preparation_out',
  'count',
  'adjustment',
  'transfer_in',
  'transfer_out',
] as const satisfies readonly MovementKind[];

/** The movement list's choices as they live in the URL (`/dashboard/inventory/movement`). */
export const movementSearch = searchReader({
  ...periodParams,
  kind: oneOf(kindChoices),
  material: idParam,
  doc: textParam(64),
  page: wholeParam(1_000_000),
});
export type MovementSearch = ReturnType<typeof movementSearch>;
