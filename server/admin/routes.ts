import {
  adminSyncCalls,
  allModuleParts,
  publishTargets,
  type PublishBody,
  type PublishedPart,
  type PublishTarget,
} from '@contract/adminSync';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { updateMainTables } from './mainTables';
import { inPartOrder, partsOfTarget, previewPublish, publish } from './publish';
import { listPublications, readLatest } from './published';
import { writeTransaction } from '../db/changes';
import { signedIn } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { invalidFields } from '../plugins/errors';
import { commitWrite, sendWrite } from '../plugins/idempotency';

/** The preview's `what`: targets and parts, comma separated, each part once, in the usual order. */
function partsOfWhat(what: string): PublishedPart[] {
  const names = what
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.length === 0) throw invalidFields({ what: 'required' }, 'Name what to publish');
  const parts = new Set<PublishedPart>();
  for (const name of names) {
    if ((publishTargets as readonly string[]).includes(name)) {
      for (const p of partsOfTarget(name as PublishTarget)) parts.add(p);
    } else if ((allModuleParts as readonly string[]).includes(name)) {
      parts.add(name as PublishedPart);
    } else {
      throw invalidFields({ what: 'format' }, `Nothing called ${name.slice(0, 60)} is published`);
    }
  }
  return inPartOrder([...parts]);
}

/**
 * Admin sync (issue 12): publishing the catalogue to the tills, its preview and log, the tills'
 * read of the latest version, and `update-main-tables`. The design is in server/admin/publish.ts.
 */
export function registerAdminSyncRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;

  async function publishing(
    request: FastifyRequest,
    reply: FastifyReply,
    what: PublishTarget | 'parts',
    parts: PublishedPart[],
    body: PublishBody | null | undefined,
  ) {
    const auth = signedIn(request);
    const by = {
      customerId: auth.customerId,
      userId: auth.userId,
      userName: auth.profile.username || auth.profile.email,
    };
    const result = await commitWrite(request, async (trx) => ({
      status: 200,
      body: await publish(trx, by, what, parts, body?.note || null),
    }));
    return sendWrite(reply, result);
  }

  serveCall(app, adminSyncCalls.preview, async (request) =>
    previewPublish(db(), signedIn(request).customerId, partsOfWhat(request.query.what)),
  );

  serveCall(app, adminSyncCalls.bulkSync, async (request, reply) => {
    const { target } = request.params;
    return publishing(request, reply, target, partsOfTarget(target), request.body);
  });

  serveCall(app, adminSyncCalls.publish, async (request, reply) =>
    publishing(request, reply, 'parts', inPartOrder(request.body.parts), request.body),
  );

  serveCall(app, adminSyncCalls.publications, async (request) => {
    const { page, limit } = request.query;
    return listPublications(db(), signedIn(request).customerId, page, limit);
  });

  serveCall(app, adminSyncCalls.latest, async (request, reply) => {
    const latest = await readLatest(db(), signedIn(request), request.query.since);
    if (latest === null) return reply.code(304).send(null);
    return latest;
  });

  serveCall(app, adminSyncCalls.updateMainTables, async (request) => {
    const auth = signedIn(request);
    return writeTransaction(app.database, auth.customerId, (trx) =>
      updateMainTables(trx, auth.customerId),
    );
  });
}
