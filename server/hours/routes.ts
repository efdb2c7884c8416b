import {
  locationHoursBulkBody,
  locationHoursBulkReply,
  type LocationHoursBulkBody,
  type LocationHoursRow,
} from '@contract/locationHours';
import { hoursRowProblems, weekOverlaps, type LocationHoursFields } from '@contract/openingHours';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { Dialect } from '../db/database';
import { nowIso } from '../db/rows';
import type { Database } from '../db/tables';
import { signedIn } from '../plugins/auth';
import { errorResponses, invalidFields } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import { activeLocation } from '../plugins/permissions';
import type { ValidationCode } from '@contract/validation';
import { checkLocation } from '../resources/checks';
import { idTaken, insertRow, replaceRow, type StoredRow } from '../resources/store';
import { versionConflict } from '../resources/write';
import { byDayThenDate, hoursDef, locationHoursOf } from './store';

const locQuery = z.object({
  loc: z
    .string()
    .max(64)
    .optional()
    .describe("The location; absent, empty or '0': the caller's own"),
});

const keyOf = (row: Pick<LocationHoursFields, 'day_of_week' | 'date'>) =>
  row.day_of_week !== null ? `day:${row.day_of_week}` : `date:${row.date}`;

/** Every problem of the list as it will stand, by field path in the body. */
function problemsOf(
  body: LocationHoursBulkBody,
  kept: readonly LocationHoursRow[],
): Record<string, ValidationCode> {
  const fields: Record<string, ValidationCode> = {};
  const seen = new Set<string>();
  body.rows.forEach((row, i) => {
    for (const problem of hoursRowProblems(row)) fields[`rows.${i}.${problem.path}`] = problem.code;
    const key = keyOf(row);
    if (seen.has(key))
      fields[`rows.${i}.${row.date === null ? 'day_of_week' : 'date'}`] = 'duplicate';
    seen.add(key);
  });
  if (Object.keys(fields).length > 0) return fields;
  const week = [...kept.filter((row) => !seen.has(keyOf(row))), ...body.rows];
  for (const overlap of weekOverlaps(week)) {
    const i = body.rows.findIndex((row) => row.day_of_week === overlap.day_of_week);
    const before = body.rows.findIndex((row) => row.day_of_week === (overlap.day_of_week + 6) % 7);
    if (i >= 0) fields[`rows.${i}.ranges.${overlap.index}.from`] = 'overlap';
    else if (before >= 0) fields[`rows.${before}.ranges`] = 'overlap';
  }
  return fields;
}

/** Writes the list: deletions first, so a date taken off and put back never meets itself. */
async function upsertHours(
  trx: Transaction<Database>,
  dialect: Dialect,
  customerId: string,
  locationId: string,
  body: LocationHoursBulkBody,
) {
  const current = await locationHoursOf(trx, customerId, locationId);
  const fields = problemsOf(body, body.delete_missing ? [] : current);
  if (Object.keys(fields).length > 0) {
    throw invalidFields(fields, 'Some opening hours are not valid');
  }
  const named = new Map(body.rows.map((row) => [keyOf(row), row]));
  const now = nowIso();
  const counts = { created: 0, updated: 0, deleted: 0 };
  const write = async (stored: LocationHoursRow, row: StoredRow) => {
    if (!(await replaceRow(trx, dialect, hoursDef, row, stored.version))) {
      throw versionConflict(stored);
    }
  };
  for (const stored of current) {
    if (named.has(keyOf(stored)) || !body.delete_missing) continue;
    await write(stored, {
      ...stored,
      version: stored.version + 1,
      updated_at: now,
      deleted_at: now,
    });
    counts.deleted += 1;
  }
  const byKey = new Map(current.map((row) => [keyOf(row), row]));
  for (const { id: givenId, ...fields } of body.rows) {
    const stored = byKey.get(keyOf(fields));
    if (stored) {
      const same = (Object.keys(fields) as (keyof typeof fields)[]).every(
        (f) => JSON.stringify(stored[f]) === JSON.stringify(fields[f]),
      );
      if (same) continue;
      await write(stored, { ...stored, ...fields, version: stored.version + 1, updated_at: now });
      counts.updated += 1;
      continue;
    }
    const rowId = givenId ?? uuidv7();
    if (givenId && (await idTaken(trx, hoursDef, givenId))) {
      throw invalidFields({ id: 'duplicate' }, 'A new row names an id already in use');
    }
    await insertRow(trx, dialect, hoursDef, {
      ...fields,
      id: rowId,
      customer_id: customerId,
      location_id: locationId,
      version: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    });
    counts.created += 1;
  }
  const data = (await locationHoursOf(trx, customerId, locationId)).sort(byDayThenDate);
  return { data, ...counts };
}

/**
 * Opening days and hours beyond the generic CRUD of `/location-days-hours-config` (the registry gives
 * list, get, create, update, delete, import, export and sync): one call that sets a location's week
 * and holidays at once, as the week grid saves them.
 */
export function registerLocationHoursRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.post(
    `/${hoursDef.path}/bulk-upsert`,
    {
      schema: {
        tags: [hoursDef.collection],
        summary: "Set a location's week and holidays at once (matched by weekday and by date)",
        querystring: locQuery,
        headers: idempotencyHeaders,
        body: locationHoursBulkBody,
        response: { 200: locationHoursBulkReply, ...errorResponses },
      },
      config: { access: 'config.write', idempotent: true },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const location = activeLocation(auth, request.query.loc);
      if (!location) throw invalidFields({ loc: 'required' }, 'Say which location: ?loc=');
      const result = await commitWrite(request, async (trx) => {
        await checkLocation(trx, auth.customerId, location);
        const body = await upsertHours(
          trx,
          request.server.database.dialect,
          auth.customerId,
          location,
          request.body,
        );
        return { status: 200, body };
      });
      return sendWrite(reply, result);
    },
  );
}
