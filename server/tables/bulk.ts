import { resources } from '@contract/registry';
import { tableStatusAllowed, type TableBulkBody, type TableRow } from '@contract/tables';
import { englishMessage } from '@contract/validation';
import { bulkPatch } from '../resources/bulk';
import { ApiError, invalidFields } from '../plugins/errors';
import type { StoredRow } from '../resources/store';
import { deleteRow, type WriteContext } from '../resources/write';
import { tablesByIds } from './reads';
import { floorLocations, statusRefused } from './rules';

const tables = resources.tables;

/** The change each operation makes to every table it names (delete has its own path). */
function changesOf(body: TableBulkBody): Partial<TableRow> {
  switch (body.operation) {
    case 'activate':
      return { is_active: true };
    case 'deactivate':
      return { is_active: false };
    case 'set_status':
      return { status: body.status! };
    case 'move_to_floor':
      return { floor_id: body.floorId! };
    case 'delete':
      return {};
  }
}

/**
 * One operation on many tables in the caller's transaction, all or nothing: every table is checked
 * before any is written, and the first refusal answers for the whole call, naming each table it
 * refuses by its place in `tableIds`.
 */
export async function runTableBulk(context: WriteContext, body: TableBulkBody) {
  const { trx, auth } = context;
  const rows = await tablesByIds(trx, auth, body.tableIds);

  if (body.operation === 'delete') {
    const deleted: StoredRow[] = [];
    for (const row of rows) {
      const reply = await deleteRow(context, tables, row.id, undefined);
      deleted.push(reply.body as StoredRow);
    }
    return deleted;
  }

  const changes = changesOf(body);
  if (body.operation === 'move_to_floor') {
    const floors = await floorLocations(trx, auth.customerId, [body.floorId!]);
    if (!floors.has(body.floorId!)) throw invalidFields({ floorId: 'unknown_reference' });
    const wrong = Object.fromEntries(
      rows
        .map((row, i) => [i, row] as const)
        .filter(([, row]) => row.location_id !== floors.get(body.floorId!))
        .map(([i]) => [`tableIds.${i}`, englishMessage({ code: 'wrong_location', params: {} })]),
    );
    if (Object.keys(wrong).length > 0) {
      throw new ApiError(400, 'VALIDATION', 'The floor is at another location', { fields: wrong });
    }
  }
  const refused = rows
    .map((row, i) => [i, row] as const)
    .filter(([, row]) => !tableStatusAllowed({ ...row, ...changes }));
  if (refused.length > 0) {
    const error = statusRefused('operation');
    throw new ApiError(error.status, error.code, error.message, {
      fields: Object.fromEntries(
        refused.map(([i]) => [`tableIds.${i}`, error.extras.fields!.operation!]),
      ),
    });
  }
  return bulkPatch(
    context,
    tables,
    rows.map((row) => ({ id: row.id, changes })),
    (i) => `tableIds.${i}`,
  );
}
