import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocalRow } from '@/data/db';
import { useBrowserOnline } from '@/data/live';
import { useBackhouse, useLocal } from '@/data/react';
import { recentProducts, restoreProduct } from './calls';

/** Deleted products are looked for among the most recently changed rows. */
const LOOK_BACK = 500;

/**
 * Products (or add-ons) deleted lately, from the server, where deleted rows are tombstones (not on
 * this device): online only. `restore` brings one back (`productCalls.restore`), takes it off the
 * list and asks for a pull, which brings it back to this device; it throws when refused.
 */
export function useRecentlyDeleted(addons: boolean) {
  const online = useBrowserOnline();
  const { api } = useBackhouse();
  const local = useLocal();
  const queryClient = useQueryClient();
  const key = ['products', 'recently-deleted', { addons }] as const;
  const deleted = useQuery({
    queryKey: key,
    enabled: online,
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const reply = await recentProducts(api, LOOK_BACK, signal);
      return reply.data.filter((r) => r.deleted_at && (r.is_addon === true) === addons);
    },
  });

  const restore = async (row: LocalRow) => {
    await restoreProduct(api, row.id);
    queryClient.setQueryData<LocalRow[]>(key, (rows) => rows?.filter((r) => r.id !== row.id));
    // The restored product comes back to this device with the next pull.
    local?.engine.kick('manual');
  };

  return { online, deleted, restore };
}
