/** Largest image accepted; the server answers 413 beyond it. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Image types accepted; the server checks the content too and answers 415 for anything else. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The `accept` of a file input for these types. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

const byExtension: Record<string, ImageType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

export type ImageProblem = 'empty' | 'notImage' | 'tooLarge';

/**
 * Why a chosen file cannot be an image, or null, judged by its declared type and size. Checked before
 * the file is kept offline, so a file the server would refuse is refused at once, not after hours in
 * the outbox. Some cameras give no type: the file name's extension stands in for it.
 */
export function imageProblem(file: {
  type: string;
  size: number;
  name?: string;
}): ImageProblem | null {
  if (file.size === 0) return 'empty';
  const extension = file.name?.split('.').pop()?.toLowerCase() ?? '';
  const type = file.type || byExtension[extension] || '';
  if (!(IMAGE_TYPES as readonly string[]).includes(type)) return 'notImage';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((b, i) => bytes[at + i] === b);

/**
 * The image type the first bytes of a file say it is, or null: a renamed document is refused here,
 * as the server would refuse it.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** Both checks: the declared type and size, then the content. */
export async function checkImageFile(file: Blob & { name?: string }): Promise<ImageProblem | null> {
  const problem = imageProblem({ type: file.type, size: file.size, name: file.name });
  if (problem) return problem;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffImageType(head) ? null : 'notImage';
}

/** A name for the upload: the file's own, or one made from its type (camera pictures have none). */
export function uploadName(file: Blob & { name?: string }): string {
  const name = file.name?.trim();
  if (name) return name;
  const extension = Object.entries(byExtension).find(([, type]) => type === file.type)?.[0];
  return `photo.${extension ?? 'jpg'}`;
}
