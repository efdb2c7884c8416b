import { Group, Pagination, Select, Text } from '@mantine/core';
import type { Pagination as Paging } from '@contract/common';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/lib/formats';
import { invoicePageSizes } from '../invoiceSearch';

interface InvoicePagerProps {
  /** The server's pagination of the page shown. */
  pagination: Paging;
  /** Invoices on this page. */
  shown: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Which invoices are shown out of how many, the page size, and the pages (the server's paging). */
export function InvoicePager({ pagination, shown, onPage, onPageSize }: InvoicePagerProps) {
  const { t, i18n } = useTranslation('entity');
  const count = numberFormat(i18n.resolvedLanguage ?? 'en');
  const from = shown === 0 ? 0 : (pagination.page - 1) * pagination.limit + 1;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="invoice-pager">
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" data-testid="invoice-range">
          {t('list.range', {
            from: count.format(from),
            to: count.format(from === 0 ? 0 : from + shown - 1),
            count: count.format(pagination.total),
          })}
        </Text>
        <Select
          aria-label={t('list.pageSize')}
          data={invoicePageSizes.map((n) => ({
            value: String(n),
            label: t('list.perPage', { count: n }),
          }))}
          value={String(pagination.limit)}
          onChange={(v) => v && onPageSize(Number(v))}
          allowDeselect={false}
          size="xs"
          w={130}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {pagination.totalPages > 1 ? (
        <Pagination
          total={pagination.totalPages}
          value={pagination.page}
          onChange={onPage}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': t(`list.page_${control}`) })}
          data-testid="invoice-pages"
        />
      ) : null}
    </Group>
  );
}
