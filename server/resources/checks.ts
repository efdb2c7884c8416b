import { resourceByCollection, resources, type ResourceDef } from '@contract/registry';
import type { ValidationCode } from '@contract/validation';
import { englishMessage } from '@contract/validation';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { ApiError, invalidFields } from '../plugins/errors';
import { fieldsOf } from './fields';
import { refPathsOf, refValues, type RefValue } from './refs';
import { resourceDb } from './store';

/** The registry's rules across fields (`def.rules`), on the whole row after a create or an update. */
export function checkRules(def: ResourceDef, fields: Record<string, unknown>): void {
  const violations = def.rules?.(fields) ?? [];
  if (violations.length === 0) return;
  const codes: Record<string, ValidationCode> = {};
  for (const v of violations) codes[v.path] ??= v.code;
  throw invalidFields(codes);
}

/** Which of the given ids are live rows of a resource in the business (chunked for SQLite's limit). */
export async function existingIds(
  db: Kysely<Database>,
  def: ResourceDef,
  customerId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  const found = new Set<string>();
  for (let start = 0; start < unique.length; start += 1000) {
    const rows = await resourceDb(db)
      .selectFrom(def.table)
      .select('id')
      .where('customer_id', '=', customerId)
      .where('deleted_at', 'is', null)
      .where('id', 'in', unique.slice(start, start + 1000))
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/**
 * References must point at live rows of the same business: this is also what stops a client from
 * tying its rows to another business's ids. Nested references count (a deal's
 * `groups.0.product_ids.2`). Given `before` (an update), ids the row already held are not checked
 * again, so a row whose referent was deleted meanwhile can still be edited otherwise.
 */
export async function checkReferences(
  db: Kysely<Database>,
  def: ResourceDef,
  customerId: string,
  values: Record<string, unknown>,
  before?: Record<string, unknown>,
): Promise<void> {
  const wanted = new Map<string, RefValue[]>();
  for (const path of refPathsOf(def)) {
    if (values[path.field] === undefined || values[path.field] === null) continue;
    const known = new Set(before ? refValues(before, path).map((r) => r.id) : []);
    const found = refValues(values, path).filter((r) => !known.has(r.id));
    if (found.length === 0) continue;
    wanted.set(path.collection, [...(wanted.get(path.collection) ?? []), ...found]);
  }
  const codes: Record<string, ValidationCode> = {};
  for (const [collection, refs] of wanted) {
    const target = resourceByCollection(collection);
    if (!target) continue;
    const live = await existingIds(
      db,
      target,
      customerId,
      refs.map((r) => r.id),
    );
    for (const ref of refs) if (!live.has(ref.id)) codes[ref.path] ??= 'unknown_reference';
  }
  if (Object.keys(codes).length > 0) throw invalidFields(codes);
}

/** Parent chains longer than this are not followed: no real catalogue nests this deep. */
const PARENT_CHAIN_LIMIT = 100;

/** The field by which rows of a resource nest in each other (a category's `parent_id`), if any. */
const parentFieldOf = (def: ResourceDef) =>
  refPathsOf(def).find(
    (p) => p.field === 'parent_id' && p.segments.length === 1 && p.collection === def.collection,
  )?.field;

/**
 * A row may not become its own parent, nor the child of one of its descendants: walking up from the
 * new parent through live rows of the business must not reach the row. The walk is bounded so that
 * a loop left in older data above the new parent cannot keep it going. Given `before` (an update),
 * a parent the row already had is not checked again, so such a row can still be edited otherwise.
 */
export async function checkParentLoop(
  db: Kysely<Database>,
  def: ResourceDef,
  customerId: string,
  row: { id: string } & Record<string, unknown>,
  before?: Record<string, unknown>,
): Promise<void> {
  const field = parentFieldOf(def);
  if (!field || (before && before[field] === row[field])) return;
  let ancestor = row[field];
  for (let step = 0; typeof ancestor === 'string' && step < PARENT_CHAIN_LIMIT; step += 1) {
    if (ancestor === row.id) throw invalidFields({ [field]: 'parent_loop' });
    const parent = await resourceDb(db)
      .selectFrom(def.table)
      .select(sql.ref<string | null>(field).as('parent'))
      .where('customer_id', '=', customerId)
      .where('deleted_at', 'is', null)
      .where('id', '=', ancestor)
      .executeTakeFirst();
    ancestor = parent?.parent;
  }
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

/**
 * `def.unique` values are unique within the business among live rows, ignoring case; blank never
 * clashes. The message names the row holding the value only if it is shared or at one of `usable`
 * (the caller's locations; null for all of them).
 */
export async function checkUnique(
  db: Kysely<Database>,
  def: ResourceDef,
  row: { id: string; customer_id: string } & Record<string, unknown>,
  fields: readonly string[] = def.unique ?? [],
  usable: readonly string[] | null = null,
): Promise<void> {
  const taken: Record<string, string> = {};
  const holders: string[] = [];
  const named = fieldsOf(def).some((f) => f.name === 'name');
  for (const field of fields) {
    const value = row[field];
    // A blank value is "none": any number of rows may have none (the unique indexes agree).
    if (typeof value !== 'string' || value.trim() === '') continue;
    const clash = await resourceDb(db)
      .selectFrom(def.table)
      .select(named ? ['id', 'location_id', 'name'] : ['id', 'location_id'])
      .where('customer_id', '=', row.customer_id)
      .where('deleted_at', 'is', null)
      .where('id', '!=', row.id)
      .where(sql<string>`lower(${sql.ref(field)})`, '=', value.toLowerCase())
      // Implied by the value above, and it lets the database use the partial unique index (which
      // leaves blanks out) instead of reading every row of the business.
      .where(sql.ref(field), '<>', '')
      .executeTakeFirst();
    if (!clash) continue;
    taken[field] = englishMessage({ code: 'duplicate', params: {} });
    const seen =
      usable === null || clash.location_id === null || usable.includes(clash.location_id);
    const holder = seen && typeof clash.name === 'string' ? ` by “${clash.name}”` : '';
    holders.push(`The ${field} “${value.trim()}” is already used${holder}`);
  }
  if (Object.keys(taken).length > 0) throw duplicate(taken, holders.join('; '));
}

export const duplicate = (
  fields: Record<string, string>,
  message = 'A value must be unique and is already used',
) => new ApiError(409, 'DUPLICATE', message, { fields });
