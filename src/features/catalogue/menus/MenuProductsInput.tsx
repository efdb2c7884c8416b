import { useTranslation } from 'react-i18next';
import { useEntityForm } from '@/components/entity/form-context';
import type { FieldInputProps } from '@/components/entity/types';
import { ProductMultiSelect } from '../shared/ProductMultiSelect';

/** The products a menu holds besides every product of its categories, picked by search. */
export function MenuProductsInput({ path, label, readOnly }: FieldInputProps) {
  const { t } = useTranslation('catalogue');
  const form = useEntityForm();
  const props = form.getInputProps(path);
  return (
    <ProductMultiSelect
      label={label}
      description={t('menus.productsHelp')}
      value={(props.value as string[] | undefined) ?? []}
      onChange={(ids) => form.setFieldValue(path, ids)}
      error={props.error as string | undefined}
      readOnly={readOnly}
      data-testid={`field-${path}`}
    />
  );
}
