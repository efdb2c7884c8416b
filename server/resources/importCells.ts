import type { ResourceDef } from '@contract/registry';
import { fieldsOf, type FieldInfo } from './fields';
import type { Cell, SheetRow } from './spreadsheet';

/** `Sort order`, `sort-order` and `SORT_ORDER` all name `sort_order`, as the app's importer reads them. */
export const headerKey = (header: string): string =>
  header
    .trim()
    .toLocaleLowerCase('en')
    .replace(/[\s-]+/g, '_');

export interface HeaderMapping {
  columns: { index: number; field: FieldInfo | null; key: string }[];
  /** Headers that name no field: reported, their cells not read. */
  ignored: string[];
}

/**
 * Which column fills which field: headers are the field keys as the app exports them, plus `id`. A
 * reference may also be headed by what it names, as people write it: `Category` for `category_id`,
 * `Labels` for `label_ids`.
 */
export function mapHeaders(def: ResourceDef, headers: readonly string[]): HeaderMapping {
  const fields = new Map(fieldsOf(def).map((f) => [f.name, f]));
  const taken = new Set<string>();
  const mapping: HeaderMapping = { columns: [], ignored: [] };
  headers.forEach((header, index) => {
    if (header.trim() === '') return;
    const written = headerKey(header);
    const key =
      [written, `${written}_id`, `${written.replace(/s$/, '')}_ids`].find(
        (k) => k === 'id' || fields.has(k),
      ) ?? written;
    if ((key === 'id' || fields.has(key)) && !taken.has(key)) {
      taken.add(key);
      mapping.columns.push({ index, key, field: fields.get(key) ?? null });
    } else mapping.ignored.push(header);
  });
  return mapping;
}

/** The id of a referenced row from what a cell says: its id, or its name in any case. */
export type RefLookup = (collection: string, text: string) => string | undefined;

const truthy = new Set(['true', 'yes', 'y', '1', 'x']);
const falsy = new Set(['false', 'no', 'n', '0']);

function toNumber(cell: Cell): unknown {
  if (typeof cell !== 'string') return cell;
  const text = cell.trim().replace(/\s/g, '');
  // "12,5" as written where a comma is the decimal separator.
  const normalized = /^-?\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
  const n = Number(normalized);
  return normalized !== '' && Number.isFinite(n) ? n : cell;
}

function toText(cell: Cell): string {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

function toList(text: string, field: FieldInfo, lookup: RefLookup): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return text;
    }
  }
  if (!field.ref?.many) return text;
  // A list of references may be written as names or ids separated by commas, semicolons or lines.
  return trimmed
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => lookup(field.ref!.collection, s) ?? s);
}

/**
 * A cell as the value of its field, or undefined for a blank cell (the field keeps its default or
 * stored value). What cannot be converted is passed on as written, so validation names the field.
 */
export function cellValue(field: FieldInfo | null, cell: Cell, lookup: RefLookup): unknown {
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return undefined;
  if (!field) return toText(cell);
  switch (field.kind) {
    case 'integer':
    case 'real':
      return toNumber(cell);
    case 'boolean': {
      if (typeof cell === 'boolean') return cell;
      const text = toText(cell).toLowerCase();
      return truthy.has(text) ? true : falsy.has(text) ? false : cell;
    }
    case 'json':
      return typeof cell === 'string' ? toList(cell, field, lookup) : cell;
    default: {
      const text = toText(cell);
      return field.ref && !field.ref.many ? (lookup(field.ref.collection, text) ?? text) : text;
    }
  }
}

/** The field values one spreadsheet row sets (blank cells left out), `id` included when given. */
export function rowValues(
  mapping: HeaderMapping,
  row: SheetRow,
  lookup: RefLookup,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const column of mapping.columns) {
    const value = cellValue(column.field, row.cells[column.index] ?? null, lookup);
    if (value !== undefined) values[column.key] = value;
  }
  return values;
}
