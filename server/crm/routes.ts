import {
  crmCustomerDetail,
  crmDetailQuery,
  crmLookupQuery,
  crmLookupReply,
  crmLoyaltyBody,
  crmMergeBody,
  crmMergeReply,
  crmStatsQuery,
  crmStatsReply,
  normalisePhone,
} from '@contract/crm';
import { id } from '@contract/common';
import { replyRowSchema, resources, type ResourceDef } from '@contract/registry';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { signedIn } from '../plugins/auth';
import { errorResponses, notFound } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import { usableLocations } from '../plugins/permissions';
import { likePattern } from '../resources/list';
import { findRow, resourceDb, toApiRow } from '../resources/store';
import { addLoyaltyEntry, loyaltyEntries } from './loyalty';
import { mergeCustomers } from './merge';
import { recentInvoices, visitStats, type StatsScope } from './stats';

const crm = resources.crmCustomers as unknown as ResourceDef;
const idParams = z.object({ id });
const tags = [crm.collection];

const scopeOf = (request: FastifyRequest, currency?: string): StatsScope => {
  const auth = signedIn(request);
  return { customerId: auth.customerId, locations: usableLocations(auth.grant), currency };
};

/**
 * The CRM's calls beside the registry's generic ones for `/crm-users` (list, create, update, delete,
 * sync): a customer with their figures, the figures of a list page, the till's lookup, merging two
 * duplicates and the loyalty ledger. Reads need `people.read`, writes `people.write`.
 */
export function registerCrmRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/crm-users/:id',
    {
      schema: {
        tags,
        summary: 'One CRM customer with visits, spend, last visit, loyalty and latest invoices',
        params: idParams,
        querystring: crmDetailQuery,
        response: { 200: replyRowSchema(crm).extend(crmCustomerDetail.shape), ...errorResponses },
      },
      config: { access: 'people.read' },
    },
    async (request) => {
      const { db } = request.server.database;
      const scope = scopeOf(request, request.query.currency);
      const row = await findRow(db, crm, scope.customerId, request.params.id);
      if (!row || row.deleted_at !== null) throw notFound();
      const stats = await visitStats(db, scope, [row.id]);
      return {
        ...row,
        stats: stats.get(row.id)!,
        recent_invoices: await recentInvoices(db, scope, row.id),
        loyalty: await loyaltyEntries(db, scope.customerId, row.id),
      };
    },
  );

  app.get(
    '/crm-users-stats',
    {
      schema: {
        tags,
        summary: 'Visits, spend, last visit and loyalty of the CRM customers a list shows',
        querystring: crmStatsQuery,
        response: { 200: crmStatsReply, ...errorResponses },
      },
      config: { access: 'people.read' },
    },
    async (request) => {
      const stats = await visitStats(
        request.server.database.db,
        scopeOf(request, request.query.currency),
        request.query.ids ?? null,
      );
      return { data: Object.fromEntries(stats) };
    },
  );

  app.get(
    '/get-customers',
    {
      schema: {
        tags,
        summary: "The till's customer lookup: by phone (any formatting), name or email",
        description:
          'Open to whoever records sales (`sales.write`): a cashier rings a guest up with their ' +
          'name and phone without being able to list the CRM, its spend or its loyalty ledger.',
        querystring: crmLookupQuery,
        response: { 200: crmLookupReply, ...errorResponses },
      },
      // The cashier at the till looks a guest up to put them on the sale; people.read would also
      // open the users and roles to every till.
      config: { access: 'sales.write' },
    },
    async (request) => {
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
    },
  );

  app.post(
    '/crm-users/:id/merge',
    {
      schema: {
        tags,
        summary:
          'Fold a duplicate into this customer: invoices and loyalty move over, tags join, the duplicate is deleted',
        params: idParams,
        headers: idempotencyHeaders,
        body: crmMergeBody,
        response: { 200: crmMergeReply, ...errorResponses },
      },
      config: { access: 'people.write', idempotent: true },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const context = { dialect: request.server.database.dialect, auth };
      const result = await commitWrite(request, async (trx) => ({
        status: 200,
        body: await mergeCustomers(
          { ...context, trx },
          request.params.id,
          request.body.duplicate_id,
        ),
      }));
      return sendWrite(reply, result);
    },
  );

  app.post(
    '/crm-users/:id/loyalty',
    {
      schema: {
        tags,
        summary: 'Add or take loyalty points, with a reason (idempotent on the entry id)',
        params: idParams,
        headers: idempotencyHeaders,
        body: crmLoyaltyBody,
        response: { 200: z.object({ balance: z.number().int() }), ...errorResponses },
      },
      config: { access: 'people.write', idempotent: true },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const result = await commitWrite(request, async (trx) => ({
        status: 200,
        body: await addLoyaltyEntry(trx, auth, request.params.id, request.body),
      }));
      return sendWrite(reply, result);
    },
  );
}
