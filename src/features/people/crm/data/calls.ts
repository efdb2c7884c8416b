import type { CallReply } from '@contract/call';
import { crmCalls, type CrmLoyaltyBody, type CrmVisitStats } from '@contract/crm';
import { resources } from '@contract/registry';
import { useMemo } from 'react';
import { useCallRead } from '@/components/reports/useServerRead';
import { callServer } from '@/data/calls';
import { useRows } from '@/data/live';
import { useBackhouse, useLocal } from '@/data/react';

/**
 * The CRM's calls, by their declarations (contract/crm.ts `crmCalls`). Merging and loyalty
 * entries go straight to the server (they move invoices and ledger entries the device does not
 * hold); adding and editing customers go through the outbox like any registry row.
 */

/** One customer as the detail read answers it. */
export type CrmDetail = CallReply<typeof crmCalls.detail>;

const noStats: CrmVisitStats = {
  visits: 0,
  spend: 0,
  average_ticket: 0,
  last_visit: null,
  loyalty_points: 0,
  currency: null,
};

/**
 * Every customer on the device, and the same rows with their visits, spend, last visit and loyalty
 * read from the server (kept for offline with its time) for the list's columns. Rows stay the local
 * ones: a customer added offline shows at once, with no visits yet.
 */
export function useCrmRows() {
  const local = useRows(resources.crmCustomers.collection);
  const read = useCallRead(crmCalls.stats, { query: {} });
  const stats = read.data?.data;
  // Each customer's spend is in their own main currency (`currency`), which the list writes it in.
  const rows = useMemo(
    () => local?.map((row) => ({ ...row, ...(stats?.[row.id] ?? noStats) })),
    [local, stats],
  );
  return { local, rows, read };
}

/** One customer's figures, latest invoices and loyalty entries, kept for offline. */
export const useCrmDetail = (id: string) =>
  useCallRead(crmCalls.detail, { params: { id }, query: {} });

/**
 * The customer's online writes. After a merge the sync engine is asked for the changed rows at
 * once, so the device's list loses the duplicate.
 */
export function useCrmWrites() {
  const { api } = useBackhouse();
  const local = useLocal();
  return useMemo(
    () => ({
      merge: async (keptId: string, duplicateId: string) => {
        const merged = await callServer(api, crmCalls.merge, {
          params: { id: keptId },
          body: { duplicate_id: duplicateId },
        });
        local?.engine.kick('manual');
        return merged;
      },
      addLoyalty: (customerId: string, body: CrmLoyaltyBody) =>
        callServer(api, crmCalls.loyalty, { params: { id: customerId }, body }),
    }),
    [api, local],
  );
}
