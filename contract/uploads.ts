import { z } from 'zod';
import { call } from './call';
import { id } from './common';
import { resources, rowSchema } from './registry';
import { IMAGE_MAX_BYTES, uploadBody, uploadReply } from './uploadedFiles';

const idParams = z.object({ id });
const image = { maxBytes: IMAGE_MAX_BYTES };
const write = 'catalogue.write';

/**
 * Uploads (SPEC section 7, "Imports and uploads"): images checked by their bytes, kept in the
 * database, served at `/api/files/{id}` to anyone holding the id, so `<img src>` works without a
 * token. Writes honour `Idempotency-Key` like every other write: the file, the row and the key are
 * committed together or not at all. A row's image waits in the outbox as an upload (`writer.upload`)
 * at the resolved path of `productImage` or `categoryImage`.
 */
export const uploadCalls = {
  file: call({
    method: 'GET',
    path: '/files/:id',
    tag: 'uploads',
    summary: 'An uploaded file (public: the id is the secret)',
    params: idParams,
    reply: z.any().describe('The file, with its content type'),
    access: 'public',
    file: true,
  }),
  upload: call({
    method: 'POST',
    path: '/uploads',
    tag: 'uploads',
    summary: `Upload an image (PNG, JPEG, WebP or GIF, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB)`,
    body: uploadBody,
    reply: uploadReply,
    access: write,
    idempotent: true,
    status: 201,
    upload: image,
  }),
  productImage: call({
    method: 'POST',
    path: '/products/:id/upload-image',
    tag: 'products',
    summary: 'Set the image of one of products (PNG, JPEG, WebP or GIF)',
    params: idParams,
    body: uploadBody,
    reply: rowSchema(resources.products),
    access: write,
    idempotent: true,
    collection: 'products',
    upload: image,
  }),
  categoryImage: call({
    method: 'POST',
    path: '/categories/:id/upload-image',
    tag: 'categories',
    summary: 'Set the image of one of categories (PNG, JPEG, WebP or GIF)',
    params: idParams,
    body: uploadBody,
    reply: rowSchema(resources.categories),
    access: write,
    idempotent: true,
    collection: 'categories',
    upload: image,
  }),
};
