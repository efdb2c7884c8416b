import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ORDER_REQUESTS_COLLECTION,
  TRANSFERS_COLLECTION,
  orderRequestCalls,
} from '@contract/transfers';
import { locationName, type LocationRow } from '@/shared/location/activeLocation';
import { useCallRead } from '@/components/reports/useServerRead';
import type { LocalRowOf } from '@/data/db';
import { useRows } from '@/data/live';
import { useLocal } from '@/data/react';

const newestFirst = (a: { created_at: string }, b: { created_at: string }) =>
  b.created_at.localeCompare(a.created_at);

/** A location's side of its documents: the ones it made or sends, and the ones made of it. */
export interface BothSides<T> {
  /** Requests it made / transfers it sends. */
  mine: T[];
  /** Requests made of it / transfers it receives. */
  theirs: T[];
}

/**
 * Documents of one location, live from the local store, newest first: `location_id` is the side
 * that makes them, `theirField` the other side (both indexed).
 */
function useBothSides<C extends typeof ORDER_REQUESTS_COLLECTION | typeof TRANSFERS_COLLECTION>(
  collection: C,
  theirField: string,
  locationId: string | null,
): BothSides<LocalRowOf<C>> | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local || !locationId) return { mine: [], theirs: [] };
    const table = local.db.rows(collection);
    const [mine, theirs] = await Promise.all([
      table.where('location_id').equals(locationId).toArray(),
      table.where(theirField).equals(locationId).toArray(),
    ]);
    const live = (rows: LocalRowOf<C>[]) =>
      rows.filter((r) => r.deleted_at === null).sort(newestFirst);
    return { mine: live(mine), theirs: live(theirs) };
  }, [local, collection, theirField, locationId]);
}

/** Requests the location made (`mine`) and the ones it was asked (`theirs`). */
export function useOrderRequests(locationId: string | null) {
  return useBothSides(ORDER_REQUESTS_COLLECTION, 'from_location_id', locationId);
}

/** Transfers the location sends (`mine`) and receives (`theirs`). */
export function useTransfers(locationId: string | null) {
  return useBothSides(TRANSFERS_COLLECTION, 'to_location_id', locationId);
}

export interface Places {
  rows: LocationRow[];
  byId: Map<string, LocationRow>;
  name: (id: string) => string;
}

/**
 * The locations this device holds (the ones the user may work at), by id. A store's staff often
 * hold no row of the warehouse they order from: its name then comes from the places the store may
 * ask (`useSupplyingPlaces`).
 */
export function usePlaces(locationId: string | null): Places {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const all = useRows('locations');
  const supplying = useSupplyingPlaces(locationId).data;
  return useMemo(() => {
    const rows = (all ?? []).filter((r) => !r.deleted_at);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const asked = new Map((supplying?.data ?? []).map((p) => [p.id, p.name]));
    return {
      rows,
      byId,
      name: (id: string) => {
        const row = byId.get(id);
        return row ? locationName(row, lang) : (asked.get(id) ?? '—');
      },
    };
  }, [all, supplying, lang]);
}

/**
 * The warehouses and central kitchens a store may ask, with their cut-off and next delivery: a
 * server read kept for offline.
 */
export function useSupplyingPlaces(storeId: string | null) {
  return useCallRead(
    orderRequestCalls.supplyingPlaces,
    { query: { loc: storeId ?? '' } },
    { enabled: storeId !== null },
  );
}

/**
 * What a supplying place holds, as the store asks for it: beside each material what the store
 * asked last time and its 8-week average use (a server read kept for offline).
 */
export function useRequestMaterials(storeId: string, fromId: string) {
  return useCallRead(orderRequestCalls.materials, { query: { loc: storeId, from: fromId } });
}
