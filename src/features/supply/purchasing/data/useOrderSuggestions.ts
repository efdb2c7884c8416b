import { supplierOrderCalls } from '@contract/purchasing';
import { useCallRead } from '@/components/reports/useServerRead';

/**
 * What to order from a supplier to bring a location up to par (kept for offline with its "as of"),
 * once both are chosen.
 */
export const useOrderSuggestions = (supplierId: string | null, locationId: string | null) =>
  useCallRead(
    supplierOrderCalls.suggestions,
    { query: { supplier: supplierId ?? '', loc: locationId ?? '' } },
    { enabled: supplierId !== null && locationId !== null },
  );
