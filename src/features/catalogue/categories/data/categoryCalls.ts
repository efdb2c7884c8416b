import { pathOf } from '@contract/call';
import { categoryCalls } from '@contract/catalogueCalls';
import { uploadCalls } from '@contract/uploads';
import type { ImageCalls } from '@/components/entity/ImageInput';
import { queuedCall } from '@/data/calls';

/**
 * The category image calls (SPEC section 7, "Categories extra"): the upload (`uploadCalls.categoryImage`,
 * queued by `writer.upload` at its resolved path) and the removal (`categoryCalls.removeImage`),
 * queued without a body.
 */
export const categoryImageCalls: ImageCalls = {
  upload: (id) => pathOf(uploadCalls.categoryImage, { id }),
  remove: (id) => {
    const { method, path } = queuedCall(categoryCalls.removeImage, { params: { id }, query: {} });
    return { method, path };
  },
};
