import type { ExtractedRow, ImportProductsReply } from '@contract/catalogueCalls';
import { id as idSchema } from '@contract/common';
import { resourceByCollection, resources, type FieldsOf } from '@contract/registry';
import { sameValue } from '@contract/sameValue';
import { englishMessage, issuesByField } from '@contract/validation';
import type { Kysely, Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Dialect } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { nowIso } from '../db/rows';
import type { Database } from '../db/tables';
import { ApiError } from '../plugins/errors';
import { fieldsOf } from './fields';
import type { RefLookup } from './importCells';
import { refPathsOf, refValues } from './refs';
import { insertRows, replaceRows, resourceDb, toApiRow, type StoredRow } from './store';

const products = resources.products;
const fieldNames = fieldsOf(products).map((f) => f.name);
const createShape = products.fields.extend({ id: idSchema.optional() });
const message = (code: 'duplicate' | 'unknown_reference') => englishMessage({ code, params: {} });
const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** What an import is matched and checked against, read once in the import's transaction. */
export interface ImportContext {
  customerId: string;
  live: Map<string, StoredRow>;
  /** Live products by lower-case SKU, PLU and name; the first in the products' order wins. */
  byKey: Record<'sku' | 'plu' | 'name', Map<string, StoredRow>>;
  /** Live ids of every collection products refer to, and their names in lower case. */
  refIds: Map<string, Set<string>>;
  refNames: Map<string, Map<string, string>>;
}

export async function loadImportContext(
  db: Kysely<Database>,
  customerId: string,
): Promise<ImportContext> {
  const stored = await resourceDb(db)
    .selectFrom(products.table)
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const rows = stored.map((r) => toApiRow(products, r));
  const index = (field: 'sku' | 'plu' | 'name') => {
    const map = new Map<string, StoredRow>();
    for (const row of rows)
      if (lower(row[field]) && !map.has(lower(row[field]))) map.set(lower(row[field]), row);
    return map;
  };
  const context: ImportContext = {
    customerId,
    live: new Map(rows.map((r) => [r.id, r])),
    byKey: { sku: index('sku'), plu: index('plu'), name: index('name') },
    refIds: new Map(),
    refNames: new Map(),
  };
  for (const collection of new Set(refPathsOf(products).map((p) => p.collection))) {
    const def = resourceByCollection(collection)!;
    const rows = await resourceDb(db)
      .selectFrom(def.table)
      .select(['id', 'name'])
      .where('customer_id', '=', customerId)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    context.refIds.set(collection, new Set(rows.map((r) => r.id)));
    const names = new Map<string, string>();
    for (const r of rows) {
      const key = String(r.name).trim().toLowerCase();
      if (!names.has(key)) names.set(key, r.id);
    }
    context.refNames.set(collection, names);
  }
  return context;
}

export const lookupIn =
  (context: ImportContext): RefLookup =>
  (collection, text) =>
    context.refIds.get(collection)?.has(text)
      ? text
      : context.refNames.get(collection)?.get(text.trim().toLowerCase());

export interface ImportInput {
  rowNumber: number;
  values: Record<string, unknown>;
}

export interface PlannedRow extends ExtractedRow {
  /** The row to write: new for a create, the next version for an update. */
  next?: StoredRow;
}

/** The existing product a row means: by its id, else by SKU, then PLU, then name. */
function matchOf(context: ImportContext, values: Record<string, unknown>) {
  const given = typeof values.id === 'string' ? values.id : undefined;
  if (given) return context.live.get(given);
  for (const field of ['sku', 'plu', 'name'] as const) {
    const found = context.byKey[field].get(lower(values[field]));
    if (found) return found;
  }
  return undefined;
}

/**
 * Decides, row by row, what an import would do: create, update, leave unchanged, or refuse with
 * messages by field. Rows are checked as the generic create and update check them (fields, rules,
 * references, unique PLU and SKU), and against the rows before them in the same file. The preview
 * and the import plan alike, so what the preview shows is what the import does.
 */
export async function planImport(
  db: Kysely<Database>,
  context: ImportContext,
  input: readonly ImportInput[],
): Promise<PlannedRow[]> {
  const owners = new Map<string, Map<string, string>>(
    (products.unique ?? []).map((f) => [
      f,
      new Map(
        [...context.live.values()].filter((p) => lower(p[f])).map((p) => [lower(p[f]), p.id]),
      ),
    ]),
  );
  const givenIds = input.flatMap((r) => (typeof r.values.id === 'string' ? [r.values.id] : []));
  const taken = await idsInUse(
    db,
    givenIds.filter((gid) => !context.live.has(gid)),
  );
  const planned = new Set<string>();
  const now = nowIso();

  return input.map(({ rowNumber, values }): PlannedRow => {
    const { id: _given, ...rest } = values;
    const current = matchOf(context, values);
    const fail = (errors: Record<string, string>): PlannedRow => ({
      row_number: rowNumber,
      values: rest,
      status: 'error',
      ...(current ? { id: current.id } : {}),
      errors,
    });
    const parsed = current
      ? products.fields.safeParse({ ...pick(current), ...rest })
      : createShape.safeParse(values);
    if (!parsed.success) return fail(issuesByField(parsed.error.issues));
    const { id: parsedId, ...fields } = parsed.data as Record<string, unknown>;
    const rowId = current?.id ?? (parsedId as string | undefined) ?? uuidv7();
    const errors: Record<string, string> = {};
    if (planned.has(rowId) || (!current && taken.has(rowId))) errors.id = message('duplicate');
    for (const v of products.rules?.(fields as FieldsOf<'products'>) ?? []) {
      errors[v.path] ??= englishMessage({ code: v.code, params: {} });
    }
    for (const path of refPathsOf(products)) {
      const known = new Set(current ? refValues(current, path).map((r) => r.id) : []);
      for (const ref of refValues(fields, path)) {
        if (known.has(ref.id) || context.refIds.get(path.collection)?.has(ref.id)) continue;
        errors[ref.path] ??= message('unknown_reference');
      }
    }
    for (const [field, owner] of owners) {
      const value = lower(fields[field]);
      const holder = value ? owner.get(value) : undefined;
      if (holder && holder !== rowId) errors[field] = message('duplicate');
    }
    if (Object.keys(errors).length) return fail(errors);

    planned.add(rowId);
    for (const [field, owner] of owners) {
      if (current && owner.get(lower(current[field])) === rowId)
        owner.delete(lower(current[field]));
      if (lower(fields[field])) owner.set(lower(fields[field]), rowId);
    }
    if (!current) {
      const next: StoredRow = {
        ...fields,
        id: rowId,
        customer_id: context.customerId,
        location_id: null,
        version: 1,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      };
      return {
        row_number: rowNumber,
        values: rest,
        status: 'create',
        ...(parsedId ? { id: rowId } : {}),
        next,
      };
    }
    const changed = fieldNames.some((f) => !sameValue(current[f], fields[f]));
    return {
      row_number: rowNumber,
      values: rest,
      status: changed ? 'update' : 'unchanged',
      id: current.id,
      ...(changed
        ? { next: { ...current, ...fields, version: current.version + 1, updated_at: now } }
        : {}),
    };
  });
}

const pick = (row: StoredRow) => Object.fromEntries(fieldNames.map((f) => [f, row[f]]));

/** Ids of products anywhere (any business, deleted or not): a create may not take one. */
async function idsInUse(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const wanted = ids.filter((i) => idSchema.safeParse(i).success);
  for (let start = 0; start < wanted.length; start += 1000) {
    const rows = await resourceDb(db)
      .selectFrom(products.table)
      .select('id')
      .where('id', 'in', wanted.slice(start, start + 1000))
      .execute();
    for (const r of rows) found.add(r.id);
  }
  return found;
}

/** Writes the planned creates and updates (call inside the import's write transaction). */
export async function writeImport(
  trx: Transaction<Database>,
  dialect: Dialect,
  plan: readonly PlannedRow[],
): Promise<ImportProductsReply> {
  const of = (status: PlannedRow['status']) => plan.filter((p) => p.status === status);
  const creates = of('create').map((p) => p.next!);
  const updates = of('update').map((p) => p.next!);
  try {
    await insertRows(trx, dialect, products, creates);
    if (!(await replaceRows(trx, dialect, products, updates, fieldNames))) {
      throw new ApiError(409, 'VERSION_CONFLICT', 'A product changed while importing; try again');
    }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ApiError(409, 'DUPLICATE', 'A PLU, SKU or id of the import is already used');
  }
  return {
    // Stored rows are the API shape (`toApiRow`); the reply schema checks them on the way out.
    data: [...creates, ...updates] as ImportProductsReply['data'],
    created: creates.length,
    updated: updates.length,
    unchanged: of('unchanged').length,
    errors: of('error').map((p) => ({ row_number: p.row_number, fields: p.errors ?? {} })),
  };
}
