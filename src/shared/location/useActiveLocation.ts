import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo } from 'react';
import { useBackhouse } from '@/data/react';
import { useRowsInTransition } from '@/data/live';
import { useGrant } from '../access';
import {
  allowedLocations,
  resolveActiveLocation,
  seesSeveralLocations,
  type LocationRow,
} from './activeLocation';

export interface ActiveLocation {
  /** The location the screens work on, or null while nothing is known (no loc, no own location). */
  locationId: string | null;
  /** Its row from the local store, once the sync engine has pulled the locations. */
  location: LocationRow | null;
  /** Every location the user may switch to. Empty until the first pull. */
  locations: LocationRow[];
  /** The local store is still being read. */
  loading: boolean;
  /**
   * The user sees more than one location: from the grant until the locations are on the device, so a
   * choice between one and all of them is shown from the first frame (see `seesSeveralLocations`).
   */
  several: boolean;
  /** Switches location by setting `loc` in the URL (kept across navigation by `/dashboard`). */
  setLocationId: (locationId: string) => void;
}

/** The active location of SPEC section 4, read from the `loc` query parameter. */
export function useActiveLocation(): ActiveLocation {
  const search: { loc?: string | number } = useSearch({ strict: false });
  const grant = useGrant();
  const rows = useRowsInTransition('locations');
  const navigate = useNavigate();
  const locationId = resolveActiveLocation(search.loc, grant);
  const locations = useMemo(() => allowedLocations(rows ?? [], grant), [rows, grant]);
  const location = locations.find((row) => row.id === locationId) ?? null;
  const setLocationId = useCallback(
    (next: string) => void navigate({ to: '.', search: (prev) => ({ ...prev, loc: next }) }),
    [navigate],
  );
  const several = useMemo(() => seesSeveralLocations(rows, grant), [rows, grant]);
  return { locationId, location, locations, loading: rows === undefined, several, setLocationId };
}

/** Tells the data layer which location new rows belong to. Mounted once, in the dashboard layout. */
export function useSyncActiveLocation(): void {
  const backhouse = useBackhouse();
  const { locationId } = useActiveLocation();
  useEffect(() => {
    backhouse.setActiveLocation(locationId);
  }, [backhouse, locationId]);
}
