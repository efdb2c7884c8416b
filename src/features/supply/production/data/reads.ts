import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import type { RowOf } from '@contract/registry';
import type { QuantityUnit } from '@contract/resources/products';
import { stockCalls, type StockReply } from '@contract/stock';
import { WORK_ORDERS_COLLECTION } from '@contract/workOrders';
import { useGrant } from '@/shared/access';
import { locationName } from '@/shared/location/activeLocation';
import { useCallRead, type ServerRead } from '@/components/reports/useServerRead';
import type { LocalRow } from '@/data/db';
import { useRows } from '@/data/live';
import { useQueuedStockChanges, withQueuedStock, type RecipeUse } from '@/data/queuedStock';
import { useLocal } from '@/data/react';
import { formatQuantity } from '@/lib/quantity';
import { plannedInputs, recipeSource, type LocalWorkOrder } from '../shared/workOrderRows';

// Next to the slice's reads: `LocalWorkOrder` itself lives in ../shared, which screens import too.
declare module '@/data/db' {
  interface LocalCollections {
    workOrders: LocalWorkOrder;
  }
}

/** Every work order on this device (the ones the user may read), newest first, live. */
export function useWorkOrders(): LocalWorkOrder[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local) return [];
    const rows = await local.db.rows(WORK_ORDERS_COLLECTION).toArray();
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
  const all = useRows('materials');
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
  const all = useRows('locations');
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
  /**
   * Base units on hand by material: the server's last read, with the stock moves still queued on
   * this device applied (a delivery received offline, a batch confirmed offline). Null while
   * unknown or for a user who may not see stock.
   */
  onHand: ReadonlyMap<string, number> | null;
  /** How many stock moves made on this device the figures include before the server has them. */
  queued: number;
  /** The user may see stock at all (`inventory.costs`: the stock read is not for blind counters). */
  allowed: boolean;
}

/**
 * Stock on hand at a location: read from the server and kept for offline with its "as of", with
 * what this device has queued applied (src/data/queuedStock.ts, the one reading of the outbox's
 * stock moves). `materials` gives the recipes a queued preparation takes its inputs by.
 */
export function useStockOnHand(locationId: string | null, materials: Materials): StockOnHand {
  const grant = useGrant();
  const allowed = grant !== null && can(grant, 'inventory.costs');
  const read = useCallRead(
    stockCalls.onHand,
    { query: { loc: locationId ?? '' } },
    { enabled: locationId !== null && allowed },
  );
  const { byId, units } = materials;
  const recipeUse = useCallback<RecipeUse>(
    (materialId, quantity) => {
      const row = byId.get(materialId);
      if (!row) return [];
      return plannedInputs(recipeSource(row), units, quantity).map((i) => [
        i.material_id,
        i.planned,
      ]);
    },
    [byId, units],
  );
  const changes = useQueuedStockChanges(allowed ? locationId : null, recipeUse);
  const queued = changes?.length ?? 0;
  // A move that leaves the queue has reached the server: read the stock again so it shows once.
  const { refetch } = read;
  const before = useRef(queued);
  useEffect(() => {
    if (queued < before.current) refetch();
    before.current = queued;
  }, [queued, refetch]);
  const onHand = useMemo(
    () =>
      read.data
        ? withQueuedStock(
            new Map(read.data.items.map((i) => [i.material_id, i.quantity])),
            changes ?? [],
          )
        : null,
    [read.data, changes],
  );
  return { read, onHand, queued, allowed };
}
