import type { ResourceDef } from '@contract/registry';
import type { ValidationCode } from '@contract/validation';
import { nowIso } from '../db/rows';
import { invalidFields } from '../plugins/errors';
import { requireRowWrite } from './access';
import { findRowsByIds, replaceRows, type StoredRow } from './store';
import { versionConflict, type WriteContext } from './write';

export interface RowPatch {
  id: string;
  /** Fields to set; validated by the call's body schema. */
  changes: Record<string, unknown>;
}

/**
 * Changes many rows of one resource in the caller's transaction: each row +1 version and logged, row
 * access checked for every row, all or nothing. `pathOf(i)` names the body path of the i-th patch's
 * id in errors (`items.3.id`). Unknown, deleted and repeated ids are 400s.
 */
export async function bulkPatch(
  { trx, dialect, auth }: WriteContext,
  def: ResourceDef,
  patches: readonly RowPatch[],
  pathOf: (index: number) => string,
): Promise<StoredRow[]> {
  const codes: Record<string, ValidationCode> = {};
  const seen = new Set<string>();
  patches.forEach((p, i) => {
    if (seen.has(p.id)) codes[pathOf(i)] = 'duplicate';
    seen.add(p.id);
  });
  if (Object.keys(codes).length) throw invalidFields(codes);

  const found = await findRowsByIds(
    trx,
    def,
    auth.customerId,
    patches.map((p) => p.id),
  );
  const byId = new Map(found.filter((r) => r.deleted_at === null).map((r) => [r.id, r]));
  patches.forEach((p, i) => {
    if (!byId.has(p.id)) codes[pathOf(i)] = 'unknown_reference';
  });
  if (Object.keys(codes).length) throw invalidFields(codes);

  const now = nowIso();
  const columns = new Set<string>();
  const rows: StoredRow[] = [];
  for (const patch of patches) {
    const current = byId.get(patch.id)!;
    await requireRowWrite(trx, auth, def, 'update', current, patch.changes);
    for (const column of Object.keys(patch.changes)) columns.add(column);
    rows.push({ ...current, ...patch.changes, version: current.version + 1, updated_at: now });
  }
  if (!(await replaceRows(trx, dialect, def, rows, [...columns]))) {
    // Unreachable while writers of a business are serialised; kept so a slip can never lose a write.
    throw versionConflict(rows[0]!);
  }
  return rows;
}
