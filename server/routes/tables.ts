import { resources } from '@contract/registry';
import {
  floorsOfLocationReply,
  locParams,
  payLinkCheckQuery,
  payLinkCheckReply,
  payLinkReply,
  printSheetBody,
  tableCardsReply,
  tableIdParams,
  tablesOfLocationQuery,
  tablesOfLocationReply,
  tablesV2Query,
  tablesV2Reply,
} from '@contract/tables';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { signedIn } from '../plugins/auth';
import { ApiError, errorResponses, notFound } from '../plugins/errors';
import { findRow, resourceDb } from '../resources/store';
import { linkBase, payLink, qrPng, signatureMatches } from '../tables/links';
import {
  floorsOfLocation,
  oneTable,
  tableCards,
  tablesOfLocation,
  tablesV2,
  type LinkContext,
} from '../tables/reads';

const tags = ['tables'];
const read = { access: 'config.read' } as const;
/** 1,000 ids are about 40 kB; 10,000 must still reach the schema to be answered with a 400. */
const BULK_BODY_LIMIT = 1024 * 1024;

/**
 * The reads of SPEC section 7 "Floors and tables" (issue 12) and the pay-and-order link of each
 * table (see server/tables/links.ts for how it is signed). The generic `/floors` and `/tables` lists
 * already answer only the caller's usable locations.
 */
export function registerTableRoutes(
  api: FastifyInstance,
  config: Pick<AppConfig, 'sessionSecret' | 'payOrderUrl' | 'loginLimits'>,
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const linksOf = (request: FastifyRequest): LinkContext => ({
    base: linkBase(
      { baseUrl: config.payOrderUrl ?? null, secret: config.sessionSecret },
      `${request.protocol}://${request.host}`,
    ),
    secret: config.sessionSecret,
  });

  app.get(
    '/floors-location/:loc',
    {
      schema: {
        tags,
        summary: 'The floors of a location, in order, with how many tables each holds',
        params: locParams,
        response: { 200: floorsOfLocationReply, ...errorResponses },
      },
      config: read,
    },
    async (request) => ({
      data: await floorsOfLocation(db(), signedIn(request), request.params.loc),
    }),
  );

  app.get(
    '/tables-location/:loc',
    {
      schema: {
        tags,
        summary: 'Every table of a location, as its floor plan draws them',
        description:
          'Floor, status, active flag, place on the plan (`plan_*`; null `plan_x` is not placed ' +
          'yet) and pay-and-order link. Unpaged: a location holds at most 2,000 tables.',
        params: locParams,
        querystring: tablesOfLocationQuery,
        response: { 200: tablesOfLocationReply, ...errorResponses },
      },
      config: read,
    },
    async (request) => ({
      data: await tablesOfLocation(
        db(),
        signedIn(request),
        request.params.loc,
        request.query.floor,
        linksOf(request),
      ),
    }),
  );

  app.get(
    '/tables/v2/all',
    {
      schema: {
        tags,
        summary: 'Tables of every location the caller may use (or of `loc`), paged',
        description: 'Paged: `page` from 1, `limit` 50 by default and at most 1,000.',
        querystring: tablesV2Query,
        response: { 200: tablesV2Reply, ...errorResponses },
      },
      config: read,
    },
    async (request) => tablesV2(db(), signedIn(request), request.query, linksOf(request)),
  );

  app.get(
    '/tables/:id/generate-paygetorder-link',
    {
      schema: {
        tags,
        summary: 'The pay-and-order link of a table (what its QR code carries)',
        description:
          '`<PAYGETORDER_URL>/<location id>/<table id>?sig=<signature>`; the signature makes a ' +
          'link to another table unforgeable (check it with `GET /tables/paygetorder-link/check`).',
        params: tableIdParams,
        response: { 200: payLinkReply, ...errorResponses },
      },
      config: read,
    },
    async (request) => {
      const table = await oneTable(db(), signedIn(request), request.params.id);
      const links = linksOf(request);
      return {
        table_id: table.id,
        location_id: table.location_id!,
        link: payLink(links.base, links.secret, table.location_id!, table.id),
      };
    },
  );

  app.post(
    '/tables/v2/:id/generate-qr',
    {
      schema: {
        tags,
        summary: "A table's QR code (its pay-and-order link) as a PNG image",
        params: tableIdParams,
        response: { 200: z.any().describe('image/png'), ...errorResponses },
      },
      config: read,
    },
    async (request, reply) => {
      const table = await oneTable(db(), signedIn(request), request.params.id);
      const links = linksOf(request);
      const png = await qrPng(payLink(links.base, links.secret, table.location_id!, table.id));
      return reply
        .type('image/png')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="table-qr.png"`)
        .send(png);
    },
  );

  app.post(
    '/tables/v2/:id/print-qr',
    {
      schema: {
        tags,
        summary: "What a table's printed card shows: names and the link its QR code carries",
        description:
          'The app draws the card (an A4 PDF) itself, so a sheet prints offline from what it read ' +
          'last; `POST /tables/v2/print-qr` answers the cards of many tables at once.',
        params: tableIdParams,
        response: { 200: tableCardsReply, ...errorResponses },
      },
      config: read,
    },
    async (request) => ({
      data: await tableCards(db(), signedIn(request), [request.params.id], linksOf(request)),
    }),
  );

  app.post(
    '/tables/v2/print-qr',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: 'The cards of a QR sheet: one per table, in the order asked (at most 1,000)',
        body: printSheetBody,
        response: { 200: tableCardsReply, ...errorResponses },
      },
      config: read,
    },
    async (request) => ({
      data: await tableCards(db(), signedIn(request), request.body.tableIds, linksOf(request)),
    }),
  );

  // A guest's page checks the link it was opened with; rate limited per address like sign-in, so
  // signatures cannot be guessed by trying.
  const checkLimit = app.createRateLimit({
    max: config.loginLimits.perAddress,
    timeWindow: config.loginLimits.windowMs,
    keyGenerator: (request) => `table-link:${request.ip}`,
  });
  app.get(
    '/tables/paygetorder-link/check',
    {
      schema: {
        tags,
        summary: 'Whether a pay-and-order link is genuine, and the table it names (no sign-in)',
        description:
          'Answers 404 for a wrong signature, an unknown or deleted table, or a table that is not ' +
          'at that location. Rate limited per address (429 RATE_LIMITED).',
        querystring: payLinkCheckQuery,
        response: { 200: payLinkCheckReply, ...errorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const limit = await checkLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new ApiError(
          429,
          'RATE_LIMITED',
          'Too many link checks: try again later',
          {},
          {
            'retry-after': String(Math.max(1, limit.ttlInSeconds)),
          },
        );
      }
      const { restaurant, table: tableId, sig } = request.query;
      if (!signatureMatches(config.sessionSecret, restaurant, tableId, sig))
        throw notFound('Table');
      const table = await resourceDb(db())
        .selectFrom(resources.tables.table)
        .selectAll()
        .where('id', '=', tableId)
        .where('location_id', '=', restaurant)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!table) throw notFound('Table');
      const location = await findRow(
        db(),
        resources.locations,
        String(table.customer_id),
        restaurant,
      );
      if (!location || location.deleted_at !== null) throw notFound('Table');
      return {
        location_id: restaurant,
        location_name: String(location.name),
        table_id: tableId,
        table_name: String(table.name),
        is_active: Boolean(table.is_active),
      };
    },
  );
}
