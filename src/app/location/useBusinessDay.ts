import { useMemo } from 'react';
import { businessDayClock, type BusinessDayClock } from '@contract/businessDay';
import { useLocationSettings } from './useLocationSettings';

const dayRules = ['time_zone', 'opening_hour', 'closing_hour'] as const;

/**
 * The business day of a location (contract/businessDay.ts), from its settings in the local store:
 * what "today" and "yesterday" mean for its sales, the same rule the server stamps invoices with.
 */
export function useBusinessDay(locationId: string | null): BusinessDayClock {
  const settings = useLocationSettings(locationId, dayRules);
  const timeZone = settings?.time_zone ?? null;
  const opening = settings?.opening_hour ?? null;
  const closing = settings?.closing_hour ?? null;
  return useMemo(
    () => businessDayClock({ time_zone: timeZone, opening_hour: opening, closing_hour: closing }),
    [timeZone, opening, closing],
  );
}
