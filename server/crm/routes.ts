import { crmCalls, normalisePhone } from '@contract/crm';
import { resources, type ResourceDef, type RowOf } from '@contract/registry';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { signedIn } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { notFound } from '../plugins/errors';
import { commitWrite, sendWrite } from '../plugins/idempotency';
import { usableLocations } from '../plugins/permissions';
import { likePattern } from '../resources/list';
import { findRow, resourceDb, toApiRow } from '../resources/store';
import { addLoyaltyEntry, loyaltyEntries } from './loyalty';
import { mergeCustomers } from './merge';
import { recentInvoices, visitStats, type StatsScope } from './stats';

const crm = resources.crmCustomers as unknown as ResourceDef;

const scopeOf = (request: FastifyRequest, currency?: string): StatsScope => {
  const auth = signedIn(request);
  return { customerId: auth.customerId, locations: usableLocations(auth.grant), currency };
};

/**
 * The CRM's calls beside the registry's generic ones for `/crm-users` (list, create, update, delete,
 * sync), declared in contract/crm.ts (`crmCalls`): a customer with their figures, the figures
 * of a list page, the till's lookup, merging two duplicates and the loyalty ledger. Reads need
 * `people.read`, writes `people.write`.
 */
export function registerCrmRoutes(app: FastifyInstance): void {
  serveCall(app, crmCalls.detail, async (request) => {
    const { db } = request.server.database;
    const scope = scopeOf(request, request.query.currency);
    const found = await findRow(db, crm, scope.customerId, request.params.id);
    if (!found || found.deleted_at !== null) throw notFound();
    const row = found as unknown as RowOf<'crmCustomers'>;
    const stats = await visitStats(db, scope, [row.id]);
    return {
      ...row,
      stats: stats.get(row.id)!,
      recent_invoices: await recentInvoices(db, scope, row.id),
      loyalty: await loyaltyEntries(db, scope.customerId, row.id),
    };
  });

  serveCall(app, crmCalls.stats, async (request) => {
    const stats = await visitStats(
      request.server.database.db,
      scopeOf(request, request.query.currency),
      request.query.ids ?? null,
    );
    return { data: Object.fromEntries(stats) };
  });

  serveCall(app, crmCalls.lookup, async (request) => {
    const { db } = request.server.database;
    const scope = scopeOf(request);
    const { q, limit } = request.query;
    // A number written nationally ("020 7946 0958") still finds the one stored internationally
    // ("+442079460958"): the trunk zeros are left off and the rest matched anywhere.
    const digits = /^[\d\s+()./-]+$/.test(q) ? normalisePhone(q).replace(/^\+?0*/, '') : '';
    const pattern = likePattern(q);
    const rows = await resourceDb(db)
      .selectFrom(crm.table)
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          sql<boolean>`lower(name) like ${pattern} escape '\\'`,
          sql<boolean>`lower(email) like ${pattern} escape '\\'`,
          // Three digits at least, so a name with a digit in it does not list every phone.
          ...(digits.length >= 3
            ? [sql<boolean>`phone like ${likePattern(digits)} escape '\\'`]
            : []),
        ]),
      )
      .orderBy('name')
      .orderBy('id')
      .limit(limit)
      .execute();
    const customers = rows.map((r) => toApiRow(crm, r));
    const stats = await visitStats(
      db,
      { ...scope, locations: [] },
      customers.map((c) => c.id),
    );
    return {
      data: customers.map((c) => ({
        id: c.id,
        name: c.name as string,
        phone: c.phone as string,
        email: c.email as string,
        tags: c.tags as string[],
        marketing_consent: c.marketing_consent as boolean,
        loyalty_points: stats.get(c.id)?.loyalty_points ?? 0,
      })),
    };
  });

  serveCall(app, crmCalls.merge, async (request, reply) => {
    const auth = signedIn(request);
    const context = { dialect: request.server.database.dialect, auth };
    const result = await commitWrite(request, async (trx) => ({
      status: 200,
      body: await mergeCustomers({ ...context, trx }, request.params.id, request.body.duplicate_id),
    }));
    return sendWrite(reply, result);
  });

  serveCall(app, crmCalls.loyalty, async (request, reply) => {
    const auth = signedIn(request);
    const result = await commitWrite(request, async (trx) => ({
      status: 200,
      body: await addLoyaltyEntry(trx, auth, request.params.id, request.body),
    }));
    return sendWrite(reply, result);
  });
}
