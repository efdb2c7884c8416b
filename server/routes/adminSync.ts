import {
  allModuleParts,
  publicationsQuery,
  publicationsReply,
  publishBody,
  publishedLatestQuery,
  publishedLatestReply,
  publishPartsBody,
  publishPreviewQuery,
  publishPreviewReply,
  publishReply,
  publishTarget,
  publishTargets,
  updateMainTablesReply,
  type PublishBody,
  type PublishedPart,
  type PublishTarget,
} from '@contract/adminSync';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { updateMainTables } from '../admin/mainTables';
import { inPartOrder, partsOfTarget, previewPublish, publish } from '../admin/publish';
import { listPublications, readLatest } from '../admin/published';
import { writeTransaction } from '../db/changes';
import { signedIn } from '../plugins/auth';
import { errorResponses, invalidFields } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';

const tags = ['admin sync'];
const access = { access: 'sync.admin' } as const;

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
export function registerAdminSyncRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
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

  app.get(
    '/admin/publish-preview',
    {
      schema: {
        tags,
        summary: 'What publishing would change for the tills, since the last published version',
        description:
          'Per part: rows added, changed (with the fields that differ) and removed, against the ' +
          'newest version that published the part. Counts are whole; at most 100 rows of each ' +
          'kind are listed. `what`: a target of bulk-sync (e.g. `all`) or parts, comma separated.',
        querystring: publishPreviewQuery,
        response: { 200: publishPreviewReply, ...errorResponses },
      },
      config: access,
    },
    async (request) =>
      previewPublish(db(), signedIn(request).customerId, partsOfWhat(request.query.what)),
  );

  app.post(
    '/admin/bulk-sync-:target',
    {
      schema: {
        tags,
        summary: 'Publish a part of the catalogue to the tills as a new version',
        description:
          '`all`: the catalogue (products, add-ons, brands, categories, groups, menus, labels, ' +
          'deals, modifiers, modifier items, channels). `all-modules`: the catalogue, materials, ' +
          'taxes, tax groups, payment methods, discounts, coupons, order types, locations, floors ' +
          'and tables. Versions count 1, 2, 3… per business. The reply has the log entry and the ' +
          'changes since the version before. The body is optional.',
        params: z.object({ target: publishTarget }),
        headers: idempotencyHeaders,
        body: publishBody.nullish(),
        response: { 200: publishReply, ...errorResponses },
      },
      config: { ...access, idempotent: true },
    },
    async (request, reply) => {
      const { target } = request.params;
      return publishing(request, reply, target, partsOfTarget(target), request.body);
    },
  );

  app.post(
    '/admin/publish',
    {
      schema: {
        tags,
        summary: 'Publish a chosen list of parts to the tills as one new version',
        description: 'As bulk-sync, for the parts the admin sync screen has checked.',
        headers: idempotencyHeaders,
        body: publishPartsBody,
        response: { 200: publishReply, ...errorResponses },
      },
      config: { ...access, idempotent: true },
    },
    async (request, reply) =>
      publishing(request, reply, 'parts', inPartOrder(request.body.parts), request.body),
  );

  app.get(
    '/admin/publications',
    {
      schema: {
        tags,
        summary: 'The publish log: who published which parts as which version, newest first',
        querystring: publicationsQuery,
        response: { 200: publicationsReply, ...errorResponses },
      },
      config: access,
    },
    async (request) => {
      const { page, limit } = request.query;
      return listPublications(db(), signedIn(request).customerId, page, limit);
    },
  );

  app.get(
    '/admin/published/latest',
    {
      schema: {
        tags,
        summary: "The tills' read of the published catalogue",
        description:
          "With the till's bearer token (a user who may record sales, as for POST /invoices). " +
          'Without `since`: every published part. With `since`: 304 and no body when no version ' +
          'is newer, else only the parts published after it. Each part comes whole, as its newest ' +
          'version froze it: a till replaces what it holds of that part. Rows of floors, tables and ' +
          "locations are the caller's locations' only.",
        querystring: publishedLatestQuery,
        response: {
          200: publishedLatestReply,
          304: z.null().describe('Nothing published after `since`'),
          ...errorResponses,
        },
      },
      config: { access: 'sales.write' },
    },
    async (request, reply) => {
      const latest = await readLatest(db(), signedIn(request), request.query.since);
      if (latest === null) return reply.code(304).send(null);
      return latest;
    },
  );

  app.post(
    '/admin/update-main-tables',
    {
      schema: {
        tags,
        summary: 'Rebuild the sales aggregates and the stock balances from invoices and movements',
        description:
          'One transaction. The reply counts what was read and what was rebuilt: completed ' +
          'invoices and the rows of each sales aggregate, stock movements, balances and daily sums.',
        response: { 200: updateMainTablesReply, ...errorResponses },
      },
      config: access,
    },
    async (request) => {
      const auth = signedIn(request);
      return writeTransaction(app.database, auth.customerId, (trx) =>
        updateMainTables(trx, auth.customerId),
      );
    },
  );
}
