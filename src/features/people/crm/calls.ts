import type {
  CrmLoyaltyBody,
  CrmMergeReply,
  crmCustomerDetail,
  CrmStatsReply,
  CrmVisitStats,
} from '@contract/crm';
import { useMemo } from 'react';
import type { z } from 'zod';
import type { ApiClient } from '@/data/api';
import type { LocalRow } from '@/data/db';
import { useServerRead } from '@/components/reports/useServerRead';

/**
 * Merging and loyalty entries go straight to the server (they move invoices and ledger entries the
 * device does not hold); adding and editing customers go through the outbox like any registry row.
 */
export const STATS_PATH = '/crm-users-stats';

export type CrmDetail = z.infer<typeof crmCustomerDetail>;

export const mergeCustomers = (api: ApiClient, keptId: string, duplicateId: string) =>
  api.post<CrmMergeReply>(`/crm-users/${keptId}/merge`, { duplicate_id: duplicateId });

export const addLoyalty = (api: ApiClient, customerId: string, body: CrmLoyaltyBody) =>
  api.post<{ balance: number }>(`/crm-users/${customerId}/loyalty`, body);

const noStats: CrmVisitStats = {
  visits: 0,
  spend: 0,
  average_ticket: 0,
  last_visit: null,
  loyalty_points: 0,
  currency: null,
};

/**
 * Every customer's visits, spend, last visit and loyalty, read from the server (kept for offline with
 * its time), put on the local rows for the list's columns. Rows stay the local ones: a customer
 * added offline shows at once, with no visits yet.
 */
export function useCrmRows(rows: LocalRow[] | undefined) {
  const read = useServerRead<CrmStatsReply>(STATS_PATH, {});
  const stats = read.data?.data;
  // Each customer's spend is in their own main currency (`currency`), which the list writes it in.
  const merged = useMemo(
    () => rows?.map((row) => ({ ...row, ...(stats?.[row.id] ?? noStats) })),
    [rows, stats],
  );
  return { rows: merged, read };
}
