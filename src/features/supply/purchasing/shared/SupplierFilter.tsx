import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Purchasing } from '../data/lookups';

/** Narrows a purchasing list to one supplier; cleared, it shows them all. */
export function SupplierFilter({
  purchasing,
  value,
  onChange,
  ...rest
}: {
  purchasing: Purchasing;
  value: string | undefined;
  onChange: (supplierId: string | undefined) => void;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('purchasing');
  return (
    <Select
      aria-label={t('columns.supplier')}
      placeholder={t('orders.allSuppliers')}
      data={(purchasing.suppliers ?? []).map((s) => ({ value: s.id, label: s.name }))}
      value={value ?? null}
      onChange={(supplier) => onChange(supplier ?? undefined)}
      searchable
      clearable
      w={{ base: '100%', xs: 220 }}
      data-testid={rest['data-testid']}
    />
  );
}
