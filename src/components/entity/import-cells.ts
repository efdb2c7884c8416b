import type { ResourceDef } from '@contract/registry';
import type { Cell } from '@/lib/spreadsheet';
import { describeFields, type FieldSpec } from './fields';

/** A column of the file and the field it fills (`id` for the row id). */
export interface ColumnMatch {
  index: number;
  key: string;
}

export interface HeaderMapping {
  columns: ColumnMatch[];
  /** Headers that match no field: shown to the user, their cells are not read. */
  ignored: string[];
}

/** `Sort order`, `sort-order` and `SORT_ORDER` all name `sort_order`. */
export const headerKey = (header: string): string =>
  header
    .trim()
    .toLocaleLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * Which column fills which field. Headers are the field keys as exported; `aliases` adds other names
 * (such as the field labels in the user's language) by their `headerKey`. The first column naming a
 * field wins; later ones are ignored.
 */
export function mapHeaders(
  def: ResourceDef,
  headers: readonly string[],
  aliases: ReadonlyMap<string, string> = new Map(),
): HeaderMapping {
  const keys = new Set(['id', ...describeFields(def).map((f) => f.key)]);
  const taken = new Set<string>();
  const columns: ColumnMatch[] = [];
  const ignored: string[] = [];
  headers.forEach((header, index) => {
    if (header.trim() === '') return;
    const normalized = headerKey(header);
    const key = keys.has(normalized) ? normalized : aliases.get(normalized);
    if (key && keys.has(key) && !taken.has(key)) {
      taken.add(key);
      columns.push({ index, key });
    } else ignored.push(header);
  });
  return { columns, ignored };
}

/** The id of a referenced row from what a cell says (its id, or its name in any case), if known. */
export type RefResolver = (collection: string, text: string) => string | undefined;

const pad = (n: number) => String(n).padStart(2, '0');

/** A date cell as YYYY-MM-DD: spreadsheet programs store dates at local or UTC midnight. */
function isoDateOf(cell: Date | number): string | null {
  if (typeof cell === 'number') {
    // Excel's day numbers count from 1899-12-30.
    const d = new Date(Date.UTC(1899, 11, 30) + Math.round(cell * 86_400_000));
    return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
  }
  if (Number.isNaN(cell.getTime())) return null;
  const local = cell.getHours() === 0 && cell.getMinutes() === 0;
  return local
    ? `${cell.getFullYear()}-${pad(cell.getMonth() + 1)}-${pad(cell.getDate())}`
    : cell.toISOString().slice(0, 10);
}

function timeOf(cell: Date | number): string {
  const minutes =
    typeof cell === 'number'
      ? Math.round((cell % 1) * 1440)
      : cell.getHours() * 60 + cell.getMinutes();
  return `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
}

const truthy = new Set(['true', 'yes', 'y', '1', 'x']);
const falsy = new Set(['false', 'no', 'n', '0']);

function toNumber(cell: Cell): unknown {
  if (typeof cell === 'number') return cell;
  if (typeof cell !== 'string') return cell;
  const text = cell.trim().replace(/\s/g, '');
  // "12,5" as written where a comma is the decimal separator.
  const normalized = /^-?\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
  const n = Number(normalized);
  return normalized !== '' && Number.isFinite(n) ? n : cell;
}

function toList(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return text;
    }
  }
  return trimmed
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function toJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface CellContext {
  resolveRef: RefResolver;
  /** Enum value for a label or value written in any case, or undefined. */
  enumValue?: (spec: FieldSpec, text: string) => string | undefined;
}

const isEmpty = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

const stringKinds = new Set(['text', 'textarea', 'email', 'url']);

/**
 * What a cell gives its field, or `undefined` for "not given" (the field keeps its value, or gets
 * its default on a new row). A cell that cannot be read as its field's type is passed on as it is,
 * so the contract reports it like any other invalid value: a bad cell is a row error, never a crash.
 */
export function cellValue(spec: FieldSpec, cell: Cell, ctx: CellContext): unknown {
  if (isEmpty(cell)) {
    if (spec.nullable) return null;
    return stringKinds.has(spec.kind) ? '' : undefined;
  }
  const text = cell instanceof Date ? cell.toISOString() : String(cell).trim();
  switch (spec.kind) {
    case 'number':
      return toNumber(cell);
    case 'boolean': {
      if (typeof cell === 'boolean') return cell;
      const word = text.toLocaleLowerCase();
      return truthy.has(word) ? true : falsy.has(word) ? false : cell;
    }
    case 'enum': {
      const value = spec.options?.find((o) => o.toLocaleLowerCase() === text.toLocaleLowerCase());
      return value ?? ctx.enumValue?.(spec, text) ?? text;
    }
    case 'ref':
      return (spec.ref && ctx.resolveRef(spec.ref, text)) ?? text;
    case 'refList': {
      const list = toList(text);
      if (!Array.isArray(list) || !spec.ref) return list;
      return list.map((item) => ctx.resolveRef(spec.ref!, String(item)) ?? item);
    }
    case 'tags':
      return toList(text);
    case 'localized':
    case 'list':
    case 'json':
      return toJson(text);
    case 'date':
      return cell instanceof Date || typeof cell === 'number' ? (isoDateOf(cell) ?? text) : text;
    case 'time':
      return cell instanceof Date || typeof cell === 'number' ? timeOf(cell) : text;
    default:
      return typeof cell === 'string' ? cell : text;
  }
}
