import type { LocationHoursFields } from '@contract/openingHours';
import { resources } from '@contract/registry';
import { useMemo } from 'react';
import type { LocalRow } from '@/data/db';
import { usePendingIds, useRows } from '@/data/live';
import { useLocal } from '@/data/react';
import { fieldsOf, inSafeOrder, type draftChanges, type HoursDraft } from '../hoursDraft';

type HoursRow = LocalRow & LocationHoursFields;
const def = resources.locationHours;

declare module '@/data/db' {
  interface LocalCollections {
    locationHours: HoursRow;
  }
}

/**
 * A location's opening hours and holidays from the local store (live, synced rows), whether any
 * wait in the outbox, and how a draft's changes are written: through the outbox like every
 * registry resource, so hours can be set offline. `save` is null until the local store is open.
 */
export function useOpeningHours(locationId: string) {
  const local = useLocal();
  const all = useRows('locationHours');
  const pending = usePendingIds(def.collection);
  const rows = useMemo(
    () => all?.filter((row) => row.location_id === locationId && row.deleted_at === null),
    [all, locationId],
  );
  const waiting = rows?.some((row) => pending.has(row.id)) ?? false;
  const save = useMemo(
    () =>
      local
        ? async (stored: HoursDraft, changes: ReturnType<typeof draftChanges>) => {
            for (const day of changes.removes) await local.writer.remove(def, day.id!);
            for (const day of inSafeOrder(stored, [...changes.updates, ...changes.creates])) {
              if (day.id) await local.writer.update(def, day.id, { ...fieldsOf(day) });
              else await local.writer.create(def, { ...fieldsOf(day) }, { locationId });
            }
          }
        : null,
    [local, locationId],
  );
  return { rows, waiting, save };
}
