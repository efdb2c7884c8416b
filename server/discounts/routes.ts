import { businessDayClock } from '@contract/businessDay';
import { webDiscountCalls } from '@contract/discountsWeb';
import { resources, type RowOf } from '@contract/registry';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { signedIn } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { invalidFields, notFound } from '../plugins/errors';
import { activeLocation } from '../plugins/permissions';
import { loadInvoiceLocations } from '../sales/references';
import { resourceDb, toApiRow } from '../resources/store';

const discounts = resources.discounts;

/** Whether a discount may be used by an online order at a location on a business date. */
export function usableOnline(
  discount: RowOf<'discounts'>,
  location: string,
  date: string,
): boolean {
  return (
    discount.is_active &&
    discount.is_online &&
    (discount.starts_on === null || discount.starts_on <= date) &&
    (discount.ends_on === null || discount.ends_on >= date) &&
    (discount.location_ids.length === 0 || discount.location_ids.includes(location))
  );
}

async function webDiscounts(db: Kysely<Database>, customerId: string, location: string) {
  const found = await loadInvoiceLocations(db, customerId, [location]);
  const settings = found.get(location);
  if (!settings) throw notFound('Location');
  // "Now" is the location's business day: a discount ending today is still good after midnight
  // until the business day closes, as the till sees it.
  const date = businessDayClock(settings).today();
  const stored = await resourceDb(db)
    .selectFrom(discounts.table)
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const rows = stored.map((row) => toApiRow(discounts, row) as unknown as RowOf<'discounts'>);
  return {
    location_id: location,
    business_date: date,
    data: rows.filter((row) => usableOnline(row, location, date)),
  };
}

/**
 * `GET /discounts/web` (`webDiscountCalls.usable`, contract/discountsWeb.ts): the discounts a web or
 * online order at a location may use now, for anyone signed in who works at the location.
 */
export function registerWebDiscountRoutes(app: FastifyInstance): void {
  serveCall(app, webDiscountCalls.usable, async (request) => {
    const auth = signedIn(request);
    const location = activeLocation(auth, request.query.loc);
    if (!location) throw invalidFields({ loc: 'required' });
    return webDiscounts(app.database.db, auth.customerId, location);
  });
}
