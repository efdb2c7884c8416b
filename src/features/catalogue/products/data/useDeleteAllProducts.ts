import { useBrowserOnline } from '@/data/live';
import { useBackhouse, useLocal } from '@/data/react';
import { deleteAllProducts, restoreAllProducts } from './deleteAll';

/**
 * Delete-all and its undo for the dialog that offers them, online only: each asks for a pull once
 * the server has answered, which brings the change to this device.
 */
export function useDeleteAllProducts() {
  const online = useBrowserOnline();
  const { api } = useBackhouse();
  const local = useLocal();
  const pulled = <T>(reply: T): T => {
    local?.engine.kick('manual');
    return reply;
  };
  return {
    online,
    deleteAll: () => deleteAllProducts(api).then(pulled),
    restoreAll: (deletedAt: string) => restoreAllProducts(api, deletedAt).then(pulled),
  };
}
