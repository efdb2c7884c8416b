import { useMemo } from 'react';
import { useRows } from '@/data/live';
import type { RoleRow } from './calls';

/** The business's live roles from the local store (synced, so readable offline), by name. */
export function useRoles(): RoleRow[] | undefined {
  const rows = useRows('roles');
  return useMemo(
    () =>
      rows
        ?.filter((r) => !r.deleted_at)
        .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })),
    [rows],
  );
}
