import { categoryCalls } from '@contract/catalogueCalls';
import { resources } from '@contract/registry';
import type { ImageCalls } from '@/components/entity/ImageInput';
import { queuedCall } from '@/data/calls';

/**
 * The category image calls (SPEC section 7, "Categories extra"): the generic resource's upload, and
 * the declared removal (`categoryCalls.removeImage`), queued without a body.
 */
export const categoryImageCalls: ImageCalls = {
  upload: (id) => `/${resources.categories.path}/${id}/upload-image`,
  remove: (id) => {
    const { method, path } = queuedCall(categoryCalls.removeImage, { params: { id }, query: {} });
    return { method, path };
  },
};
