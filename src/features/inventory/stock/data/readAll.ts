import { useCallback } from 'react';
import type { CallQuery } from '@contract/call';
import type { MovementRow, stockCalls } from '@contract/stock';
import type { ApiClient } from '@/data/api';
import { callServer } from '@/data/calls';
import { useBackhouse } from '@/data/react';
import { MAX_ROWS } from '@/lib/spreadsheet';

/** The movement lists of the ledger a screen pages through: every movement, or wastage. */
export type MovementList = typeof stockCalls.movements | typeof stockCalls.wastageList;

/** A movement list's filters, without its page. */
export type MovementFilters = Omit<CallQuery<MovementList>, 'page' | 'limit'>;

/** Every movement a query matches, page after page (an export writes them all, not one page). */
export async function readAllMovements(
  api: ApiClient,
  list: MovementList,
  query: MovementFilters,
): Promise<MovementRow[]> {
  const rows: MovementRow[] = [];
  for (let page = 1; rows.length < MAX_ROWS; page++) {
    const reply = await callServer(api, list, { query: { ...query, page, limit: 1000 } });
    rows.push(...reply.data);
    if (page >= reply.pagination.totalPages || reply.data.length === 0) break;
  }
  return rows.slice(0, MAX_ROWS);
}

/** `readAllMovements` with the signed-in user's server. */
export function useReadAllMovements() {
  const { api } = useBackhouse();
  return useCallback(
    (list: MovementList, query: MovementFilters) => readAllMovements(api, list, query),
    [api],
  );
}
