import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The sort of a supply list and its control: the choices are named by the namespace's `sort.*`
 * keys. Changing it keeps the page (the same rows, reordered).
 */
export function useListSort<S extends string>(
  namespace: 'transfers' | 'production',
  options: readonly S[],
  initial: S,
  width: number,
) {
  const { t } = useTranslation(namespace);
  const [value, setValue] = useState<S>(initial);
  return {
    label: t('sort.label'),
    value,
    options,
    labelOf: (s: S) => t(`sort.${s}`),
    onChange: setValue,
    width,
  };
}
