import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, invalidFields } from './errors';

/** One file as a multipart route receives it in `body.file`. */
export interface UploadedFile {
  /** The name it was sent with: shown to people, never trusted for its type. */
  filename: string;
  data: Buffer;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Routes that take one file of at most `maxBytes`, in the multipart field `field` (`file`
     * unless said: SPEC names `attachment` for the restaurant config's upload).
     */
    upload?: { maxBytes: number; field?: string };
  }
}

const uploadedFile = (field: string) =>
  z
    .custom<UploadedFile>(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        Buffer.isBuffer((value as UploadedFile).data),
    )
    .meta({
      type: 'string',
      format: 'binary',
      description: `The file, in the multipart field ${field}`,
    });

/** The body schema of an upload route, as the docs show it and as the handler gets it. */
export const uploadBody = z.object({ file: uploadedFile('file') });

/** The body schema of an upload route whose field is not `file` (`config.upload.field`). */
export const uploadBodyWith = <F extends string>(field: F) =>
  z.object({ [field]: uploadedFile(field) } as { [K in F]: ReturnType<typeof uploadedFile> });

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export const fileTooLarge = (maxBytes: number) =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', `The file is larger than ${megabytes(maxBytes)}`);

const unreadable = () =>
  new ApiError(400, 'VALIDATION', 'The multipart body could not be read', {
    fields: { file: 'Send one file in the multipart field file' },
  });

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * Reads the one file of a multipart request into memory, refusing more than `maxBytes` as it streams
 * in (so an oversized upload is cut off at the limit, not read whole), and anything that is not a
 * multipart body with the route's file field (`file` unless `config.upload.field` says).
 */
async function readFilePart(
  request: FastifyRequest,
  maxBytes: number,
  field = 'file',
): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the file as multipart/form-data, in the field ${field}`,
    );
  }
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    if (codeOf(error) === 'FST_FILES_LIMIT') throw tooManyFiles();
    throw unreadable();
  }
  if (!part || part.fieldname !== field) {
    throw invalidFields({ [field]: 'required' }, `Send the file in the multipart field ${field}`);
  }
  try {
    return { filename: part.filename, data: await part.toBuffer() };
  } catch (error) {
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxBytes);
    if (codeOf(error) === 'FST_FILES_LIMIT') throw tooManyFiles();
    throw unreadable();
  }
}

const tooManyFiles = () =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Send one file per request, in the field file');

/**
 * Registers routes that take a file. Multipart is parsed only in this scope, so every other route
 * still reads JSON alone; a route here says `config.upload` and finds the file in `body.file`,
 * read before validation so the body schema (and `Idempotency-Key`'s request hash) see it.
 */
export async function registerUploadScope(
  api: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await api.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, parts: 20, fields: 10 } });
    scope.addHook('preValidation', async (request) => {
      const upload = request.routeOptions.config.upload;
      if (upload) {
        const field = upload.field ?? 'file';
        request.body = { [field]: await readFilePart(request, upload.maxBytes, field) };
      }
    });
    routes(scope);
  });
}
