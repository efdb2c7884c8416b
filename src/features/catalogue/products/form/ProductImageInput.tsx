import { resources } from '@contract/registry';
import { ImageInput } from '@/components/entity/ImageInput';
import { useEntityForm } from '@/components/entity/form-context';
import type { FieldInputProps } from '@/components/entity/types';
import { productImageCalls } from '../data/calls';
import { useProductEnv } from '../productEnv';

/**
 * The product page's image: the shared `ImageInput` for the product being edited (choose a file or
 * take a photo, kept on this device and uploaded through the outbox; removing queues
 * `PUT /products/remove_image/<id>`). A new product's image is held by the form and queued right
 * after the product is created.
 */
export function ProductImageInput({ path, label, readOnly }: FieldInputProps) {
  const form = useEntityForm();
  const { productId, imageDraft } = useProductEnv();
  return (
    <ImageInput
      def={resources.products}
      rowId={productId}
      calls={productImageCalls}
      field={path}
      label={label}
      readOnly={readOnly}
      value={String(form.getValues()[path] ?? '')}
      draft={
        imageDraft
          ? {
              file: imageDraft.draft?.file ?? null,
              onChange: (file) => imageDraft.setDraft(file ? { file } : null),
            }
          : undefined
      }
    />
  );
}
