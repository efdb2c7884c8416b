import { z } from 'zod';
import { call } from './call';
import {
  paymentProvider,
  paymentProviderBody,
  paymentProviderList,
  paymentProviderStatus,
  paymentProviderUpdate,
  takingsReply,
} from './paymentProviders';
import {
  cardServiceConfig,
  guestPayOrder,
  payOrderCreateBody,
  payOrderListReply,
  payOrderUpdateBody,
} from './payOrder';
import { salesQuery } from './sales';

const tag = 'payments';
const idParams = z.object({ id: z.string().max(64) });
const providerListQuery = z.object({
  loc: z
    .string()
    .max(64)
    .optional()
    .describe("One location; absent, empty or '0': every location the caller may use"),
});
const payOrderQuery = z.object({
  loc: z
    .string()
    .max(64)
    .optional()
    .describe("The location; absent, empty or '0': the caller's own"),
});

/**
 * Payments (issue 12): the card providers of each location and their credentials, the takings of a
 * period by provider, and pay-and-order at the table. Declared here, not beside their schemas:
 * contract/payOrder.ts is shared with the card payment service (services/card-payments), which has
 * no business with the API's calls. None of these writes is queued: credentials are sealed by the
 * server and pay-and-order lives in the card payment service, so nothing of them waits in an outbox.
 */
export const paymentCalls = {
  providerStatus: call({
    method: 'GET',
    path: '/payment-providers/status',
    tag,
    summary: 'Whether this server can save credentials (PAYMENT_CREDENTIALS_KEY is set)',
    reply: paymentProviderStatus,
    access: 'config.read',
  }),
  providers: call({
    method: 'GET',
    path: '/payment-providers',
    tag,
    summary: 'Payment providers of a location, or of every location the caller may use',
    description: 'Credentials are masked: each value shows only its last four characters.',
    query: providerListQuery,
    reply: paymentProviderList,
    access: 'config.read',
  }),
  createProvider: call({
    method: 'POST',
    path: '/payment-providers',
    tag,
    summary: 'Add a payment provider at a location',
    description:
      'Credentials are sealed (AES-256-GCM) before they are stored; without ' +
      'PAYMENT_CREDENTIALS_KEY on the server, saving credentials is a 503 NOT_CONFIGURED.',
    body: paymentProviderBody,
    reply: paymentProvider,
    status: 201,
    access: 'config.write',
    idempotent: true,
  }),
  updateProvider: call({
    method: 'PUT',
    path: '/payment-providers/:id',
    tag,
    summary: 'Change a payment provider',
    description:
      'A credential left out or sent back as its masked value keeps the stored secret; an ' +
      'empty string removes it. `version` as read: a stale one is a 409 with the current row.',
    params: idParams,
    body: paymentProviderUpdate,
    reply: paymentProvider,
    access: 'config.write',
    idempotent: true,
  }),
  removeProvider: call({
    method: 'DELETE',
    path: '/payment-providers/:id',
    tag,
    summary: 'Remove a payment provider and its stored credentials',
    params: idParams,
    reply: z.undefined().describe('Removed'),
    status: 204,
    access: 'config.write',
  }),
  takings: call({
    method: 'GET',
    path: '/payments/takings',
    // A report like the payment reports it reads from: documented with them.
    tag: 'reports',
    summary: 'Takings of a period by payment provider and payment method',
    description:
      "The advanced payment report's figures per method and location, each given to the enabled " +
      'provider that handles the method there (provider_id null: no provider, e.g. cash).',
    query: salesQuery,
    reply: takingsReply,
    access: 'reporting.read',
  }),
  payOrderConfigs: call({
    method: 'GET',
    path: '/pay-order/config',
    tag,
    summary: "A location's pay-and-order configurations, as the card payment service holds them",
    description:
      '`table_id` null is the default for tables without their own. 502 SERVICE_UNAVAILABLE when ' +
      'the service is down, 503 NOT_CONFIGURED when this server has no link to it.',
    query: payOrderQuery,
    reply: payOrderListReply,
    access: 'config.read',
  }),
  createPayOrder: call({
    method: 'POST',
    path: '/pay-order/config',
    tag,
    summary: 'Set up pay-and-order for a table of the location, or its default (table_id null)',
    query: payOrderQuery,
    body: payOrderCreateBody,
    reply: cardServiceConfig,
    status: 201,
    access: 'config.write',
  }),
  updatePayOrder: call({
    method: 'PUT',
    path: '/pay-order/config/:id',
    tag,
    summary: 'Change a pay-and-order configuration of the location',
    description: '`version` as read: a stale one is a 409 with the current configuration.',
    params: idParams,
    query: payOrderQuery,
    body: payOrderUpdateBody,
    reply: cardServiceConfig,
    access: 'config.write',
  }),
  guestPayOrder: call({
    method: 'GET',
    path: '/pay-order/guest/:tableId',
    tag,
    summary: "What a guest's phone reads for a table: its configuration or the location default",
    params: z.object({ tableId: z.string().max(64) }),
    query: payOrderQuery,
    reply: guestPayOrder,
    access: 'config.read',
  }),
};
