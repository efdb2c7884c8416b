import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import type { RowOf } from '@contract/registry';
import type { QuantityUnit } from '@contract/resources/products';
import type { StockReply } from '@contract/stock';
import { WORK_ORDERS_COLLECTION } from '@contract/workOrders';
import { useGrant } from '@/app/access';
import { locationName, type LocationRow } from '@/app/location/activeLocation';
import { useServerRead, type ServerRead } from '@/components/reports/useServerRead';
import type { LocalRow } from '@/data/db';
import { useRows } from '@/data/live';
import { useLocal } from '@/data/react';
import { formatQuantity } from '@/lib/quantity';
import type { LocalWorkOrder } from './workOrderRows';

/** Every work order on this device (the ones the user may read), newest first, live. */
export function useWorkOrders(): LocalWorkOrder[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local) return [];
    const rows = (await local.db.rows(WORK_ORDERS_COLLECTION).toArray()) as LocalWorkOrder[];
    return rows
      .filter((r) => r.deleted_at === null)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
  }, [local]);
}

type MaterialRow = RowOf<'materials'> & LocalRow;

export interface Materials {
  rows: MaterialRow[];
  byId: ReadonlyMap<string, MaterialRow>;
  units: ReadonlyMap<string, QuantityUnit>;
  name: (id: string) => string;
  /** The base unit's short label, translated ("kg"). */
  unit: (id: string) => string;
  /** "12.5 kg": a quantity of the material in its base unit. */
  quantity: (id: string, quantity: number | null) => string;
}

/** The business's materials from the local store (offline too): names and units by id. */
export function useMaterials(): Materials {
  const { t, i18n } = useTranslation('production');
  const lang = i18n.resolvedLanguage ?? 'en';
  const all = useRows<MaterialRow>('materials');
  const unitLabel = useCallback((unit: string) => t(`units.${unit}`, { defaultValue: unit }), [t]);
  return useMemo(() => {
    const rows = (all ?? []).filter((r) => !r.deleted_at);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const name = (id: string) => {
      const row = byId.get(id);
      if (!row) return '—';
      const localized = (row.name_localized as Partial<Record<string, string>>)[lang];
      return localized?.trim() ? localized : row.name;
    };
    const unit = (id: string) => unitLabel(byId.get(id)?.unit ?? '');
    return {
      rows,
      byId,
      units: new Map(rows.map((r) => [r.id, r.unit as QuantityUnit])),
      name,
      unit,
      quantity: (id, q) => (q === null ? '—' : `${formatQuantity(lang, q)} ${unit(id)}`.trim()),
    };
  }, [all, lang, unitLabel]);
}

/** Location names by id (every location of the business, whether or not this user may switch). */
export function usePlaceName(): (id: string) => string {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const all = useRows<LocationRow & LocalRow>('locations');
  return useMemo(() => {
    const byId = new Map((all ?? []).map((r) => [r.id, r]));
    return (id: string) => {
      const row = byId.get(id);
      return row ? locationName(row, lang) : '—';
    };
  }, [all, lang]);
}

export interface StockOnHand {
  read: ServerRead<StockReply>;
  /** Base units on hand by material; null while unknown or for a user who may not see stock. */
  onHand: ReadonlyMap<string, number> | null;
  /** The user may see stock at all (`inventory.costs`: the stock read is not for blind counters). */
  allowed: boolean;
}

/** Stock on hand at a location, read from the server and kept for offline with its "as of". */
export function useStockOnHand(locationId: string | null): StockOnHand {
  const grant = useGrant();
  const allowed = grant !== null && can(grant, 'inventory.costs');
  const read = useServerRead<StockReply>(
    '/inventory',
    { loc: locationId ?? '' },
    { enabled: locationId !== null && allowed },
  );
  const onHand = useMemo(
    () => (read.data ? new Map(read.data.items.map((i) => [i.material_id, i.quantity])) : null),
    [read.data],
  );
  return { read, onHand, allowed };
}
