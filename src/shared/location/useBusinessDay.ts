import { useMemo } from 'react';
import { businessDayClock, type BusinessDayClock } from '@contract/businessDay';
import { usePulledOnce } from '@/data/live';
import { useLocationSettings } from './useLocationSettings';

const dayRules = ['time_zone', 'opening_hour', 'closing_hour'] as const;

export interface LocationDay extends BusinessDayClock {
  /**
   * Whether the location's day rules are read: false while its settings have not reached this
   * device (the first pull after signing in), when "today" is only the device's guess.
   */
  readonly known: boolean;
}

/**
 * The business day of a location (contract/businessDay.ts), from its settings in the local store:
 * what "today" and "yesterday" mean for its sales, the same rule the server stamps invoices with.
 */
export function useBusinessDay(locationId: string | null): LocationDay {
  const settings = useLocationSettings(locationId, dayRules);
  const pulled = usePulledOnce();
  const timeZone = settings.time_zone ?? null;
  const opening = settings.opening_hour ?? null;
  const closing = settings.closing_hour ?? null;
  const known = locationId === null || timeZone !== null || pulled === true;
  return useMemo(
    () => ({
      ...businessDayClock({ time_zone: timeZone, opening_hour: opening, closing_hour: closing }),
      known,
    }),
    [timeZone, opening, closing, known],
  );
}
