import type { MovementReply, MovementRow } from '@contract/stock';
import type { ApiClient } from '@/data/api';
import type { ReadQuery } from '@/data/serverRead';
import { MAX_ROWS } from '@/lib/spreadsheet';

/** Every movement a query matches, page after page (an export writes them all, not one page). */
export async function readAllMovements(
  api: ApiClient,
  path: string,
  query: ReadQuery,
): Promise<MovementRow[]> {
  const rows: MovementRow[] = [];
  for (let page = 1; rows.length < MAX_ROWS; page++) {
    const reply = await api.get<MovementReply>(path, { query: { ...query, page, limit: 1000 } });
    rows.push(...reply.data);
    if (page >= reply.pagination.totalPages || reply.data.length === 0) break;
  }
  return rows.slice(0, MAX_ROWS);
}
