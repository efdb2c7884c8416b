import type { RowOf } from '@contract/registry';
import { stockCalls } from '@contract/stock';
import { useCallRead } from '@/components/reports/useServerRead';
import type { LocalRow } from '@/data/db';
import { useRows } from '@/data/live';

/** A material category as the stock screens name it. */
export type CategoryRow = LocalRow & RowOf<'materialCategories'>;

declare module '@/data/db' {
  interface LocalCollections {
    materialCategories: CategoryRow;
  }
}

/**
 * Stock on hand at a location (`stockCalls.onHand`), kept for offline with its "as of": the stock
 * list, the dashboard and the preparation list read it (`type: 'SR'` for prepared materials only).
 */
export function useStockRead(
  query: { loc: string; type?: 'RM' | 'SR' | 'FG' },
  options: { enabled?: boolean } = {},
) {
  return useCallRead(stockCalls.onHand, { query }, options);
}

/** The location's latest movements, for the dashboard. */
export const useRecentMovements = (locationId: string) =>
  useCallRead(stockCalls.movements, { query: { loc: locationId, limit: 10 } });

/** One material's movements at a location, one page of them, with the stock after each. */
export const useMaterialMovements = (
  locationId: string,
  materialId: string,
  page: number,
  limit: number,
) =>
  useCallRead(stockCalls.materialMovements, {
    params: { materialId },
    query: { loc: locationId, page, limit },
  });

/** Stock value, food cost and wastage per day and by category over a period. */
export const useStockOverview = (locationId: string, from: string, to: string) =>
  useCallRead(stockCalls.overview, { query: { loc: locationId, from, to } });

/** Wastage of a period, up to `limit` lines (the chart by reason adds them up). */
export const useWastageOfPeriod = (locationId: string, from: string, to: string, limit: number) =>
  useCallRead(stockCalls.wastageList, { query: { loc: locationId, from, to, limit } });

/** The business's material categories from the local store. */
export const useMaterialCategories = () => useRows('materialCategories');

/** The counts on this device, for the dashboard's count figures (they work offline). */
export const useCountRows = () => useRows('inventoryCounts');
