import { can, mayUseLocation } from '@contract/access';
import { useCallback, useMemo } from 'react';
import { useGrant } from '@/shared/access';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useSession } from '../shared/data/local';
import type { ProductEnv } from './productEnv';
import { useMoney } from '@/shared/location/useMoney';

/**
 * The product context of a screen: money as the active location writes it, and which locations'
 * prices the user may change (every location for an administrator or a user of all locations, else
 * only their own, as `contract/rowAccess.ts` lets the server accept).
 */
export function useProductEnvValue(
  extra: Omit<ProductEnv, 'money' | 'mayEditLocation'>,
): ProductEnv {
  const grant = useGrant();
  const { user } = useSession();
  const { locationId } = useActiveLocation();
  const money = useMoney(locationId);
  const coversAll = grant?.is_admin === true || user?.all_locations === true;
  const mayEditLocation = useCallback(
    (id: string) =>
      grant !== null && can(grant, 'catalogue.write') && (coversAll || mayUseLocation(grant, id)),
    [grant, coversAll],
  );
  const { productId } = extra;
  return useMemo(
    () => ({ money, mayEditLocation, productId }),
    [money, mayEditLocation, productId],
  );
}
