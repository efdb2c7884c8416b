import { v7 as uuidv7 } from 'uuid';
import type { LocalDb, LocalRowOf, OutboxEntry } from './db';

/**
 * Supply documents (supplier orders and invoices, order requests, transfers, work orders) are made
 * and moved on by calls of their own: create, send, accept, receive, confirm. Each call is queued in
 * the outbox in the same Dexie transaction as the document's row as the device now believes it, so
 * the screen shows it at once, offline too. The server is the authority: its reply (the document as it
 * holds it) replaces the local row on push, and a call it refuses (409: declined meanwhile, received
 * on another tablet) shows in the sync screen, where discarding it puts the row back as it was.
 */

export interface DocumentWriterContext {
  userId: string;
  now?: () => string;
}

export interface DocumentCall<C extends string = string> {
  /** A collection of `supplyCollections` (src/data/db.ts); its name types `apply`'s rows. */
  collection: C;
  /** The document the call changes (the new document's own id for a create). */
  rowId: string;
  method: 'POST' | 'PUT' | 'DELETE';
  /** Path under /api with its query. */
  path: string;
  body: Record<string, unknown>;
  /**
   * The server's idempotency key: a create's body id (a resend is the same document), or a fresh
   * uuid made here for a status change or a receipt (the key travels with every resend of it).
   */
  idempotencyKey?: string;
  /** The row as it will be once the server has the call; null leaves the local row as it is. */
  apply: (row: LocalRowOf<C> | undefined, stamp: string) => LocalRowOf<C> | null;
}

/** Queues one call and writes the document as it will be, together or not at all. */
export async function queueDocumentCall<C extends string>(
  db: LocalDb,
  ctx: DocumentWriterContext,
  call: DocumentCall<C>,
): Promise<LocalRowOf<C> | null> {
  const stamp = (ctx.now ?? (() => new Date().toISOString()))();
  const table = db.rows(call.collection);
  return db.transaction('rw', table, db.outbox, async () => {
    const before = (await table.get(call.rowId)) ?? undefined;
    const after = call.apply(before, stamp);
    if (after) await table.put(after);
    const entry: OutboxEntry = {
      id: uuidv7(),
      userId: ctx.userId,
      collection: call.collection,
      rowId: call.rowId,
      op: before ? 'call' : 'create',
      method: call.method,
      path: call.path,
      body: call.body,
      idempotencyKey: call.idempotencyKey ?? uuidv7(),
      before: before ?? null,
      status: 'pending',
      attempts: 0,
      createdAt: stamp,
      lastAttemptAt: null,
    };
    await db.outbox.add(entry);
    return after;
  });
}
