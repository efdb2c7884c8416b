import { resources } from '@contract/registry';
import { tableCalls } from '@contract/tables';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { signedIn } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { ApiError, notFound } from '../plugins/errors';
import { findRow, resourceDb } from '../resources/store';
import { linkBase, payLink, qrPng, signatureMatches } from './links';
import {
  floorsOfLocation,
  oneTable,
  tableCards,
  tablesOfLocation,
  tablesV2,
  type LinkContext,
} from './reads';

/** 1,000 ids are about 40 kB; 10,000 must still reach the schema to be answered with a 400. */
export const BULK_BODY_LIMIT = 1024 * 1024;

/**
 * The reads of SPEC section 7 "Floors and tables" (issue 12) and the pay-and-order link of each
 * table (see server/tables/links.ts for how it is signed), declared in contract/tables.ts
 * (`tableCalls`). The generic `/floors` and `/tables` lists already answer only the caller's
 * usable locations.
 */
export function registerTableRoutes(
  app: FastifyInstance,
  config: Pick<AppConfig, 'sessionSecret' | 'payOrderUrl' | 'loginLimits'>,
): void {
  const db = () => app.database.db;
  const linksOf = (request: FastifyRequest): LinkContext => ({
    base: linkBase(
      { baseUrl: config.payOrderUrl ?? null, secret: config.sessionSecret },
      `${request.protocol}://${request.host}`,
    ),
    secret: config.sessionSecret,
  });

  serveCall(app, tableCalls.floorsOfLocation, async (request) => ({
    data: await floorsOfLocation(db(), signedIn(request), request.params.loc),
  }));

  serveCall(app, tableCalls.ofLocation, async (request) => ({
    data: await tablesOfLocation(
      db(),
      signedIn(request),
      request.params.loc,
      request.query.floor,
      linksOf(request),
    ),
  }));

  serveCall(app, tableCalls.all, async (request) =>
    tablesV2(db(), signedIn(request), request.query, linksOf(request)),
  );

  serveCall(app, tableCalls.payLink, async (request) => {
    const table = await oneTable(db(), signedIn(request), request.params.id);
    const links = linksOf(request);
    return {
      table_id: table.id,
      location_id: table.location_id!,
      link: payLink(links.base, links.secret, table.location_id!, table.id),
    };
  });

  serveCall(app, tableCalls.qr, async (request, reply) => {
    const table = await oneTable(db(), signedIn(request), request.params.id);
    const links = linksOf(request);
    const png = await qrPng(payLink(links.base, links.secret, table.location_id!, table.id));
    return reply
      .type('image/png')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="table-qr.png"`)
      .send(png);
  });

  serveCall(app, tableCalls.card, async (request) => ({
    data: await tableCards(db(), signedIn(request), [request.params.id], linksOf(request)),
  }));

  serveCall(
    app,
    tableCalls.sheet,
    async (request) => ({
      data: await tableCards(db(), signedIn(request), request.body.tableIds, linksOf(request)),
    }),
    { bodyLimit: BULK_BODY_LIMIT },
  );

  // A guest's page checks the link it was opened with; rate limited per address like sign-in, so
  // signatures cannot be guessed by trying.
  const checkLimit = app.createRateLimit({
    max: config.loginLimits.perAddress,
    timeWindow: config.loginLimits.windowMs,
    keyGenerator: (request) => `table-link:${request.ip}`,
  });
  serveCall(app, tableCalls.checkPayLink, async (request) => {
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
    if (!signatureMatches(config.sessionSecret, restaurant, tableId, sig)) throw notFound('Table');
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
  });
}
