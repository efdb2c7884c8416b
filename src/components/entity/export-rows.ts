import type { ResourceDef } from '@contract/registry';
import type { ExportCell } from '@/lib/spreadsheet';
import { describeFields, newRowFields, type FieldSpec } from './fields';

/**
 * Exported sheets use the contract's field keys as headers (plus `id`), so a file exported from any
 * list imports back into it unchanged: the importer reads exactly what this writes.
 */
export function exportColumns(def: ResourceDef): string[] {
  return ['id', ...describeFields(def).map((f) => f.key)];
}

/** One value as a cell: lists and objects as JSON text, booleans as TRUE/FALSE, null as blank. */
export function toExportCell(spec: FieldSpec | undefined, value: unknown): ExportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  return spec ? String(value) : null;
}

export function exportRows(
  def: ResourceDef,
  rows: readonly Record<string, unknown>[],
): ExportCell[][] {
  const specs = describeFields(def);
  return rows.map((row) => [
    (row.id as string | undefined) ?? null,
    ...specs.map((s) => toExportCell(s, row[s.key])),
  ]);
}

/**
 * The import template's one example row: the entity's example over the contract's defaults, with
 * no id (a row without an id is created).
 */
export function templateRow(def: ResourceDef, example: Record<string, unknown>): ExportCell[] {
  const fields = { ...newRowFields(def), ...example };
  return exportRows(def, [{ ...fields, id: null }])[0]!;
}
