import { IMAGE_MAX_BYTES, uploadReply } from '@contract/catalogueCalls';
import { id } from '@contract/common';
import { resources, rowSchema, type ResourceDef } from '@contract/registry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../plugins/auth';
import { errorResponses, notFound } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import { registerUploadScope, uploadBody } from '../plugins/uploads';
import { findFile, requireImage, storeFile } from '../resources/files';
import { patchRow } from '../resources/write';

const idParams = z.object({ id });
const image = { upload: { maxBytes: IMAGE_MAX_BYTES } };
const consumes = ['multipart/form-data'];

/** The resources whose rows take an image through `POST /<path>/{id}/upload-image`. */
const withImages: readonly ResourceDef[] = [resources.products, resources.categories];

/**
 * Uploads (SPEC section 7, "Imports and uploads"): images checked by their bytes, kept in the
 * database, served at `/api/files/{id}` to anyone holding the id, so `<img src>` works without a
 * token. Writes honour `Idempotency-Key` like every other write: the file, the row and the key are
 * committed together or not at all.
 */
export async function registerUploadRoutes(api: FastifyInstance): Promise<void> {
  const files = api.withTypeProvider<ZodTypeProvider>();
  files.get(
    '/files/:id',
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded file (public: the id is the secret)',
        params: idParams,
        response: { 200: z.any().describe('The file, with its content type'), ...errorResponses },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const file = await findFile(request.server.database.db, request.params.id);
      if (!file) throw notFound('File');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('etag', `"${file.sha256}"`)
        .type(file.content_type)
        .send(Buffer.from(file.data));
    },
  );

  await registerUploadScope(api, (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/uploads',
      {
        schema: {
          tags: ['uploads'],
          summary: `Upload an image (PNG, JPEG, WebP or GIF, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB)`,
          consumes,
          headers: idempotencyHeaders,
          body: uploadBody,
          response: { 201: uploadReply, ...errorResponses },
        },
        config: { access: 'catalogue.write', idempotent: true, ...image },
      },
      async (request, reply) => {
        const auth = signedIn(request);
        const contentType = await requireImage(request.body.file);
        const result = await commitWrite(request, async (trx) => ({
          status: 201,
          body: await storeFile(trx, auth, request.body.file, contentType),
        }));
        return sendWrite(reply, result);
      },
    );

    for (const def of withImages) {
      app.post(
        `/${def.path}/:id/upload-image`,
        {
          schema: {
            tags: [def.collection],
            summary: `Set the image of one of ${def.collection} (PNG, JPEG, WebP or GIF)`,
            consumes,
            params: idParams,
            headers: idempotencyHeaders,
            body: uploadBody,
            response: { 200: rowSchema(def), ...errorResponses },
          },
          config: { access: 'catalogue.write', idempotent: true, ...image },
        },
        async (request, reply) => {
          const auth = signedIn(request);
          const contentType = await requireImage(request.body.file);
          const result = await commitWrite(request, async (trx) => {
            const file = await storeFile(trx, auth, request.body.file, contentType);
            const context = { trx, dialect: request.server.database.dialect, auth };
            return patchRow(context, def, request.params.id, { image_url: file.url });
          });
          return sendWrite(reply, result);
        },
      );
    }
  });
}
