import { syncCalls, type BatchReply } from '@contract/sync';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { ApiError } from '../plugins/errors';
import { pullChanges } from '../resources/pull';

/** Marks the calls a batch makes, so a batch inside a batch is refused however its path is spelled. */
const BATCH_HEADER = 'x-backhouse-batch';
/** 500 calls with bodies of a few kilobytes each. */
const BATCH_BODY_LIMIT = 16 * 1024 * 1024;

function parseReply(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The sync's batch and pull (`syncCalls`). */
export function registerSyncRoutes(app: FastifyInstance): void {
  serveCall(
    app,
    syncCalls.batch,
    async (request) => {
      signedIn(request);
      if (request.headers[BATCH_HEADER]) {
        throw new ApiError(400, 'VALIDATION', 'A batch cannot contain a batch', {
          fields: { calls: 'A batch cannot contain a batch' },
        });
      }
      app.metrics.syncPush(request.body.calls.length);
      const replies: BatchReply['replies'] = [];
      // One after another, in order: a later call may depend on an earlier one (create, then edit).
      for (const call of request.body.calls) {
        const headers: Record<string, string> = {
          accept: 'application/json',
          [BATCH_HEADER]: '1',
        };
        if (request.headers.authorization) headers.authorization = request.headers.authorization;
        if (call.idempotency_key) headers['idempotency-key'] = call.idempotency_key;
        if (call.body !== undefined) headers['content-type'] = 'application/json';
        const response = await app.inject({
          method: call.method,
          url: `/api${call.path}`,
          headers,
          payload: call.body === undefined ? undefined : JSON.stringify(call.body),
          remoteAddress: request.ip,
        });
        replies.push({ status: response.statusCode, body: parseReply(response.body) });
      }
      return { replies };
    },
    { bodyLimit: BATCH_BODY_LIMIT },
  );

  serveCall(app, syncCalls.pull, async (request) =>
    pullChanges(app.database.db, signedIn(request), request.query.since, request.query.limit),
  );
}
