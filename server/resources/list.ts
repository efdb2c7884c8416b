import { listQuery, type ListQuery, type Pagination } from '@contract/common';
import { resources, type ResourceDef, type ResourceKey, type RowOf } from '@contract/registry';
import { englishMessage } from '@contract/validation';
import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import type { Database, ResourceTables } from '../db/tables';
import type { Auth } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import { givenLocation, requireLocation, usableLocations } from '../plugins/permissions';
import { sortableColumns } from './fields';
import { resourceDb, rowForCaller, toApiRow, type StoredRow } from './store';

type Tables = Database & ResourceTables;
type RowQuery = SelectQueryBuilder<Tables, string, object>;

/** `%` and `_` typed by a user are literal characters, not wildcards. A `like` pattern that finds `text` anywhere, its wildcards taken literally (with `escape '\\'`). */
export const likePattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Yes/no filters a list takes beyond `listQuery`, by collection: query parameter → boolean column. */
const booleanFilters: Record<string, Record<string, { column: string; description: string }>> = {
  products: {
    addon: {
      column: 'is_addon',
      description: '1: only add-ons (the add-ons screen uses /products?addon=1); 0: no add-ons',
    },
  },
  crmCustomers: {
    consent: {
      column: 'marketing_consent',
      description: '1: only customers who consent to marketing',
    },
  },
};

/** Filters by one entry of a JSON list of texts (a customer's tags): query parameter → column. */
const listEntryFilters: Record<string, Record<string, { column: string; description: string }>> = {
  crmCustomers: { tag: { column: 'tags', description: 'Only customers with this tag' } },
};

/** Filters by a referenced row a list takes beyond `listQuery`: query parameter → id column. */
const idFilters: Record<string, Record<string, { column: string; description: string }>> = {
  supplierMaterials: {
    supplier: { column: 'supplier_id', description: 'Only what this supplier sells' },
    material: { column: 'material_id', description: 'Only the suppliers of this material' },
  },
};

/** Collections whose list also takes SPEC's `k` search (10 rows unless `limit` says otherwise). */
const keywordSearch = new Set(['materials']);
const KEYWORD_LIMIT = 10;

/** The query schema of a resource's list: `listQuery` plus its own filters. */
export function listQueryOf(def: ResourceDef): z.ZodType<ListQuery & Record<string, unknown>> {
  const filters = Object.entries(booleanFilters[def.collection] ?? {});
  const schema = listQuery.extend({
    ...Object.fromEntries(
      filters.map(([param, f]) => [param, z.enum(['0', '1']).optional().describe(f.description)]),
    ),
    ...Object.fromEntries(
      Object.entries(idFilters[def.collection] ?? {}).map(([param, f]) => [
        param,
        z.uuid().optional().describe(f.description),
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(listEntryFilters[def.collection] ?? {}).map(([param, f]) => [
        param,
        z.string().max(100).optional().describe(f.description),
      ]),
    ),
  });
  if (!keywordSearch.has(def.collection)) {
    return schema as unknown as z.ZodType<ListQuery & Record<string, unknown>>;
  }
  // The material search of SPEC section 9 sends `k` and expects 10 at a time: `limit` has no
  // default here, and `listRows` picks 10 or the usual 50 (a preprocess would hide the parameters
  // from the API docs).
  return schema.extend({
    k: z.string().max(200).optional().describe('Search, as `search`; 10 rows unless `limit`'),
    limit: z.coerce.number().int().min(1).max(1000).optional(),
  }) as unknown as z.ZodType<ListQuery & Record<string, unknown>>;
}

function parseSort(def: ResourceDef, sort: string | undefined) {
  const wanted = sort ?? def.sort;
  const column = wanted.replace(/^-/, '');
  const allowed = sortableColumns(def);
  if (!allowed.includes(column)) {
    const message = englishMessage({ code: 'one_of', params: { options: allowed.join(', ') } });
    throw new ApiError(400, 'VALIDATION', 'Cannot sort by that', { fields: { sort: message } });
  }
  return { column, direction: wanted.startsWith('-') ? ('desc' as const) : ('asc' as const) };
}

/**
 * Which rows of a business a caller may list. Locations are rows of themselves (their `location_id`
 * is their own id), so one rule serves every resource: rows of no location are the business's and
 * visible to all; other rows need a location the caller may use. `loc` narrows the list to one
 * location (plus business-wide rows) and is ignored for the list of locations itself, which is what
 * a location picker needs.
 */
function visibleRows(def: ResourceDef, auth: Auth, loc: string | null) {
  const usable = usableLocations(auth.grant);
  const isLocations = def.collection === 'locations';
  return (eb: ExpressionBuilder<Tables, string>) => {
    const conditions = [eb('customer_id', '=', auth.customerId)];
    if (loc && !isLocations) {
      conditions.push(
        def.scope === 'location'
          ? eb('location_id', '=', loc)
          : eb.or([eb('location_id', 'is', null), eb('location_id', '=', loc)]),
      );
    } else if (usable) {
      const mine = usable.length > 0 ? [eb('location_id', 'in', usable)] : [];
      conditions.push(eb.or([eb('location_id', 'is', null), ...mine]));
    }
    return eb.and(conditions);
  };
}

export async function listRows(
  db: Kysely<Database>,
  def: ResourceDef,
  auth: Auth,
  query: ListQuery & Record<string, unknown>,
): Promise<{ data: StoredRow[]; pagination: Pagination }> {
  const loc = givenLocation(query.loc);
  if (loc && def.collection !== 'locations') requireLocation(auth, loc);
  const sort = parseSort(def, query.sort);
  // Only a `k` search leaves `limit` unset (see `listQueryOf`): it lists 10 at a time.
  const limit =
    (query.limit as number | undefined) ??
    (query.k === undefined ? listQuery.shape.limit.parse(undefined) : KEYWORD_LIMIT);

  const filtered = (q: RowQuery): RowQuery => {
    let out = q.where(visibleRows(def, auth, loc));
    if (query.include_deleted !== '1') out = out.where('deleted_at', 'is', null);
    for (const [param, { column }] of Object.entries(booleanFilters[def.collection] ?? {})) {
      const wanted = query[param];
      // A literal TRUE/FALSE: PostgreSQL compares it with its booleans, SQLite reads it as 1/0.
      if (wanted === '0' || wanted === '1') out = out.where(column, '=', sql.lit(wanted === '1'));
    }
    for (const [param, { column }] of Object.entries(idFilters[def.collection] ?? {})) {
      const wanted = query[param];
      if (typeof wanted === 'string') out = out.where(column, '=', wanted);
    }
    for (const [param, { column }] of Object.entries(listEntryFilters[def.collection] ?? {})) {
      const wanted = query[param];
      // Stored as JSON text: the entry is matched with its quotes, so `vip` does not find `vip-gold`.
      if (typeof wanted === 'string' && wanted !== '') {
        const quoted = `%${JSON.stringify(wanted).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
        out = out.where(sql<boolean>`${sql.ref(column)} like ${quoted} escape '\\'`);
      }
    }
    if (query.updated_since) {
      out = out.where('updated_at', '>=', new Date(query.updated_since).toISOString());
    }
    const search = (query.search ?? (typeof query.k === 'string' ? query.k : undefined))?.trim();
    if (search && def.search.length > 0) {
      const pattern = likePattern(search);
      out = out.where((eb) =>
        eb.or(
          def.search.map(
            (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    return out;
  };

  const table = resourceDb(db).selectFrom(def.table);
  const counted = await filtered(table)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const rows = await filtered(table)
    .selectAll()
    // Empty values last going up and first going down, on SQLite as PostgreSQL does by itself.
    .orderBy(sql`${sql.ref(sort.column)} is null`, sort.direction)
    .orderBy(sort.column, sort.direction)
    .orderBy('id', 'asc')
    .limit(limit)
    .offset((query.page - 1) * limit)
    .execute();
  return {
    data: rows.map((row) => rowForCaller(def, auth.grant, toApiRow(def, row))),
    pagination: {
      total,
      page: query.page,
      limit,
      totalPages: Math.ceil(total / limit),
    },
  };
}

/**
 * Every live row of a resource the caller may see (at `loc` when given, plus the business's own), in
 * the resource's order, API-shaped: for reads that need a whole collection at once (what a location
 * sells, matching names, tax groups with their taxes).
 */
export async function visibleLiveRows<K extends ResourceKey>(
  db: Kysely<Database>,
  key: K,
  auth: Auth,
  loc: string | null = null,
): Promise<RowOf<K>[]> {
  const def: ResourceDef = resources[key];
  const rows = await resourceDb(db)
    .selectFrom(def.table)
    .selectAll()
    .where(visibleRows(def, auth, loc))
    .where('deleted_at', 'is', null)
    .orderBy(def.sort)
    .orderBy('id')
    .execute();
  return rows.map((row) => toApiRow(def, row) as unknown as RowOf<K>);
}
