import { z } from 'zod';

/**
 * Files sent to the server (SPEC section 7, "Imports and uploads"): what a multipart call's body
 * holds and what an upload answers. Kept apart from the calls that take files, so a screen that only
 * reads a setting does not build every resource's schema for them.
 */

/** Images: real PNG, JPEG, WebP or GIF (checked by content, never SVG), at most 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const imageContentTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** One file as a multipart call's handler gets it (`Call.upload`): its name and its bytes. */
export interface UploadedFile {
  /** The name it was sent with: shown to people, never trusted for its type. */
  filename: string;
  data: Uint8Array;
}

const uploadedFile = (field: string) =>
  z
    .custom<UploadedFile>(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        (value as UploadedFile).data instanceof Uint8Array,
    )
    .meta({
      type: 'string',
      format: 'binary',
      description: `The file, in the multipart field ${field}`,
    });

/**
 * The body of a call taking one file in the multipart field `field` (`Call.upload.field`), as the
 * docs show it: SPEC names `attachment` for the restaurant configuration's images.
 */
export const uploadBodyWith = <F extends string>(field: F) =>
  z.object({ [field]: uploadedFile(field) } as { [K in F]: ReturnType<typeof uploadedFile> });

/** The body of a call taking one file in the multipart field `file`, as the docs show it. */
export const uploadBody = uploadBodyWith('file');

/** `POST /uploads` and the stored file of an upload-image call. */
export const uploadReply = z.object({
  id: z.string(),
  /** Where anyone may fetch it, no sign-in needed: `/api/files/<id>`. */
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type UploadReply = z.infer<typeof uploadReply>;
