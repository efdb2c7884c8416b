import {
  cardServiceConfig,
  cardServiceList,
  guestPayOrder,
  type CardServiceConfig,
} from '@contract/payOrder';
import { paymentCalls } from '@contract/payments';
import { resources } from '@contract/registry';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { signedIn, type Auth } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { invalidFields, notFound } from '../plugins/errors';
import { activeLocation } from '../plugins/permissions';
import { findRow } from '../resources/store';
import { callCardService } from './cardService';

/**
 * Pay-and-order at the table (issue 12, `/dashboard/config/paygetorder`): the back office's side of the
 * card payment service. The browser calls these; the server adds the business, checks the location
 * and its tables, and forwards with the shared key, which never reaches the browser.
 */
export function registerPayOrderRoutes(app: FastifyInstance, config: AppConfig): void {
  const link = config.cardService ?? null;
  const db = () => app.database.db;

  /** The location of the call: one the caller may use (403) and of the business (404). */
  async function locationOf(auth: Auth, loc: string | undefined): Promise<string> {
    const location = activeLocation(auth, loc);
    if (!location) throw invalidFields({ loc: 'required' }, 'Say which location: ?loc=');
    const row = await findRow(db(), resources.locations, auth.customerId, location);
    if (!row || row.deleted_at !== null) throw notFound('Location');
    return location;
  }

  /** A table of that location (another location's or business's table is a 400 on `table_id`). */
  async function checkTable(auth: Auth, location: string, tableId: string, field = 'table_id') {
    const table = await findRow(db(), resources.tables, auth.customerId, tableId);
    if (!table || table.deleted_at !== null || table.location_id !== location) {
      throw invalidFields({ [field]: 'unknown_reference' });
    }
  }

  const listOf = async (auth: Auth, location: string) => {
    const query = new URLSearchParams({ customer_id: auth.customerId, restaurant_id: location });
    return cardServiceList.parse(await callCardService(link, 'GET', `/v1/config?${query}`)).data;
  };

  serveCall(app, paymentCalls.payOrderConfigs, async (request) => {
    const auth = signedIn(request);
    const location = await locationOf(auth, request.query.loc);
    return { location_id: location, data: await listOf(auth, location) };
  });

  serveCall(app, paymentCalls.createPayOrder, async (request, reply) => {
    const auth = signedIn(request);
    const location = await locationOf(auth, request.query.loc);
    if (request.body.table_id) await checkTable(auth, location, request.body.table_id);
    const created = await callCardService(link, 'POST', '/v1/config', {
      ...request.body,
      customer_id: auth.customerId,
      restaurant_id: location,
    });
    return reply.code(201).send(cardServiceConfig.parse(created));
  });

  serveCall(app, paymentCalls.updatePayOrder, async (request) => {
    const auth = signedIn(request);
    const location = await locationOf(auth, request.query.loc);
    // The service knows the business; the location must be checked here, from its own list.
    const own = (await listOf(auth, location)).find((c) => c.id === request.params.id);
    if (!own) throw notFound('Configuration');
    const updated = await callCardService(link, 'PUT', `/v1/config/${encodeURIComponent(own.id)}`, {
      ...request.body,
      customer_id: auth.customerId,
    } satisfies Omit<
      CardServiceConfig,
      'id' | 'restaurant_id' | 'table_id' | 'created_at' | 'updated_at'
    >);
    return cardServiceConfig.parse(updated);
  });

  serveCall(app, paymentCalls.guestPayOrder, async (request) => {
    const auth = signedIn(request);
    const location = await locationOf(auth, request.query.loc);
    await checkTable(auth, location, request.params.tableId, 'tableId');
    const path = `/v1/config/${encodeURIComponent(location)}/${encodeURIComponent(request.params.tableId)}`;
    return guestPayOrder.parse(await callCardService(link, 'GET', path));
  });
}
