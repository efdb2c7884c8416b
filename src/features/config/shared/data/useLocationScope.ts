import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import { useGrant } from '@/shared/access';
import { locationName, type LocationRow } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import type { ServerRead } from '@/components/reports/useServerRead';
import { useBrowserOnline } from '@/data/live';

// Configuration owns the locations; every area reads them (`useActiveLocation`, place names).
declare module '@/data/db' {
  interface LocalCollections {
    locations: LocationRow & LocalRow;
  }
}

/** The active location a config screen edits, and whether this user may change it. */
export interface LocationScope {
  online: boolean;
  /** May change it (`config.write`); the others see it read-only. */
  mayWrite: boolean;
  locationId: string | null;
  /** The active location's name, in the screen's language ('' until it is known). */
  locationLabel: string;
}

/** The read behind a screen that edits one thing of the active location, with its scope. */
export interface LocationConfig<T> extends LocationScope {
  read: ServerRead<T>;
}

/** The active location, its name, and whether this user may change its configuration. */
export function useLocationScope(): LocationScope {
  const { i18n } = useTranslation();
  const online = useBrowserOnline();
  const grant = useGrant();
  const { locationId, location } = useActiveLocation();
  return {
    online,
    mayWrite: grant ? can(grant, 'config.write') : false,
    locationId,
    locationLabel: location ? locationName(location, i18n.resolvedLanguage ?? 'en') : '',
  };
}
