import type { BusinessInfo } from '@contract/businessInfo';
import { settingCalls } from '@contract/settingsCalls';
import { useCallRead } from '@/components/reports/useServerRead';
import { useLocationScope, type LocationConfig } from '../../shared/data/useLocationScope';

/**
 * The active location's business information (`settingCalls.businessInfo`): read again when the
 * location changes, kept for offline with its time, under the key it was always kept under.
 */
export function useBusinessInfo(): LocationConfig<BusinessInfo> {
  const scope = useLocationScope();
  const read = useCallRead(
    settingCalls.businessInfo,
    { query: { loc: scope.locationId ?? '' } },
    { enabled: scope.locationId !== null },
  );
  return { ...scope, read };
}
