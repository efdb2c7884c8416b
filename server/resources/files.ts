import { createHash, randomUUID } from 'node:crypto';
import { imageContentTypes, type UploadedFile, type UploadReply } from '@contract/uploadedFiles';
import type { Kysely } from 'kysely';
import { nowIso } from '../db/rows';
import type { Database } from '../db/tables';
import { ApiError } from '../plugins/errors';

/** Where a stored file is served, to anyone who has its (unguessable) id. */
export const fileUrl = (id: string) => `/api/files/${id}`;

const imageTypes: readonly string[] = imageContentTypes;

/**
 * The type of an image by its bytes, never by its name or the type the client claims: only PNG,
 * JPEG, WebP and GIF. An SVG is text (and may carry scripts), so it is never an image here.
 */
export async function requireImage(file: UploadedFile): Promise<string> {
  // Loaded on first upload rather than at every start (issue 24).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(file.data);
  if (detected && imageTypes.includes(detected.mime)) return detected.mime;
  const what = detected ? `a ${detected.ext.toUpperCase()} file` : 'not an image we can read';
  throw new ApiError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    `Only PNG, JPEG, WebP or GIF images are accepted; this is ${what}`,
  );
}

/** Keeps an uploaded file in the database (call inside the write's transaction). */
export async function storeFile(
  trx: Kysely<Database>,
  owner: { customerId: string; userId: string },
  file: UploadedFile,
  contentType: string,
): Promise<UploadReply> {
  const id = randomUUID();
  await trx
    .insertInto('files')
    .values({
      id,
      customer_id: owner.customerId,
      content_type: contentType,
      size: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      filename: file.filename.slice(0, 255),
      data: Buffer.isBuffer(file.data)
        ? file.data
        : Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength),
      created_by: owner.userId,
      created_at: nowIso(),
    })
    .execute();
  return { id, url: fileUrl(id), content_type: contentType, size: file.data.length };
}

export async function findFile(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('files')
    .select(['content_type', 'size', 'sha256', 'data'])
    .where('id', '=', id)
    .executeTakeFirst();
}
