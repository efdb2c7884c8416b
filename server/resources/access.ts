import { coversAllLocations } from '@contract/access';
import type { ResourceDef } from '@contract/registry';
import { perLocationViolations, rowAccessFor } from '@contract/rowAccess';
import { sameValue } from '@contract/sameValue';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { Auth } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import { requireLocation } from '../plugins/permissions';
import { resourceDb } from './store';

const coverage = new WeakMap<Auth, Promise<boolean>>();

/**
 * Whether the caller may act on every location of the business (`coversAllLocations`). Asked at most
 * once per request: the answer is kept with the request's `Auth`.
 */
export function callerCoversAll(db: Kysely<Database>, auth: Auth): Promise<boolean> {
  if (auth.grant.is_admin) return Promise.resolve(true);
  let known = coverage.get(auth);
  if (!known) {
    known = resourceDb(db)
      .selectFrom('locations')
      .select('id')
      .where('customer_id', '=', auth.customerId)
      .where('deleted_at', 'is', null)
      .execute()
      .then((rows) =>
        coversAllLocations(
          auth.grant,
          rows.map((r) => r.id),
        ),
      );
    coverage.set(auth, known);
  }
  return known;
}

/**
 * Calls that act on rows shared by every location all at once (delete every product, restore them,
 * import products) need a user of every location.
 */
export async function requireEveryLocation(
  db: Kysely<Database>,
  auth: Auth,
  what: string,
): Promise<void> {
  if (await callerCoversAll(db, auth)) return;
  throw new ApiError(403, 'FORBIDDEN', `Only a user of every location may ${what}`);
}

export type RowWrite = 'create' | 'update' | 'delete' | 'restore';

const refusal: Record<RowWrite, string> = {
  create:
    'Only a user of every location may add a row shared by all locations: place it at one of yours',
  update:
    'This row is shared by every location: you may change only what concerns your own locations',
  delete: 'This row is shared by every location: only a user of every location may delete it',
  restore: 'This row is shared by every location: only a user of every location may restore it',
};

export const sharedRowRefused = (what: RowWrite, fields: readonly string[] = []) =>
  new ApiError(403, 'FORBIDDEN', refusal[what], {
    ...(fields.length
      ? { fields: Object.fromEntries(fields.map((f) => [f, 'Not yours to change'])) }
      : {}),
  });

/**
 * Row access (`contract/rowAccess.ts`) on a write: a row of a location needs that location; a row
 * shared by every location needs a user of every location, except that on resources with
 * `perLocation` fields a limited user may change the entries of their own locations. `changes` are
 * the fields an update sends (with `location_id` when it moves the row).
 */
export async function requireRowWrite(
  db: Kysely<Database>,
  auth: Auth,
  def: ResourceDef,
  what: RowWrite,
  row: Record<string, unknown> & { location_id: string | null },
  changes: Record<string, unknown> = {},
): Promise<void> {
  if (row.location_id !== null) {
    requireLocation(auth, row.location_id);
    if (changes.location_id === null && !(await callerCoversAll(db, auth))) {
      throw sharedRowRefused(what, ['location_id']);
    }
    return;
  }
  const access = rowAccessFor(auth.grant, def, row, await callerCoversAll(db, auth));
  if (access === 'full') return;
  if (what === 'create') throw sharedRowRefused(what, ['location_id']);
  if (access === 'per-location' && what === 'update') {
    const refused = perLocationViolations(auth.grant, def, row, changes);
    if (refused.length === 0) return;
    throw sharedRowRefused(what, refused);
  }
  const sent = Object.keys(changes).filter((f) => !sameValue(row[f], changes[f]));
  throw sharedRowRefused(what, sent);
}
