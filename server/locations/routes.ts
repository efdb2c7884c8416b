import { locationCalls } from '@contract/locations';
import { resources } from '@contract/registry';
import type { LocationWithSettings } from '@contract/replies';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { usableLocations } from '../plugins/permissions';
import { listSettings } from '../resources/settings';
import { resourceDb, toApiRow } from '../resources/store';

/**
 * `GET /api/locations/v2` (contract/locations.ts `locationCalls`): the locations the caller may use,
 * unpaged, each with its time zone and currency. Every signed-in user needs it (the location picker,
 * dates in the local time zone), so it asks for no permission beyond the locations themselves.
 */
export function registerLocationRoutes(app: FastifyInstance): void {
  const def = resources.locations;

  serveCall(app, locationCalls.usable, async (request) => {
    const auth = signedIn(request);
    const usable = usableLocations(auth.grant);
    const { db } = app.database;
    let query = resourceDb(db)
      .selectFrom(def.table)
      .selectAll()
      .where('customer_id', '=', auth.customerId)
      .where('deleted_at', 'is', null);
    if (usable) query = query.where('id', 'in', usable.length ? usable : ['']);
    const rows = (await query.orderBy('sort_order').orderBy('name').execute()).map((r) =>
      toApiRow(def, r),
    );
    const settings = await listSettings(
      db,
      auth.customerId,
      rows.map((r) => r.id),
      ['time_zone', 'currency'],
    );
    const valueOf = (locationId: string, name: string) =>
      settings.find((s) => s.location_id === locationId && s.name === name)?.value;
    const data = rows.map(
      (row) =>
        ({
          ...row,
          time_zone: valueOf(row.id, 'time_zone')?.trim() || 'UTC',
          currency: valueOf(row.id, 'currency') ?? null,
        }) as LocationWithSettings,
    );
    return { data };
  });
}
