import { paymentCalls } from '@contract/payments';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { AppConfig } from '../config';
import { recordAudit } from '../audit/record';
import { nowIso } from '../db/rows';
import { signedIn, type Auth } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { ApiError, notFound } from '../plugins/errors';
import { commitWrite, sendWrite } from '../plugins/idempotency';
import { givenLocation, requireLocation, usableLocations } from '../plugins/permissions';
import { checkLocation } from '../resources/checks';
import type { Transaction } from 'kysely';
import type { Database } from '../db/tables';
import { checkMethods, providerOf, sealWrite } from './providerStore';

/** A provider's audit entry: its credentials only ever logged as "changed" (server/audit). */
const auditOf = (row: { id: string; customer_id: string; location_id: string }) => ({
  customerId: row.customer_id,
  collection: 'paymentProviders',
  rowId: row.id,
  locationId: row.location_id,
  area: 'config' as const,
});

/** The row of the business, its location one the caller may use (403), else 404. */
async function ownRow(trx: Transaction<Database>, auth: Auth, id: string) {
  const row = await trx
    .selectFrom('payment_providers')
    .selectAll()
    .where('customer_id', '=', auth.customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Payment provider');
  requireLocation(auth, row.location_id);
  return row;
}

function checkVersion(row: { version: number }, version: number, current: unknown) {
  if (row.version !== version) {
    throw new ApiError(409, 'VERSION_CONFLICT', 'Changed by someone else since read', {
      current: current as Record<string, unknown>,
    });
  }
}

/**
 * Payment providers (issue 12, `/dashboard/payments/payment-providers`): card providers per location
 * with their credentials, sealed with PAYMENT_CREDENTIALS_KEY and only ever answered masked.
 */
export function registerPaymentProviderRoutes(app: FastifyInstance, config: AppConfig): void {
  const key = config.paymentCredentialsKey ?? null;

  serveCall(app, paymentCalls.providerStatus, async () => ({ credentials_key: key !== null }));

  serveCall(app, paymentCalls.providers, async (request) => {
    const auth = signedIn(request);
    const given = givenLocation(request.query.loc);
    if (given) requireLocation(auth, given);
    const usable = given ? [given] : usableLocations(auth.grant);
    let query = app.database.db
      .selectFrom('payment_providers')
      .selectAll()
      .where('customer_id', '=', auth.customerId);
    if (usable) query = query.where('location_id', 'in', usable.length ? usable : ['']);
    const rows = await query.orderBy('location_id').orderBy('name').orderBy('id').execute();
    return { data: rows.map(providerOf) };
  });

  serveCall(app, paymentCalls.createProvider, async (request, reply) => {
    const auth = signedIn(request);
    const body = request.body;
    requireLocation(auth, body.location_id);
    const result = await commitWrite(request, async (trx) => {
      await checkLocation(trx, auth.customerId, body.location_id);
      const id = uuidv7();
      await checkMethods(trx, auth.customerId, { id, ...body }, body);
      const sealed = sealWrite({
        key,
        customerId: auth.customerId,
        rowId: id,
        provider: body.provider,
        given: body.credentials,
        before: null,
        enabled: body.enabled,
      });
      const now = nowIso();
      const row = {
        id,
        customer_id: auth.customerId,
        location_id: body.location_id,
        provider: body.provider,
        name: body.name,
        mode: body.mode,
        enabled: body.enabled ? 1 : 0,
        payment_method_ids: JSON.stringify(body.payment_method_ids),
        ...sealed,
        version: 1,
        created_at: now,
        updated_at: now,
      };
      await trx.insertInto('payment_providers').values(row).execute();
      await recordAudit(trx, [{ ...auditOf(row), before: null, after: row }]);
      return { status: 201, body: providerOf(row) };
    });
    return sendWrite(reply, result);
  });

  serveCall(app, paymentCalls.updateProvider, async (request, reply) => {
    const auth = signedIn(request);
    const body = request.body;
    const result = await commitWrite(request, async (trx) => {
      const before = await ownRow(trx, auth, request.params.id);
      checkVersion(before, body.version, providerOf(before));
      await checkMethods(trx, auth.customerId, { ...before, enabled: body.enabled }, body);
      const sealed = sealWrite({
        key,
        customerId: auth.customerId,
        rowId: before.id,
        provider: providerOf(before).provider,
        given: body.credentials,
        before,
        enabled: body.enabled,
      });
      const changes = {
        name: body.name,
        mode: body.mode,
        enabled: body.enabled ? 1 : 0,
        payment_method_ids: JSON.stringify(body.payment_method_ids),
        ...sealed,
        version: before.version + 1,
        updated_at: nowIso(),
      };
      await trx
        .updateTable('payment_providers')
        .set(changes)
        .where('id', '=', before.id)
        .where('customer_id', '=', auth.customerId)
        .execute();
      await recordAudit(trx, [{ ...auditOf(before), before, after: { ...before, ...changes } }]);
      return { status: 200, body: providerOf({ ...before, ...changes }) };
    });
    return sendWrite(reply, result);
  });

  serveCall(app, paymentCalls.removeProvider, async (request, reply) => {
    const auth = signedIn(request);
    await commitWrite(request, async (trx) => {
      const row = await ownRow(trx, auth, request.params.id);
      await trx.deleteFrom('payment_providers').where('id', '=', row.id).execute();
      await recordAudit(trx, [{ ...auditOf(row), action: 'delete', before: row }]);
      return { status: 204, body: null };
    });
    return reply.code(204).send();
  });
}
