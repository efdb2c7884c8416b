import { Select, SimpleGrid } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBuildingStore,
  IconCreditCard,
  IconProgress,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FilterOptions } from '../data/useFilterOptions';
import {
  invoiceKinds,
  invoiceStatusChoices,
  type InvoiceFilterKey,
  type InvoiceSearch,
} from '../invoiceSearch';

interface InvoiceFiltersProps {
  search: InvoiceSearch;
  options: FilterOptions | undefined;
  onFilter: (key: InvoiceFilterKey, value: string | undefined) => void;
}

/**
 * Status, sale or refund, channel, payment method and cashier; each empty means all. Each has its
 * icon, so a chosen value still says which filter it is.
 */
export function InvoiceFilters({ search, options, onFilter }: InvoiceFiltersProps) {
  const { t } = useTranslation('invoices');
  const named = (rows: ReadonlyArray<{ id: string; name: string }> | undefined) =>
    (rows ?? []).map((r) => ({ value: r.id, label: r.name }));
  const filters: Array<{
    key: InvoiceFilterKey;
    icon: Icon;
    data: Array<{ value: string; label: string }>;
  }> = [
    {
      key: 'status',
      icon: IconProgress,
      data: invoiceStatusChoices.map((s) => ({ value: s, label: t(`status.${s}`) })),
    },
    {
      key: 'kind',
      icon: IconArrowsExchange,
      data: invoiceKinds.map((k) => ({ value: k, label: t(`kind.${k}`) })),
    },
    { key: 'channel_id', icon: IconBuildingStore, data: named(options?.channels) },
    { key: 'payment_method_id', icon: IconCreditCard, data: named(options?.payment_methods) },
    { key: 'cashier_id', icon: IconUser, data: named(options?.cashiers) },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 5 }} spacing="xs" data-testid="invoice-filters">
      {filters.map(({ key, icon: FilterIcon, data }) => {
        const value = search[key] ?? null;
        // A filter from a shared link keeps showing even before (or without) its choices.
        const choices =
          value && !data.some((d) => d.value === value) ? [...data, { value, label: value }] : data;
        return (
          <Select
            key={key}
            aria-label={t(`filters.${key}`)}
            placeholder={t(`filters.${key}`)}
            leftSection={<FilterIcon size={16} aria-hidden />}
            data={choices}
            value={value}
            onChange={(next) => onFilter(key, next ?? undefined)}
            clearable
            searchable={choices.length > 8}
            comboboxProps={{ withinPortal: true }}
            data-testid={`filter-${key}`}
          />
        );
      })}
    </SimpleGrid>
  );
}
