import type { ImageCalls } from '@/components/entity/ImageInput';

/** The category calls beyond the generic ones (SPEC section 7, "Categories extra"). */
export const categoryImageCalls: ImageCalls = {
  upload: (id) => `/categories/${id}/upload-image`,
  remove: (id) => ({ method: 'PUT', path: `/categories/remove_image/${id}` }),
};
