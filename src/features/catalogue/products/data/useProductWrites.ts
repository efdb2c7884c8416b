import { resources } from '@contract/registry';
import { useMemo } from 'react';
import { useBrowserOnline } from '@/data/live';
import { useBackhouse, useLocal } from '@/data/react';
import { checkBeforeSave } from './productChecks';
import { createProduct, saveProduct } from './productSave';
import { checkPlu, type PluVerdict } from './uniqueness';

type Bound<F extends (input: never) => unknown, K extends string> = (
  input: Omit<Parameters<F>[0], K>,
) => ReturnType<F>;

/**
 * The product form's checks and writes on this device's store: the checks before a save (duplicates
 * against this device and, online, the server; modifier rules), the save of a product or a new one,
 * and its delete, each queued for the server. Null until the local store is open.
 */
export function useProductWrites() {
  const local = useLocal();
  const { api } = useBackhouse();
  const online = useBrowserOnline();
  return useMemo(() => {
    if (!local) return null;
    const check: Bound<typeof checkBeforeSave, 'db' | 'api' | 'online'> = (input) =>
      checkBeforeSave({ ...input, db: local.db, api, online });
    const save: Bound<typeof saveProduct, 'writer'> = (input) =>
      saveProduct({ ...input, writer: local.writer });
    const create: Bound<typeof createProduct, 'writer'> = (input) =>
      createProduct({ ...input, writer: local.writer });
    const remove = (id: string) => local.writer.remove(resources.products, id);
    return { check, save, create, remove };
  }, [local, api, online]);
}

/** The product form's checks and writes once the local store is open. */
export type ProductWrites = NonNullable<ReturnType<typeof useProductWrites>>;

/**
 * Checks a PLU as it is typed (`checkPlu`): against this device's products, and the server's when
 * online. Null until the local store is open.
 */
export function usePluCheck() {
  const local = useLocal();
  const { api } = useBackhouse();
  const online = useBrowserOnline();
  return useMemo(
    () =>
      local
        ? (plu: string, excludeId: string | null, signal: AbortSignal): Promise<PluVerdict> =>
            checkPlu({ plu, excludeId, db: local.db, api, online, signal })
        : null,
    [local, api, online],
  );
}
