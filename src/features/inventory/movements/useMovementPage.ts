import { useMemo } from 'react';
import type { MovementReply } from '@contract/stock';
import { useMoney } from '@/app/location/useMoney';
import { useServerRead } from '@/components/reports/useServerRead';
import type { Period } from '@/components/reports/periods';
import { useMaterials } from '../stock/shared/materials';
import { useMovementExport } from '../stock/shared/useMovementExport';

/**
 * One page of a movement list of the ledger (all movements, or wastage) in a period, read from the
 * server with the filters the user set, and the export of every movement they match.
 */
export function useMovementPage({
  path,
  prefix,
  sheetName,
  locationId,
  period,
  filters,
  page,
  limit,
}: {
  path: string;
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
    () => ({
      loc: locationId,
      from,
      to,
      ...(Object.fromEntries(JSON.parse(key) as [string, string][]) as Record<string, string>),
    }),
    [locationId, from, to, key],
  );
  const read = useServerRead<MovementReply>(path, { ...query, page, limit });
  const onExport = useMovementExport({
    prefix,
    sheetName,
    path,
    query,
    materials,
    currency: money.currency,
  });
  return { read, onExport, money, materials };
}
