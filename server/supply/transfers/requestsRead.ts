import { addDays, businessDayClock } from '@contract/businessDay';
import { resources } from '@contract/registry';
import {
  ORDER_REQUESTS_EXPORT_PREFIX,
  pendingRequestStatuses,
  type OrderRequestLine,
  type OrderRequestListQuery,
} from '@contract/transfers';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/tables';
import { inChunks } from '../../inventory/ledger';
import { invalidFields } from '../../plugins/errors';
import { loadInvoiceLocations } from '../../sales/references';
import { resourceDb } from '../../resources/store';
import { locationsById } from './checks';
import { newestPage } from '../documents';
import type { StoredRequest } from './store';

/**
 * Reading order requests (issue 10): the two tabs of a location (what it asked, what it was asked)
 * with the status filter and a period of its business days, and the same as an .xlsx.
 */

type Filters = Omit<OrderRequestListQuery, 'page' | 'limit'>;

async function filtered(db: Kysely<Database>, customerId: string, loc: string, q: Filters) {
  let query = db
    .selectFrom('order_requests')
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .where(q.type === 'received' ? 'from_location_id' : 'location_id', '=', loc);
  if (q.st === 'completed') query = query.where('status', '=', 'completed');
  else if (q.st === 'pending') query = query.where('status', 'in', [...pendingRequestStatuses]);
  else if (q.st !== 'all') query = query.where('status', '=', q.st);
  if (q.from || q.to) {
    if (q.from && q.to && q.from > q.to) throw invalidFields({ to: 'date_order' });
    const [settings] = [...(await loadInvoiceLocations(db, customerId, [loc])).values()];
    const clock = businessDayClock(settings ?? {});
    if (q.from) {
      query = query.where('created_at', '>=', new Date(clock.startOf(q.from)).toISOString());
    }
    if (q.to) {
      const end = clock.startOf(addDays(q.to, 1));
      query = query.where('created_at', '<', new Date(end).toISOString());
    }
  }
  return query;
}

/** One page of a location's requests, newest first, and how many there are in all. */
export async function listRequests(
  db: Kysely<Database>,
  customerId: string,
  loc: string,
  q: OrderRequestListQuery,
): Promise<{ rows: StoredRequest[]; total: number }> {
  const base = await filtered(db, customerId, loc, q);
  return newestPage(base, q);
}

/** The most requests one export holds: years of a busy store's requests. */
export const EXPORT_MAX_REQUESTS = 20_000;

const EXPORT_HEADERS = [
  'Number',
  'Created at',
  'Needed by',
  'Store',
  'Supplying place',
  'Status',
  'Material',
  'Unit',
  'Asked',
  'Accepted',
  'Sent',
  'Received',
  'Note',
];

/** `order-requests-<ISO timestamp>.xlsx` (SPEC section 9). */
export const exportFileName = (at: Date) =>
  `${ORDER_REQUESTS_EXPORT_PREFIX}-${at.toISOString()}.xlsx`;

/** Every request the filters give, one row per line, as an .xlsx (quantities as number cells). */
export async function exportRequests(
  db: Kysely<Database>,
  customerId: string,
  loc: string,
  q: Filters,
): Promise<Buffer> {
  // Loaded on first use: the spreadsheet library took a tenth of every start (issue 24).
  const XLSX = await import('xlsx');
  const rows = await (
    await filtered(db, customerId, loc, q)
  )
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(EXPORT_MAX_REQUESTS)
    .execute();
  const lines = rows.map((r) => ({ row: r, lines: JSON.parse(r.lines) as OrderRequestLine[] }));
  const materialIds = [...new Set(lines.flatMap((r) => r.lines.map((l) => l.material_id)))];
  const materials = await inChunks(materialIds, (chunk) =>
    resourceDb(db)
      .selectFrom(resources.materials.table)
      .select(['id', 'name', 'unit'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', chunk)
      .execute(),
  );
  const material = new Map(materials.map((m) => [String(m.id), m]));
  const places = await locationsById(db, customerId);
  const nameOf = (id: string) => places.get(id)?.name ?? '';
  const table: Array<Array<string | number | null>> = [EXPORT_HEADERS];
  for (const { row, lines: requestLines } of lines) {
    for (const l of requestLines) {
      table.push([
        row.number,
        row.created_at,
        row.needed_by ?? '',
        nameOf(row.location_id),
        nameOf(row.from_location_id),
        row.status,
        String(material.get(l.material_id)?.name ?? ''),
        String(material.get(l.material_id)?.unit ?? ''),
        l.quantity,
        l.accepted_quantity,
        l.sent_quantity,
        l.received_quantity,
        l.note || row.note,
      ]);
    }
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(table), 'Order requests');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
