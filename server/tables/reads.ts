import { resources } from '@contract/registry';
import {
  TABLES_PER_LOCATION_MAX,
  type FloorRow,
  type PlanTable,
  type TableCard,
  type TableRow,
} from '@contract/tables';
import type { tablesV2Query } from '@contract/tables';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, ResourceTables } from '../db/tables';
import type { Auth } from '../plugins/auth';
import { ApiError, notFound } from '../plugins/errors';
import { givenLocation, requireLocation, usableLocations } from '../plugins/permissions';
import { existingIds } from '../resources/checks';
import { likePattern } from '../resources/list';
import { resourceDb, toApiRow } from '../resources/store';
import { payLink } from './links';

const tables = resources.tables;
const floors = resources.floors;
type Tables = Database & ResourceTables;

/** A location the caller may use and that is a live location of their business, else 403/404. */
export async function requireOwnLocation(db: Kysely<Database>, auth: Auth, loc: string) {
  requireLocation(auth, loc);
  const found = await existingIds(db, resources.locations, auth.customerId, [loc]);
  if (!found.has(loc)) throw notFound('Location');
}

/** What every link of one request needs: where links start and the signing secret. */
export interface LinkContext {
  base: string;
  secret: string;
}

async function namesOf(
  db: Kysely<Database>,
  table: string,
  customerId: string,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((i): i is string => i !== null))];
  const names = new Map<string, string>();
  for (let start = 0; start < wanted.length; start += 1000) {
    const rows = await resourceDb(db)
      .selectFrom(table)
      .select(['id', 'name'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', wanted.slice(start, start + 1000))
      .execute();
    for (const row of rows) names.set(row.id, String(row.name));
  }
  return names;
}

/** Table rows as the plan reads them: with their floor's name and their pay-and-order link. */
async function asPlanTables(
  db: Kysely<Database>,
  customerId: string,
  rows: readonly Record<string, unknown>[],
  links: LinkContext,
): Promise<PlanTable[]> {
  const apiRows = rows.map((r) => toApiRow(tables, r) as unknown as TableRow);
  const floorNames = await namesOf(
    db,
    floors.table,
    customerId,
    apiRows.map((r) => r.floor_id),
  );
  return apiRows.map((row) => ({
    ...row,
    floor_name: row.floor_id ? (floorNames.get(row.floor_id) ?? null) : null,
    pay_link: payLink(links.base, links.secret, row.location_id!, row.id),
  }));
}

export async function floorsOfLocation(db: Kysely<Database>, auth: Auth, loc: string) {
  await requireOwnLocation(db, auth, loc);
  const floorRows = await resourceDb(db)
    .selectFrom(floors.table)
    .selectAll()
    .where('customer_id', '=', auth.customerId)
    .where('location_id', '=', loc)
    .where('deleted_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('name')
    .orderBy('id')
    .execute();
  const counts = await resourceDb(db)
    .selectFrom(tables.table)
    .select((eb) => [
      'floor_id',
      eb.fn.countAll<number>().as('tables'),
      eb.fn.sum<number>(sql`case when is_active = ${sql.lit(true)} then 1 else 0 end`).as('active'),
      eb.fn.sum<number>(sql`case when status = 'occupied' then 1 else 0 end`).as('occupied'),
    ])
    .where('customer_id', '=', auth.customerId)
    .where('location_id', '=', loc)
    .where('deleted_at', 'is', null)
    .groupBy('floor_id')
    .execute();
  const byFloor = new Map(counts.map((c) => [c.floor_id, c]));
  return floorRows.map((stored) => {
    const row = toApiRow(floors, stored) as unknown as FloorRow;
    const count = byFloor.get(row.id);
    return {
      ...row,
      table_count: Number(count?.tables ?? 0),
      active_count: Number(count?.active ?? 0),
      occupied_count: Number(count?.occupied ?? 0),
    };
  });
}

/** Every live table of a location (or of one of its floors), in floor plan order. Unpaged, bounded. */
export async function tablesOfLocation(
  db: Kysely<Database>,
  auth: Auth,
  loc: string,
  floor: string | undefined,
  links: LinkContext,
): Promise<PlanTable[]> {
  await requireOwnLocation(db, auth, loc);
  let query = resourceDb(db)
    .selectFrom(tables.table)
    .selectAll()
    .where('customer_id', '=', auth.customerId)
    .where('location_id', '=', loc)
    .where('deleted_at', 'is', null);
  if (floor) query = query.where('floor_id', '=', floor);
  const rows = await query
    .orderBy('sort_order')
    .orderBy('name')
    .orderBy('id')
    .limit(TABLES_PER_LOCATION_MAX)
    .execute();
  return asPlanTables(db, auth.customerId, rows, links);
}

type V2Query = z.infer<typeof tablesV2Query>;

/** `GET /tables/v2/all`: the tables of every location the caller may use (or of `loc`), paged. */
export async function tablesV2(
  db: Kysely<Database>,
  auth: Auth,
  query: V2Query,
  links: LinkContext,
) {
  const loc = givenLocation(query.loc);
  if (loc) requireLocation(auth, loc);
  const usable = usableLocations(auth.grant);
  const where = (eb: ExpressionBuilder<Tables, string>) => {
    const all = [eb('customer_id', '=', auth.customerId), eb('deleted_at', 'is', null)];
    if (loc) all.push(eb('location_id', '=', loc));
    else if (usable) all.push(eb('location_id', 'in', usable.length ? usable : ['']));
    if (query.floor) all.push(eb('floor_id', '=', query.floor));
    if (query.status) all.push(eb('status', '=', query.status));
    if (query.active) all.push(eb('is_active', '=', sql.lit(query.active === '1')));
    const search = query.search?.trim();
    if (search) {
      all.push(eb(sql`lower(name)`, 'like', sql`${likePattern(search)} escape '\\'`));
    }
    return eb.and(all);
  };
  const from = resourceDb(db).selectFrom(tables.table);
  const counted = await from
    .where(where)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const rows = await from
    .where(where)
    .selectAll()
    .orderBy('location_id')
    .orderBy('sort_order')
    .orderBy('name')
    .orderBy('id')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return {
    data: await asPlanTables(db, auth.customerId, rows, links),
    pagination: {
      total,
      page: query.page,
      limit: query.limit,
      totalPages: Math.ceil(total / query.limit),
    },
  };
}

/**
 * Live tables of the business by id, each at a location the caller may use: unknown, deleted and
 * another business's ids are 404 (one id) or a 400 naming them (many). Repeated ids are 400s.
 */
export async function tablesByIds(
  db: Kysely<Database>,
  auth: Auth,
  ids: readonly string[],
  path = 'tableIds',
): Promise<TableRow[]> {
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  ids.forEach((tableId, i) => {
    if (seen.has(tableId)) fields[`${path}.${i}`] = 'Already used by another entry';
    seen.add(tableId);
  });
  const found = new Map<string, TableRow>();
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await resourceDb(db)
      .selectFrom(tables.table)
      .selectAll()
      .where('customer_id', '=', auth.customerId)
      .where('deleted_at', 'is', null)
      .where('id', 'in', [...seen].slice(start, start + 1000))
      .execute();
    for (const row of rows) found.set(String(row.id), toApiRow(tables, row) as unknown as TableRow);
  }
  ids.forEach((tableId, i) => {
    if (!found.has(tableId)) fields[`${path}.${i}`] ??= 'Refers to an entry that does not exist';
  });
  if (Object.keys(fields).length > 0) {
    throw new ApiError(400, 'VALIDATION', 'Some tables are not valid', { fields });
  }
  const rows = ids.map((tableId) => found.get(tableId)!);
  for (const row of rows) requireLocation(auth, row.location_id!);
  return rows;
}

/** The cards of a QR sheet, in the order asked. */
export async function tableCards(
  db: Kysely<Database>,
  auth: Auth,
  ids: readonly string[],
  links: LinkContext,
): Promise<TableCard[]> {
  const rows = await tablesByIds(db, auth, ids);
  const [floorNames, locationNames] = await Promise.all([
    namesOf(
      db,
      floors.table,
      auth.customerId,
      rows.map((r) => r.floor_id),
    ),
    namesOf(
      db,
      resources.locations.table,
      auth.customerId,
      rows.map((r) => r.location_id),
    ),
  ]);
  return rows.map((row) => ({
    table_id: row.id,
    table_name: row.name,
    floor_name: row.floor_id ? (floorNames.get(row.floor_id) ?? null) : null,
    location_name: locationNames.get(row.location_id!) ?? '',
    link: payLink(links.base, links.secret, row.location_id!, row.id),
  }));
}

/** One live table of the caller's business at a location they may use, else 404/403. */
export async function oneTable(db: Kysely<Database>, auth: Auth, id: string): Promise<TableRow> {
  const stored = await resourceDb(db)
    .selectFrom(tables.table)
    .selectAll()
    .where('customer_id', '=', auth.customerId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!stored) throw notFound('Table');
  const row = toApiRow(tables, stored) as unknown as TableRow;
  requireLocation(auth, row.location_id!);
  return row;
}
