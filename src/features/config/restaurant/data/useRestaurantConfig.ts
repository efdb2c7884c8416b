import { restaurantConfigCalls, type RestaurantConfig } from '@contract/restaurantConfig';
import { useCallRead } from '@/components/reports/useServerRead';
import { useRows } from '@/data/live';
import { useLocationScope, type LocationConfig } from '../../shared/data/useLocationScope';

/**
 * The active location's till configuration (`restaurantConfigCalls.read`): read again when the
 * location changes, kept for offline with its time, under the key it was always kept under.
 */
export function useRestaurantConfig(): LocationConfig<RestaurantConfig> {
  const scope = useLocationScope();
  const read = useCallRead(
    restaurantConfigCalls.read,
    { query: { location_id: scope.locationId ?? '' } },
    { enabled: scope.locationId !== null },
  );
  return { ...scope, read };
}

/** The categories on this device, which kitchen screens are routed by. */
export const useCategoryRows = () => useRows('categories');
