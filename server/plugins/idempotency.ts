import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { writeTransaction } from '../db/changes';
import { isUniqueViolation } from '../db/errors';
import { nowIso } from '../db/rows';
import type { Database } from '../db/tables';
import { signedIn } from './auth';
import { ApiError } from './errors';

/** The header every write route declares, so it shows in the OpenAPI document and is length-checked. */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(8)
    .max(200)
    .optional()
    .describe('Makes the call safe to repeat: a repeat gets the first reply and writes nothing'),
});

export interface WriteReply {
  status: number;
  body: unknown;
}

interface StoredReply extends WriteReply {
  replayed: true;
  /** The body exactly as first sent, JSON. */
  text: string;
}

const keyReused = () =>
  new ApiError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was used for a different request',
  );

/** A body as hashed: uploaded bytes (a multipart file) stand in by their own digest. */
function hashable(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return `sha256:${createHash('sha256').update(value).digest('hex')}`;
  if (Array.isArray(value)) return value.map(hashable);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hashable(v)]));
  }
  return value;
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(hashable(request.body ?? null))}`)
    .digest('hex');
}

async function storedReply(
  trx: Kysely<Database>,
  customerId: string,
  key: string,
  hash: string,
): Promise<StoredReply | null> {
  const found = await trx
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!found) return null;
  if (found.request_hash !== hash) throw keyReused();
  return { replayed: true, status: found.status, body: JSON.parse(found.body), text: found.body };
}

/**
 * Runs a write as one transaction and, when the request carries `Idempotency-Key`, stores the key
 * with the reply in that same transaction: either the write and its key are both committed or neither
 * is, so a repeat (a retry after a lost reply, a second tab) returns the first reply and writes nothing.
 *
 * The key is looked up inside the transaction, after `writeTransaction` has serialised the business's
 * writers, so a concurrent twin has either committed (and is replayed) or not started. Should two
 * processes still race on one key, the loser's insert hits the primary key, its transaction rolls back
 * and it answers with the winner's reply. Only successful replies are stored: a failed call may be
 * retried and do its work then.
 */
export async function commitWrite(
  request: FastifyRequest,
  work: (trx: Transaction<Database>) => Promise<WriteReply>,
): Promise<WriteReply | StoredReply> {
  const auth = signedIn(request);
  const key = request.routeOptions.config.idempotent
    ? (request.headers['idempotency-key'] as string | undefined)
    : undefined;
  const database = request.server.database;
  if (!key) return writeTransaction(database, auth.customerId, work);

  const hash = requestHash(request);
  try {
    return await writeTransaction(database, auth.customerId, async (trx) => {
      const earlier = await storedReply(trx, auth.customerId, key, hash);
      if (earlier) return earlier;
      const result = await work(trx);
      if (result.status < 300) {
        await trx
          .insertInto('idempotency_keys')
          .values({
            customer_id: auth.customerId,
            key,
            request_hash: hash,
            status: result.status,
            body: JSON.stringify(result.body),
            created_at: nowIso(),
          })
          .execute();
      }
      return result;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await storedReply(database.db, auth.customerId, key, hash);
    if (!winner) throw error;
    return winner;
  }
}

/** Sends what `commitWrite` gave: a replay goes out byte for byte as it was first sent. */
export function sendWrite(reply: FastifyReply, result: WriteReply | StoredReply): FastifyReply {
  reply.code(result.status);
  if ('replayed' in result) {
    return reply
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(result.text);
  }
  return reply.send(result.body);
}
