import { resourceByCollection, resources, type ResourceDef } from '@contract/registry';
import type { ValidationCode } from '@contract/validation';
import { englishMessage } from '@contract/validation';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { ApiError, invalidFields } from '../plugins/errors';
import { fieldsOf } from './fields';
import { resourceDb } from './store';

/** The registry's rules across fields (`def.rules`), on the whole row after a create or an update. */
export function checkRules(def: ResourceDef, fields: Record<string, unknown>): void {
  const violations = def.rules?.(fields) ?? [];
  if (violations.length === 0) return;
  const codes: Record<string, ValidationCode> = {};
  for (const v of violations) codes[v.path] ??= v.code;
  throw invalidFields(codes);
}

async function existingIds(
  db: Kysely<Database>,
  def: ResourceDef,
  customerId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await resourceDb(db)
    .selectFrom(def.table)
    .select('id')
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(found.map((r) => r.id));
}

/**
 * References must point at live rows of the same business: this is also what stops a client from
 * tying its rows to another business's ids. Collections the registry does not hold yet (products come
 * later) are not checked.
 */
export async function checkReferences(
  db: Kysely<Database>,
  def: ResourceDef,
  customerId: string,
  values: Record<string, unknown>,
): Promise<void> {
  const codes: Record<string, ValidationCode> = {};
  for (const field of fieldsOf(def)) {
    const target = field.ref && resourceByCollection(field.ref.collection);
    const value = values[field.name];
    if (!field.ref || !target || value === undefined || value === null) continue;
    const ids = field.ref.many ? (value as string[]) : [value as string];
    const found = await existingIds(db, target, customerId, ids);
    ids.forEach((id, i) => {
      if (found.has(id)) return;
      codes[field.ref!.many ? `${field.name}.${i}` : field.name] ??= 'unknown_reference';
    });
  }
  if (Object.keys(codes).length > 0) throw invalidFields(codes);
}

/** A location of the business that is not deleted; rows may only be placed there. */
export async function checkLocation(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
): Promise<void> {
  const found = await existingIds(db, resources.locations, customerId, [locationId]);
  if (!found.has(locationId)) throw invalidFields({ location_id: 'unknown_reference' });
}

/** `def.unique` values are unique within the business among live rows, ignoring case. */
export async function checkUnique(
  db: Kysely<Database>,
  def: ResourceDef,
  row: { id: string; customer_id: string } & Record<string, unknown>,
  fields: readonly string[] = def.unique ?? [],
): Promise<void> {
  const taken: Record<string, string> = {};
  for (const field of fields) {
    const value = row[field];
    if (typeof value !== 'string') continue;
    const clash = await resourceDb(db)
      .selectFrom(def.table)
      .select('id')
      .where('customer_id', '=', row.customer_id)
      .where('deleted_at', 'is', null)
      .where('id', '!=', row.id)
      .where(sql<string>`lower(${sql.ref(field)})`, '=', value.toLowerCase())
      .executeTakeFirst();
    if (clash) taken[field] = englishMessage({ code: 'duplicate', params: {} });
  }
  if (Object.keys(taken).length > 0) throw duplicate(taken);
}

export const duplicate = (fields: Record<string, string>) =>
  new ApiError(409, 'DUPLICATE', 'A value must be unique and is already used', { fields });
