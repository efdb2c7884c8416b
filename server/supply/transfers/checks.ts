import { resources } from '@contract/registry';
import type { Kysely } from 'kysely';
import { bool } from '../../db/rows';
import type { Database } from '../../db/tables';
import { inChunks } from '../../inventory/ledger';
import { invalidFields } from '../../plugins/errors';
import { resourceDb } from '../../resources/store';

/** What order requests and transfers check their places and lines against. */

export interface LocationInfo {
  id: string;
  name: string;
  kind: string;
  is_active: boolean;
  order_cutoff_time: string;
  delivery_days: number[];
}

/** Live locations of the business by id. */
export async function locationsById(
  db: Kysely<Database>,
  customerId: string,
  ids?: readonly string[],
): Promise<Map<string, LocationInfo>> {
  let query = resourceDb(db)
    .selectFrom(resources.locations.table)
    .select(['id', 'name', 'kind', 'is_active', 'order_cutoff_time', 'delivery_days'])
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null);
  if (ids) {
    if (ids.length === 0) return new Map();
    query = query.where('id', 'in', [...new Set(ids)]);
  }
  const rows = await query.execute();
  return new Map(
    rows.map((r) => [
      String(r.id),
      {
        id: String(r.id),
        name: String(r.name),
        kind: String(r.kind),
        is_active: bool(r.is_active),
        order_cutoff_time: String(r.order_cutoff_time ?? ''),
        delivery_days: JSON.parse(String(r.delivery_days ?? '[]')) as number[],
      },
    ]),
  );
}

/** Refuses a location that is not a live one of the business (400, naming the field). */
export async function requireKnownLocation(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  field: string,
): Promise<LocationInfo> {
  const found = (await locationsById(db, customerId, [locationId])).get(locationId);
  if (!found) throw invalidFields({ [field]: 'unknown_reference' });
  return found;
}

/** Refuses lines naming materials the business does not have, or twice the same line id. */
export async function checkLines(
  db: Kysely<Database>,
  customerId: string,
  lines: ReadonlyArray<{ id: string; material_id: string }>,
): Promise<void> {
  const ids = [...new Set(lines.map((l) => l.material_id))];
  const rows = await inChunks(ids, (chunk) =>
    resourceDb(db)
      .selectFrom(resources.materials.table)
      .select('id')
      .where('customer_id', '=', customerId)
      .where('id', 'in', chunk)
      .where('deleted_at', 'is', null)
      .execute(),
  );
  const known = new Set(rows.map((r) => String(r.id)));
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (!known.has(line.material_id)) {
      throw invalidFields({ [`lines.${index}.material_id`]: 'unknown_reference' });
    }
    if (seen.has(line.id)) throw invalidFields({ [`lines.${index}.id`]: 'duplicate' });
    seen.add(line.id);
  });
}
