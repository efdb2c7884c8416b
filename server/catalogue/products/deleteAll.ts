import { productCalls } from '@contract/catalogueCalls';
import { resourceByCollection, resources } from '@contract/registry';
import { englishMessage, type ValidationCode } from '@contract/validation';
import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { recordChanges } from '../../db/changes';
import { isUniqueViolation } from '../../db/errors';
import { nowIso } from '../../db/rows';
import type { Database } from '../../db/tables';
import { signedIn, type Auth } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { ApiError, invalidFields, notFound } from '../../plugins/errors';
import { commitWrite, sendWrite } from '../../plugins/idempotency';
import { duplicate, existingIds } from '../../resources/checks';
import { refPathsOf, refValues } from '../../resources/refs';
import { resourceDb, toApiRow, type StoredRow } from '../../resources/store';

const products = resources.products;

/**
 * Deleting every product at once is for administrators only: a role granting
 * `catalogue.delete_all` is not enough on its own, whatever locations it covers.
 */
function requireAdministrator(auth: Auth, what: string): void {
  if (auth.grant.is_admin) return;
  throw new ApiError(403, 'FORBIDDEN', `Only an administrator may ${what}`);
}

/** What products coming back refer to must still be live, and their PLU and SKU still free. */
async function checkRestorable(trx: Transaction<Database>, customerId: string, rows: StoredRow[]) {
  const codes: Record<string, ValidationCode> = {};
  const wanted = new Map<string, { key: string; id: string }[]>();
  for (const path of refPathsOf(products)) {
    for (const row of rows) {
      for (const ref of refValues(row, path)) {
        const list = wanted.get(path.collection) ?? [];
        list.push({ key: `${row.id}.${ref.path}`, id: ref.id });
        wanted.set(path.collection, list);
      }
    }
  }
  for (const [collection, refs] of wanted) {
    const def = resourceByCollection(collection);
    if (!def) continue;
    const live = await existingIds(
      trx,
      def,
      customerId,
      refs.map((r) => r.id),
    );
    for (const ref of refs) if (!live.has(ref.id)) codes[ref.key] ??= 'unknown_reference';
  }
  if (Object.keys(codes).length) {
    throw invalidFields(codes, 'Some products refer to entries deleted since: restore those first');
  }

  const taken: Record<string, string> = {};
  for (const field of products.unique ?? []) {
    const values = [
      ...new Set(rows.map((r) => String(r[field] ?? '').toLowerCase()).filter((v) => v.trim())),
    ];
    for (let start = 0; start < values.length; start += 1000) {
      const clash = await resourceDb(trx)
        .selectFrom(products.table)
        .select('id')
        .where('customer_id', '=', customerId)
        .where('deleted_at', 'is', null)
        .where(sql<string>`lower(${sql.ref(field)})`, 'in', values.slice(start, start + 1000))
        .executeTakeFirst();
      if (clash) taken[field] = englishMessage({ code: 'duplicate', params: {} });
    }
  }
  if (Object.keys(taken).length) throw duplicate(taken);
}

/**
 * `DELETE /products/all` and its undo. Deleting tombstones every live product at one shared moment,
 * so `POST /products/restore` with that moment brings back exactly those: nothing is lost beyond
 * recall. Menus and deals keep the ids of the products they list, so a restore puts everything back
 * as it was; that is also why delete-all does not refuse products still in use.
 */
export function registerProductDeleteAllRoutes(app: FastifyInstance): void {
  serveCall(app, productCalls.deleteAll, async (request, reply) => {
    const auth = signedIn(request);
    requireAdministrator(auth, 'delete every product');
    const result = await commitWrite(request, async (trx) => {
      const live = await resourceDb(trx)
        .selectFrom(products.table)
        .select(['id', 'location_id', 'name'])
        .where('customer_id', '=', auth.customerId)
        .where('deleted_at', 'is', null)
        .execute();
      const now = nowIso();
      await resourceDb(trx)
        .updateTable(products.table)
        .set((eb) => ({ deleted_at: now, updated_at: now, version: eb('version', '+', 1) }))
        .where('customer_id', '=', auth.customerId)
        .where('deleted_at', 'is', null)
        .execute();
      await recordChanges(
        trx,
        live.map((r) => ({
          customerId: auth.customerId,
          collection: products.collection,
          rowId: r.id,
          locationId: r.location_id,
          action: 'delete',
          label: typeof r.name === 'string' ? r.name : null,
        })),
      );
      return { status: 200, body: { deleted: live.length, deleted_at: now } };
    });
    return sendWrite(reply, result);
  });

  serveCall(app, productCalls.restoreAll, async (request, reply) => {
    const auth = signedIn(request);
    requireAdministrator(auth, 'restore every product');
    const deletedAt = new Date(request.body.deleted_at).toISOString();
    const result = await commitWrite(request, async (trx) => {
      const stored = await resourceDb(trx)
        .selectFrom(products.table)
        .selectAll()
        .where('customer_id', '=', auth.customerId)
        .where('deleted_at', '=', deletedAt)
        .execute();
      if (stored.length === 0) throw notFound('Products deleted at that time');
      const rows = stored.map((r) => toApiRow(products, r));
      await checkRestorable(trx, auth.customerId, rows);
      const now = nowIso();
      try {
        await resourceDb(trx)
          .updateTable(products.table)
          .set((eb) => ({ deleted_at: null, updated_at: now, version: eb('version', '+', 1) }))
          .where('customer_id', '=', auth.customerId)
          .where('deleted_at', '=', deletedAt)
          .execute();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new ApiError(409, 'DUPLICATE', 'A PLU or SKU of these products is used again');
      }
      await recordChanges(
        trx,
        rows.map((r) => ({
          customerId: auth.customerId,
          collection: products.collection,
          rowId: r.id,
          locationId: r.location_id,
          before: r,
          after: { ...r, deleted_at: null },
        })),
      );
      return { status: 200, body: { restored: rows.length } };
    });
    return sendWrite(reply, result);
  });
}
