import type { CallReply } from '@contract/call';
import { salesAnalysisCalls } from '@contract/salesAnalysisCalls';
import { useCallRead } from '@/components/reports/useServerRead';

export type FilterOptions = CallReply<typeof salesAnalysisCalls.filterOptions>;

/**
 * What the list can be filtered by at a location (`salesAnalysisCalls.filterOptions`); also the
 * cashiers' names, as users are not kept on the device.
 */
export function useFilterOptions(loc: string | undefined, enabled = true) {
  return useCallRead(salesAnalysisCalls.filterOptions, { query: { loc } }, { enabled });
}
