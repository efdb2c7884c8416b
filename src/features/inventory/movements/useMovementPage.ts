import { useMemo } from 'react';
import { useMoney } from '@/shared/location/useMoney';
import { useCallRead } from '@/components/reports/useServerRead';
import type { Period } from '@/components/reports/periods';
import { useMaterials } from '../stock/data/materials';
import type { MovementFilters, MovementList } from '../stock/data/readAll';
import { useMovementExport } from '../stock/shared/useMovementExport';

/**
 * One page of a movement list of the ledger (all movements, or wastage) in a period, read from the
 * server with the filters the user set, and the export of every movement they match.
 */
export function useMovementPage({
  list,
  prefix,
  sheetName,
  locationId,
  period,
  filters,
  page,
  limit,
}: {
  /** The ledger's list it reads (`stockCalls.movements`, `wastageList`). */
  list: MovementList;
  /** The exported file's name starts with it. */
  prefix: string;
  sheetName: string;
  locationId: string;
  period: Pick<Period, 'from' | 'to'>;
  /** The list's own filters; an unset one filters nothing. */
  filters: Record<string, string | undefined>;
  page: number;
  limit: number;
}) {
  const money = useMoney(locationId);
  const materials = useMaterials();
  // The filters come as a new object each render: keyed by their text so the read stays the same.
  const key = JSON.stringify(Object.entries(filters).filter(([, v]) => v !== undefined));
  const { from, to } = period;
  const query = useMemo(
    (): MovementFilters => ({
      loc: locationId,
      from,
      to,
      ...(Object.fromEntries(JSON.parse(key) as [string, string][]) as Record<string, string>),
    }),
    [locationId, from, to, key],
  );
  const read = useCallRead(list, { query: { ...query, page, limit } });
  const onExport = useMovementExport({
    prefix,
    sheetName,
    list,
    query,
    materials,
    currency: money.currency,
  });
  return { read, onExport, money, materials };
}
