import { resources } from '@contract/registry';
import type { LocalRow } from '@/data/db';
import { changedFields } from '@/data/merge';
import { uploadName } from '@/components/entity/image-file';
import type { LocalWriter } from '@/data/writes';
import { productImageCalls } from './calls';

export interface SaveInput {
  writer: LocalWriter;
  /** The product as it is, or null for a new one. */
  row: LocalRow | null;
  /** The fields as the form last loaded or saved them (to send only what the user changed). */
  initial: Record<string, unknown>;
  /** The fields as the form holds them now. */
  fields: Record<string, unknown>;
  /** Where a new product goes (a location-limited user's own location), else null. */
  createLocation: string | null;
}

/**
 * Saves the product page through the local writer, so it works offline. An edit sends only the
 * fields the user changed, so what another device changed meanwhile is kept; a location-limited user
 * only ever changes their own location's entries, which is all the server lets them send. The image
 * is not part of it: `ImageInput` queues its upload or removal as soon as it is chosen.
 */
export async function saveProduct(input: SaveInput): Promise<LocalRow> {
  const { writer, row } = input;
  const def = resources.products;
  if (!row) return writer.create(def, input.fields, { locationId: input.createLocation });
  const changes = changedFields(input.initial, input.fields);
  return Object.keys(changes).length ? writer.update(def, row.id, changes) : row;
}

export interface CreateOutcome {
  product: LocalRow;
  /** The image could not be queued (e.g. the device's storage is full); the product is saved anyway. */
  imageFailed: boolean;
}

/**
 * Creates a product, then queues its image behind the create, so both work offline. Once the create
 * is done it stands: an image that cannot be kept is reported on its own, never as a failed save,
 * which the user would answer by saving again and creating the product twice.
 */
export async function createProduct(
  input: Omit<SaveInput, 'row'> & { image: File | null },
): Promise<CreateOutcome> {
  const product = await saveProduct({ ...input, row: null });
  if (!input.image) return { product, imageFailed: false };
  try {
    await queueImage(input.writer, product.id, input.image);
    return { product, imageFailed: false };
  } catch (error) {
    console.warn('[products] the new product is saved, its image could not be queued', error);
    return { product, imageFailed: true };
  }
}

/** Queues the upload of a product's image (`POST /products/<id>/upload-image`), kept on this device. */
export async function queueImage(
  writer: Pick<LocalWriter, 'upload'>,
  productId: string,
  file: File,
): Promise<void> {
  await writer.upload(resources.products, productId, file, {
    name: uploadName(file),
    path: productImageCalls.upload(productId),
    urlField: 'image_url',
  });
}
