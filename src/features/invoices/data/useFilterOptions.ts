import type { filterOptionsReply } from '@contract/salesReports';
import type { z } from 'zod';
import { useServerRead } from '@/components/reports/useServerRead';

export type FilterOptions = z.infer<typeof filterOptionsReply>;

/**
 * What the list can be filtered by at a location (`GET /api/reports-v2/sales/filter-options`); also
 * the cashiers' names, as users are not kept on the device.
 */
export function useFilterOptions(loc: string | undefined, enabled = true) {
  return useServerRead<FilterOptions>('/reports-v2/sales/filter-options', { loc }, { enabled });
}
