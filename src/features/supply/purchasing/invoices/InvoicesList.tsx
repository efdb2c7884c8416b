import { Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { supplierInvoiceStatuses } from '@contract/purchasing';
import { useActiveMoney } from '@/shared/location/useMoney';
import { useFormats } from '../shared/formats';
import type { Purchasing } from '../data/lookups';
import type { LocalInvoice } from '../data/purchasingData';
import { InvoiceStatusBadge } from '../shared/StatusBadge';
import { SupplierFilter } from '../shared/SupplierFilter';
import { TableCard } from '../shared/TableCard';
import { useSearchPatch } from '../shared/useSearchPatch';
import type { OrderSearch } from '../orders/orderSearch';

/** The location's supplier invoices; "Record invoice" on an order adds one. */
export function InvoicesList({
  invoices,
  search,
  purchasing,
}: {
  invoices: LocalInvoice[] | undefined;
  search: OrderSearch;
  purchasing: Purchasing;
}) {
  const { t } = useTranslation('purchasing');
  const patch = useSearchPatch<OrderSearch>();
  const money = useActiveMoney();
  const f = useFormats();
  const shown = (invoices ?? []).filter(
    (i) =>
      (!search.ist || i.status === search.ist) &&
      (!search.supplier || i.supplier_id === search.supplier),
  );
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Select
          aria-label={t('columns.status')}
          placeholder={t('orders.allStatuses')}
          data={supplierInvoiceStatuses.map((s) => ({ value: s, label: t(`invoiceStatus.${s}`) }))}
          value={search.ist ?? null}
          onChange={(ist) => patch({ ist: (ist as OrderSearch['ist']) ?? undefined })}
          clearable
          w={{ base: '100%', xs: 190 }}
          data-testid="invoices-status-filter"
        />
        <SupplierFilter
          purchasing={purchasing}
          value={search.supplier}
          onChange={(supplier) => patch({ supplier })}
        />
      </Group>
      <TableCard
        empty={shown.length === 0}
        emptyIcon={IconFileInvoice}
        emptyText={t('invoices.none')}
      >
        <Table highlightOnHover verticalSpacing="sm" data-testid="invoices-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.invoiceNumber')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('columns.orderRef')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('columns.invoiceDate')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th ta="end">{t('columns.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((i) => (
              <Table.Tr
                key={i.id}
                onClick={() => patch({ invoice: i.id }, true)}
                style={{ cursor: 'pointer' }}
                data-testid="invoice-row"
              >
                <Table.Td>
                  <Text fw={600} size="sm">
                    {i.invoice_number || i.number || '—'}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {purchasing.supplierName(i.supplier_id)}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{i.supplier_order_ref || '—'}</Table.Td>
                <Table.Td visibleFrom="sm">{f.date(i.invoice_date)}</Table.Td>
                <Table.Td>
                  <InvoiceStatusBadge status={i.status} />
                </Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {money.format(i.total)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableCard>
    </Stack>
  );
}
