import { can } from '@contract/access';
import { countCalls } from '@contract/counts';
import type { FastifyInstance } from 'fastify';
import { approveCount } from './approve';
import { computeReview } from './review';
import { countRowsOf, entryRowsOf, findCount } from './store';
import { sendBackCount, submitCount, updateCount } from './status';
import { addEntry, createCount, requireCounting, undoEntry } from './write';
import { signedIn, type Auth } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { invalidFields } from '../../plugins/errors';
import { commitWrite, sendWrite } from '../../plugins/idempotency';
import {
  givenLocation,
  requireLocation,
  requirePermission,
  usableLocations,
} from '../../plugins/permissions';

/** Reviewers settle double counts too: a PUT of the count is for counters and approvers. */
function requireCountOrApprove(auth: Auth): void {
  if (can(auth.grant, 'inventory.approve')) return;
  requireCounting(auth);
}

/**
 * Inventory counts (SPEC section 7, issue 9), declared in contract/counts.ts (`countCalls`): counts,
 * their entries from every counting device, the review at the cut-off and its approval. Every write
 * is one transaction that logs its change for sync and honours `Idempotency-Key`; entries and counts
 * are also idempotent on their own ids.
 */
export function registerCountRoutes(app: FastifyInstance): void {
  serveCall(app, countCalls.list, async (request) => {
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
  });

  serveCall(app, countCalls.byId, async (request) => {
    const auth = signedIn(request);
    const { db } = app.database;
    const found = await findCount(db, auth, request.query.id);
    return (await countRowsOf(db, auth, [found]))[0]!;
  });

  serveCall(app, countCalls.activity, async (request) => {
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
  });

  serveCall(app, countCalls.review, async (request) => {
    const auth = signedIn(request);
    const { db } = app.database;
    const count = await findCount(db, auth, request.query.id);
    const review = await computeReview(db, count);
    const [row] = await countRowsOf(db, auth, [count]);
    return { count: row!, lines: review.lines, totals: review.totals };
  });

  serveCall(app, countCalls.create, async (request, reply) => {
    const auth = signedIn(request);
    requireCounting(auth);
    const loc = givenLocation(request.query.loc) ?? auth.grant.location_id;
    if (!loc) throw invalidFields({ loc: 'required' });
    const result = await commitWrite(request, (trx) => createCount(trx, auth, request.body, loc));
    return sendWrite(reply, result);
  });

  serveCall(app, countCalls.addEntry, async (request, reply) => {
    const auth = signedIn(request);
    requireCounting(auth);
    return sendWrite(reply, await commitWrite(request, (trx) => addEntry(trx, auth, request.body)));
  });

  serveCall(app, countCalls.undoEntry, async (request, reply) => {
    const auth = signedIn(request);
    requireCounting(auth);
    const result = await commitWrite(request, (trx) => undoEntry(trx, auth, request.body.id));
    return sendWrite(reply, result);
  });

  const statusCall = (
    declaration: typeof countCalls.submit | typeof countCalls.sendBack | typeof countCalls.approve,
    check: (auth: Auth) => void,
    work: typeof submitCount,
  ) =>
    serveCall(
      app,
      declaration,
      async (request, reply) => {
        const auth = signedIn(request);
        check(auth);
        const result = await commitWrite(request, (trx) =>
          work(trx, auth, request.params.id, request.body),
        );
        return sendWrite(reply, result);
      },
      {
        // A device's submit or approve may send no body at all: that is an empty one.
        preValidation: async (request) => {
          request.body ??= {};
        },
      },
    );
  statusCall(countCalls.submit, requireCounting, submitCount);
  statusCall(
    countCalls.sendBack,
    (auth) => requirePermission(auth, 'inventory.approve'),
    sendBackCount,
  );
  statusCall(
    countCalls.approve,
    (auth) => requirePermission(auth, 'inventory.approve'),
    approveCount,
  );

  serveCall(app, countCalls.update, async (request, reply) => {
    const auth = signedIn(request);
    requireCountOrApprove(auth);
    const result = await commitWrite(request, (trx) =>
      updateCount(trx, auth, request.params.id, request.body),
    );
    return sendWrite(reply, result);
  });
}
