import {
  auditCalls,
  type AuditEntry,
  type AuditFieldChange,
  type AuditFilters,
  type AuditQuery,
} from '@contract/audit';
import { resources, type ResourceDef } from '@contract/registry';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/tables';
import type { Auth } from '../plugins/auth';
import { usableLocations } from '../plugins/permissions';
import { cursorAfter, cursorValues, sortText, type CursorRead } from '../reports/cursor';
import { hiddenFieldsFor } from '../resources/store';
import type { AuditLogTable } from './auditTables';

type AuditSelect = SelectQueryBuilder<Database, 'audit_log', AuditLogTable>;

/**
 * The entries one caller may read: their business's only, and of a location-limited caller only the
 * entries of their locations and the business-wide ones (a manager of one café does not read what
 * happens in the other).
 */
export function auditScope(db: Kysely<Database>, auth: Auth, filters: AuditFilters): AuditSelect {
  let query = db
    .selectFrom('audit_log')
    .selectAll()
    .where('customer_id', '=', auth.customerId) as AuditSelect;
  const locations = usableLocations(auth.grant);
  if (locations) {
    query = query.where((eb) =>
      eb.or([
        eb('location_id', 'is', null),
        ...(locations.length ? [eb('location_id', 'in', locations)] : []),
      ]),
    );
  }
  if (filters.user_id) query = query.where('user_id', '=', filters.user_id);
  if (filters.area) query = query.where('area', '=', filters.area);
  if (filters.collection) query = query.where('collection', '=', filters.collection);
  if (filters.row_id) query = query.where('row_id', '=', filters.row_id);
  if (filters.action) query = query.where('action', '=', filters.action);
  if (filters.from) query = query.where('at', '>=', new Date(filters.from).toISOString());
  if (filters.to) query = query.where('at', '<', new Date(filters.to).toISOString());
  return query;
}

const defOfCollection = new Map<string, ResourceDef>(
  Object.values(resources).map((def) => [def.collection, def]),
);

/** The names of the business's users (former ones too: they stay in the log). */
async function userNames(
  db: Kysely<Database>,
  auth: Auth,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(userIds)];
  const names = new Map<string, string>();
  for (let start = 0; start < unique.length; start += 500) {
    const users = await db
      .selectFrom('users')
      .select(['id', 'username', 'email'])
      .where('customer_id', '=', auth.customerId)
      .where('id', 'in', unique.slice(start, start + 500))
      .execute();
    for (const u of users) names.set(u.id, u.username || u.email);
  }
  return names;
}

/**
 * Stored entries as a caller receives them: with the user's name, and without the fields the
 * registry hides from them (a blind counter does not read a material's old cost here either).
 */
export async function toEntries(
  db: Kysely<Database>,
  auth: Auth,
  rows: readonly AuditLogTable[],
): Promise<AuditEntry[]> {
  const names = await userNames(
    db,
    auth,
    rows.map((r) => r.user_id).filter((u) => u !== null),
  );
  return rows.map((row) => {
    const def = defOfCollection.get(row.collection);
    const hidden = def ? hiddenFieldsFor(def, auth.grant) : [];
    const fields = (JSON.parse(row.fields) as AuditFieldChange[]).filter(
      (f) => !hidden.includes(f.field),
    );
    return {
      id: row.id,
      at: row.at,
      user_id: row.user_id,
      user_name: row.user_id ? (names.get(row.user_id) ?? null) : null,
      device: row.device,
      area: row.area as AuditEntry['area'],
      collection: row.collection,
      row_id: row.row_id,
      row_label: row.row_label,
      location_id: row.location_id,
      action: row.action as AuditEntry['action'],
      fields,
    };
  });
}

/** `GET /audit-log/users`: who appears in the log the caller may read, by name. */
export async function readAuditUsers(db: Kysely<Database>, auth: Auth, filters: AuditFilters) {
  const ids = await auditScope(db, auth, { ...filters, user_id: undefined })
    .clearSelect()
    .select('user_id')
    .distinct()
    .where('user_id', 'is not', null)
    .execute();
  const names = await userNames(
    db,
    auth,
    ids.map((r) => r.user_id!),
  );
  return {
    data: [...names]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

const cursorShape = z.tuple([sortText, sortText]);

/** `GET /audit-log`: one page, newest first, cut on (at, id) so writes meanwhile never shift it. */
export async function readAuditLog(db: Kysely<Database>, auth: Auth, query: AuditQuery) {
  const read: CursorRead = { path: auditCalls.log.path, sort: '-at', query };
  const after = cursorValues(read, query.after, cursorShape);
  let select = auditScope(db, auth, query);
  if (after) {
    const [at, id] = after;
    select = select.where((eb) =>
      eb.or([eb('at', '<', at), eb.and([eb('at', '=', at), eb('id', '<', id)])]),
    );
  }
  const rows = await select
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await toEntries(db, auth, page),
    next: rows.length > query.limit && last ? cursorAfter(read, [last.at, last.id]) : null,
    as_of: new Date().toISOString(),
  };
}
