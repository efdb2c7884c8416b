import { useMemo } from 'react';
import { can, isPermission } from '@contract/access';
import type { ResourceDef } from '@contract/registry';
import type { RowAccess } from '@contract/rowAccess';
import { useGrant } from '@/shared/access';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { rowAccessRules } from '@/components/entity/rowAccess';
import { useSession } from './data/local';

export interface WriteAccess {
  /** The user may change rows of the area at all (`<area>.write`). */
  canWrite: boolean;
  /** What the user may change in a row (the contract's row-access rule); `none` without `canWrite`. */
  accessOf: (row: { location_id: string | null } | null) => RowAccess;
  /** Where a new row goes (null: shared by every location). */
  createLocation: string | null;
}

/**
 * The same access rules the generic entity screen follows, for the catalogue's own screens (reorder,
 * appearance, the modifier form): a location-limited user sees rows shared by every location
 * read-only.
 */
export function useWriteAccess(def: ResourceDef): WriteAccess {
  const grant = useGrant();
  const { user } = useSession();
  const { locationId } = useActiveLocation();
  return useMemo(() => {
    const permission = `${def.area}.write`;
    const canWrite = grant !== null && isPermission(permission) && can(grant, permission);
    const rules = rowAccessRules(grant, def, user?.all_locations === true, locationId);
    return {
      canWrite,
      accessOf: (row) =>
        canWrite ? rules.accessOf(row as Parameters<typeof rules.accessOf>[0]) : 'none',
      createLocation: rules.createLocation,
    };
  }, [grant, def, user?.all_locations, locationId]);
}
