import { resources } from '@contract/registry';
import { uploadCalls } from '@contract/uploads';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { notFound } from '../plugins/errors';
import { commitWrite, sendWrite } from '../plugins/idempotency';
import { registerUploadScope } from '../plugins/uploads';
import { findFile, requireImage, storeFile } from '../resources/files';
import { patchRow } from '../resources/write';

/**
 * Uploads (SPEC section 7, "Imports and uploads"), declared in contract/uploads.ts (`uploadCalls`):
 * a file served to anyone holding its id, an image kept on its own, and a product's or a category's
 * image. The file, the row and the `Idempotency-Key` are committed together or not at all.
 */
export async function registerUploadRoutes(api: FastifyInstance): Promise<void> {
  serveCall(api, uploadCalls.file, async (request, reply) => {
    const file = await findFile(request.server.database.db, request.params.id);
    if (!file) throw notFound('File');
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('etag', `"${file.sha256}"`)
      .type(file.content_type)
      .send(Buffer.from(file.data));
  });

  await registerUploadScope(api, (app) => {
    serveCall(app, uploadCalls.upload, async (request, reply) => {
      const auth = signedIn(request);
      const contentType = await requireImage(request.body.file);
      const result = await commitWrite(request, async (trx) => ({
        status: 201,
        body: await storeFile(trx, auth, request.body.file, contentType),
      }));
      return sendWrite(reply, result);
    });

    const withImages = [
      [uploadCalls.productImage, resources.products],
      [uploadCalls.categoryImage, resources.categories],
    ] as const;
    for (const [declaration, def] of withImages) {
      serveCall(app, declaration, async (request, reply) => {
        const auth = signedIn(request);
        const contentType = await requireImage(request.body.file);
        const result = await commitWrite(request, async (trx) => {
          const file = await storeFile(trx, auth, request.body.file, contentType);
          const context = { trx, dialect: request.server.database.dialect, auth };
          return patchRow(context, def, request.params.id, { image_url: file.url });
        });
        return sendWrite(reply, result);
      });
    }
  });
}
