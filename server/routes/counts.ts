import { can } from '@contract/access';
import { id } from '@contract/common';
import {
  activityReply,
  countCreateBody,
  countEntryBody,
  countEntryRow,
  countListReply,
  countRow,
  countStatusBody,
  countUpdateBody,
  entryDeleteBody,
  reviewReply,
} from '@contract/counts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { approveCount } from '../inventory/countsApprove';
import { computeReview } from '../inventory/countsReview';
import { countRowsOf, entryRowsOf, findCount } from '../inventory/countsStore';
import { sendBackCount, submitCount, updateCount } from '../inventory/countsStatus';
import { addEntry, createCount, requireCounting, undoEntry } from '../inventory/countsWrite';
import { signedIn, type Auth } from '../plugins/auth';
import { errorResponses, invalidFields } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import {
  givenLocation,
  requireLocation,
  requirePermission,
  usableLocations,
} from '../plugins/permissions';

const tags = ['inventoryCounts'];
const base = '/inventory-counts';
const idQuery = z.object({ id });
const idParams = z.object({ id });
const locQuery = z.object({ loc: z.string().max(64).optional() });

/** Reviewers settle double counts too: a PUT of the count is for counters and approvers. */
function requireCountOrApprove(auth: Auth): void {
  if (can(auth.grant, 'inventory.approve')) return;
  requireCounting(auth);
}

/**
 * Inventory counts (SPEC section 7, issue 9): counts, their entries from every counting device, the
 * review at the cut-off and its approval. Every write is one transaction that logs its change for
 * sync and honours `Idempotency-Key`; entries and counts are also idempotent on their own ids.
 */
export function registerCountRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary:
          'Counts of a location (or of every location the caller may use), latest cut-off first',
        querystring: locQuery,
        response: { 200: countListReply, ...errorResponses },
      },
      config: { access: 'inventory.read' },
    },
    async (request) => {
      const auth = signedIn(request);
      const { db } = app.database;
      // `all` (as the sales calls take it) is every location the caller may use.
      const loc = request.query.loc === 'all' ? null : givenLocation(request.query.loc);
      if (loc) requireLocation(auth, loc);
      const usable = loc ? [loc] : usableLocations(auth.grant);
      let query = db
        .selectFrom('inventory_counts')
        .selectAll()
        .where('customer_id', '=', auth.customerId)
        .where('deleted_at', 'is', null);
      if (usable?.length === 0) return { data: [] };
      if (usable) query = query.where('location_id', 'in', usable);
      const rows = await query.orderBy('cutoff_at', 'desc').orderBy('id').execute();
      return { data: await countRowsOf(db, auth, rows) };
    },
  );

  app.get(
    `${base}/by-id`,
    {
      schema: {
        tags,
        summary: 'One count',
        querystring: idQuery,
        response: { 200: countRow, ...errorResponses },
      },
      config: { access: 'inventory.read' },
    },
    async (request) => {
      const auth = signedIn(request);
      const { db } = app.database;
      const found = await findCount(db, auth, request.query.id);
      return (await countRowsOf(db, auth, [found]))[0]!;
    },
  );

  app.get(
    `${base}/activity`,
    {
      schema: {
        tags,
        summary: 'Entries of a count, newest first, undone ones included (with deleted_at)',
        querystring: idQuery,
        response: { 200: activityReply, ...errorResponses },
      },
      config: { access: 'inventory.read' },
    },
    async (request) => {
      const auth = signedIn(request);
      const { db } = app.database;
      const count = await findCount(db, auth, request.query.id);
      const rows = await db
        .selectFrom('count_entries')
        .selectAll()
        .where('count_id', '=', count.id)
        .orderBy('counted_at', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return { data: await entryRowsOf(db, rows) };
    },
  );

  app.get(
    `${base}/review`,
    {
      schema: {
        tags,
        summary:
          'Counted against expected at the cut-off, per material, largest variance value first',
        description:
          'Each counter’s entries fold in order (add adds, replace sets); a material counted in one ' +
          'area by several counters is flagged until the count’s resolutions settle it. Counted ' +
          'quantities are brought back to the cut-off by the movements between it and the ' +
          'material’s last entry. Needs inventory.costs.',
        querystring: idQuery,
        response: { 200: reviewReply, ...errorResponses },
      },
      config: { access: 'inventory.costs' },
    },
    async (request) => {
      const auth = signedIn(request);
      const { db } = app.database;
      const count = await findCount(db, auth, request.query.id);
      const review = await computeReview(db, count);
      const [row] = await countRowsOf(db, auth, [count]);
      return { count: row!, lines: review.lines, totals: review.totals };
    },
  );

  app.post(
    `${base}/create`,
    {
      schema: {
        tags,
        summary: 'Start a count of a location’s sheets, with its cut-off (idempotent on id)',
        querystring: locQuery,
        headers: idempotencyHeaders,
        body: countCreateBody,
        response: { 200: countRow, 201: countRow, ...errorResponses },
      },
      config: { access: 'inventory.read', idempotent: true },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      requireCounting(auth);
      const loc = givenLocation(request.query.loc) ?? auth.grant.location_id;
      if (!loc) throw invalidFields({ loc: 'required' });
      const result = await commitWrite(request, (trx) => createCount(trx, auth, request.body, loc));
      return sendWrite(reply, result);
    },
  );

  app.post(
    `${base}/add-item`,
    {
      schema: {
        tags,
        summary: 'Record one count entry, once however often it is sent',
        description:
          'The same id with the same content answers 200 with the stored entry; other content under ' +
          'that id is 409 ID_REUSED. Accepted until the count is approved (then 409 COUNT_CLOSED).',
        headers: idempotencyHeaders,
        body: countEntryBody,
        response: { 200: countEntryRow, 201: countEntryRow, ...errorResponses },
      },
      config: { access: 'inventory.read', idempotent: true },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      requireCounting(auth);
      return sendWrite(
        reply,
        await commitWrite(request, (trx) => addEntry(trx, auth, request.body)),
      );
    },
  );

  app.delete(
    `${base}/activity`,
    {
      schema: {
        tags,
        summary: 'Undo one entry (kept as a tombstone; undoing again changes nothing)',
        headers: idempotencyHeaders,
        body: entryDeleteBody,
        response: { 200: countEntryRow, ...errorResponses },
      },
      config: { access: 'inventory.read', idempotent: true },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      requireCounting(auth);
      const result = await commitWrite(request, (trx) => undoEntry(trx, auth, request.body.id));
      return sendWrite(reply, result);
    },
  );

  const statusRoute = (
    action: 'submit' | 'send-back' | 'approve',
    summary: string,
    check: (auth: Auth) => void,
    work: typeof submitCount,
  ) =>
    app.post(
      `${base}/:id/${action}`,
      {
        schema: {
          tags,
          summary,
          params: idParams,
          headers: idempotencyHeaders,
          body: countStatusBody,
          response: { 200: countRow, ...errorResponses },
        },
        config: { access: 'inventory.read', idempotent: true },
        // A device's submit or approve may send no body at all: that is an empty one.
        preValidation: async (request) => {
          request.body ??= {};
        },
      },
      async (request, reply) => {
        const auth = signedIn(request);
        check(auth);
        const result = await commitWrite(request, (trx) =>
          work(trx, auth, request.params.id, request.body),
        );
        return sendWrite(reply, result);
      },
    );
  statusRoute('submit', 'Hand a count in for review', requireCounting, submitCount);
  statusRoute(
    'send-back',
    'Send a submitted count back to its counters, with a note',
    (auth) => requirePermission(auth, 'inventory.approve'),
    sendBackCount,
  );
  statusRoute(
    'approve',
    'Approve a count: post its variances to the ledger at the cut-off, once',
    (auth) => requirePermission(auth, 'inventory.approve'),
    approveCount,
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary:
          'Change a count’s name, note, uncounted meaning or resolutions (not once approved)',
        params: idParams,
        headers: idempotencyHeaders,
        body: countUpdateBody,
        response: { 200: countRow, ...errorResponses },
      },
      config: { access: 'inventory.read', idempotent: true },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      requireCountOrApprove(auth);
      const result = await commitWrite(request, (trx) =>
        updateCount(trx, auth, request.params.id, request.body),
      );
      return sendWrite(reply, result);
    },
  );
}
