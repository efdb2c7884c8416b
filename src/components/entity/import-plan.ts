import type { ResourceDef } from '@contract/registry';
import type { ValidationCode } from '@contract/validation';
import { changedFields } from '@/data/merge';
import { fieldsOf } from '@/data/writes';
import type { SheetData } from '@/lib/spreadsheet';
import { describeFields } from './fields';
import { cellValue, mapHeaders, type CellContext } from './import-cells';
import { normalizeText } from './list-query';
import { parseFields } from './validate';

export type ImportStatus = 'create' | 'update' | 'unchanged' | 'error';

/** Problems only an import has; the `entity` namespace words them. */
export type ImportProblemCode = 'ambiguous_match' | 'duplicate_in_file' | 'not_yours';

interface ProblemBase {
  path: string;
  params: Record<string, string | number>;
  /** What the file said, when the problem is with one cell. */
  value?: string;
}

export type ImportProblem =
  | (ProblemBase & { ns: 'validation'; code: ValidationCode })
  | (ProblemBase & { ns: 'entity'; code: ImportProblemCode });

export interface PlannedRow {
  /** Row number in the file (1 is the header). */
  line: number;
  status: ImportStatus;
  /** The existing row it updates, or null for a new row. */
  id: string | null;
  /** What the preview calls the row. */
  label: string;
  /** For a new row every field; for an update only the fields that change. */
  fields: Record<string, unknown>;
  /** Fields an update changes. */
  changed: string[];
  problems: ImportProblem[];
}

export interface ImportPlan {
  rows: PlannedRow[];
  counts: Record<ImportStatus, number>;
  /** Fields the file fills. */
  columns: string[];
  /** Headers that match no field. */
  ignored: string[];
}

/** The file cannot be imported at all. */
export class ImportFileError extends Error {
  readonly code: 'no_columns';
  constructor(code: 'no_columns') {
    super(code);
    this.code = code;
  }
}

type Row = Record<string, unknown>;

export interface PlanInput {
  def: ResourceDef;
  sheet: SheetData;
  /** Rows already in the collection. */
  existing: readonly Row[];
  /** Natural keys, in order, matching rows without a known id (e.g. `reference`, then `name`). */
  matchBy: readonly string[];
  /** Rows of referenced collections by collection, to check references and read names. */
  lookups?: ReadonlyMap<string, readonly Row[]>;
  /** Other header names (e.g. translated labels) by `headerKey`. */
  aliases?: ReadonlyMap<string, string>;
  enumValue?: CellContext['enumValue'];
  /**
   * The changes to an existing row this user may not make (a location-limited user may change only
   * their own locations' entries of a shared row); such rows are errors. None when not given.
   */
  refusedChanges?: (row: Row, changes: Row) => readonly string[];
}

const keyOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? normalizeText(String(value).trim()) : '';

/** Rows by the normalized value of one field; a value may name several rows. */
function indexBy(rows: readonly Row[], field: string): Map<string, Row[]> {
  const map = new Map<string, Row[]>();
  for (const row of rows) {
    const k = keyOf(row[field]);
    if (!k) continue;
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

interface RefIndex {
  ids: Set<string>;
  byName: Map<string, string | null>;
}

function refIndex(rows: readonly Row[]): RefIndex {
  const ids = new Set<string>();
  const byName = new Map<string, string | null>();
  const add = (name: unknown, id: string) => {
    const k = keyOf(name);
    if (!k) return;
    // A name two rows share resolves to neither.
    byName.set(k, byName.has(k) && byName.get(k) !== id ? null : id);
  };
  for (const row of rows) {
    const id = String(row.id);
    ids.add(id);
    for (const f of ['name', 'code', 'reference']) add(row[f], id);
    for (const n of Object.values((row.name_localized as Record<string, unknown>) ?? {}))
      add(n, id);
  }
  return { ids, byName };
}

const entityProblem = (
  path: string,
  code: ImportProblemCode,
  params: Record<string, string | number> = {},
): ImportProblem => ({ path, ns: 'entity', code, params });

const rowLabel = (fields: Row): string => {
  for (const f of ['name', 'code', 'reference']) {
    const v = fields[f];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return '';
};

/**
 * What importing a sheet would do, row by row, without writing anything: each row is matched to an
 * existing row (by id, else by the natural keys in order, ignoring case), checked exactly as the
 * writer will check it, and classified as create, update (with the fields that change), unchanged or
 * error (with each field's problem).
 */
export function planImport(input: PlanInput): ImportPlan {
  const { def, sheet, existing, matchBy } = input;
  const specs = describeFields(def);
  const specByKey = new Map(specs.map((s) => [s.key, s]));
  const mapping = mapHeaders(def, sheet.headers, input.aliases);
  const columns = mapping.columns.filter((c) => c.key !== 'id');
  if (columns.length === 0) throw new ImportFileError('no_columns');
  const idColumn = mapping.columns.find((c) => c.key === 'id');

  const refs = new Map<string, RefIndex>();
  for (const [collection, rows] of input.lookups ?? []) refs.set(collection, refIndex(rows));
  const ctx: CellContext = {
    resolveRef: (collection, text) => {
      const index = refs.get(collection);
      if (!index) return undefined;
      if (index.ids.has(text)) return text;
      return index.byName.get(keyOf(text)) ?? undefined;
    },
    enumValue: input.enumValue,
  };

  const byId = new Map(existing.map((r) => [String(r.id), r]));
  const byKey = new Map(matchBy.map((k) => [k, indexBy(existing, k)]));
  const unique = def.unique ?? [];
  const uniqueTaken = new Map(unique.map((f) => [f, indexBy(existing, f)]));
  const claimed = new Map<string, number>();
  const newKeys = new Map<string, number>();
  const uniqueInFile = new Map(unique.map((f) => [f, new Map<string, number>()]));

  const rows = sheet.rows.map((sheetRow): PlannedRow => {
    const given: Row = {};
    for (const c of columns) {
      const value = cellValue(specByKey.get(c.key)!, sheetRow.cells[c.index] ?? null, ctx);
      if (value !== undefined) given[c.key] = value;
    }
    const problems: ImportProblem[] = [];
    const fileId = idColumn ? keyOf(sheetRow.cells[idColumn.index]) : '';

    let match: Row | undefined = fileId ? byId.get(fileId) : undefined;
    if (!match) {
      for (const key of matchBy) {
        const found = byKey.get(key)?.get(keyOf(given[key]));
        if (!found) continue;
        if (found.length > 1) problems.push(entityProblem(key, 'ambiguous_match'));
        else match = found[0];
        break;
      }
    }

    if (match) {
      const first = claimed.get(String(match.id));
      if (first !== undefined)
        problems.push(entityProblem('_', 'duplicate_in_file', { line: first }));
      else claimed.set(String(match.id), sheetRow.line);
    } else {
      const key = matchBy.map((k) => keyOf(given[k])).find(Boolean);
      const first = key ? newKeys.get(key) : undefined;
      if (first !== undefined)
        problems.push(entityProblem('_', 'duplicate_in_file', { line: first }));
      else if (key) newKeys.set(key, sheetRow.line);
    }

    const base = match ? fieldsOf(match) : {};
    const parsed = parseFields(def, { ...base, ...given });
    if (!parsed.ok) {
      for (const p of parsed.problems) {
        const cell = given[p.path.split('.')[0]!];
        const value =
          typeof cell === 'string' || typeof cell === 'number' ? String(cell) : undefined;
        problems.push({
          path: p.path,
          ns: 'validation',
          code: p.message.code,
          params: p.message.params,
          ...(value ? { value } : {}),
        });
      }
    } else {
      for (const key of Object.keys(given)) {
        const spec = specByKey.get(key)!;
        const index = spec.ref ? refs.get(spec.ref) : undefined;
        const value = parsed.data[key];
        if (!index || value === null) continue;
        const ids = Array.isArray(value) ? value : [value];
        if (ids.some((id) => !index.ids.has(String(id))))
          problems.push({ path: key, ns: 'validation', code: 'unknown_reference', params: {} });
      }
      for (const f of unique) {
        const k = keyOf(parsed.data[f]);
        if (!k) continue;
        const other = uniqueTaken
          .get(f)!
          .get(k)
          ?.some((r) => r.id !== match?.id);
        const earlier = uniqueInFile.get(f)!.get(k);
        if (other || earlier !== undefined)
          problems.push({ path: f, ns: 'validation', code: 'duplicate', params: {} });
        else uniqueInFile.get(f)!.set(k, sheetRow.line);
      }
    }

    const label = rowLabel({ ...base, ...given });
    const id = match ? String(match.id) : null;
    if (problems.length > 0 || !parsed.ok)
      return { line: sheetRow.line, status: 'error', id, label, fields: {}, changed: [], problems };
    if (!match)
      return {
        line: sheetRow.line,
        status: 'create',
        id,
        label,
        fields: parsed.data,
        changed: [],
        problems,
      };
    const changes = changedFields(base, parsed.data);
    const changed = Object.keys(changes);
    const refused = changed.length ? (input.refusedChanges?.(match, changes) ?? []) : [];
    if (refused.length) {
      for (const path of refused)
        problems.push({ path, ns: 'entity', code: 'not_yours', params: {} });
      return { line: sheetRow.line, status: 'error', id, label, fields: {}, changed: [], problems };
    }
    return {
      line: sheetRow.line,
      status: changed.length ? 'update' : 'unchanged',
      id,
      label,
      fields: changes,
      changed,
      problems,
    };
  });

  const counts: Record<ImportStatus, number> = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const r of rows) counts[r.status]++;
  return { rows, counts, columns: columns.map((c) => c.key), ignored: mapping.ignored };
}
