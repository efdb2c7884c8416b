import { Group, Progress, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch, IconTruck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { openOrderStatuses, supplierOrderStatuses } from '@contract/purchasing';
import { Pager } from '@/components/list/Pager';
import { useActiveMoney } from '@/shared/location/useMoney';
import type { Purchasing } from '../data/lookups';
import { invoicedShare, receivedShare } from '../shared/orderMath';
import { usePendingOrders, type LocalOrder } from '../data/purchasingData';
import { OrderStatusBadge } from '../shared/StatusBadge';
import { useFormats } from '../shared/formats';
import { SupplierFilter } from '../shared/SupplierFilter';
import { TableCard } from '../shared/TableCard';
import { useSearchPatch } from '../shared/useSearchPatch';
import type { OrderSearch } from './orderSearch';

const PAGE_SIZE = 25;

/** The orders of the location, filtered and paged on the device. */
export function OrdersList({
  orders,
  search,
  purchasing,
}: {
  orders: LocalOrder[] | undefined;
  search: OrderSearch;
  purchasing: Purchasing;
}) {
  const { t } = useTranslation('purchasing');
  const patch = useSearchPatch<OrderSearch>();
  const money = useActiveMoney();
  const f = useFormats();
  const pending = usePendingOrders();
  const matching = useMemo(() => {
    const q = search.q?.trim().toLowerCase() ?? '';
    return (orders ?? []).filter(
      (o) =>
        (!search.st ||
          (search.st === 'open'
            ? (openOrderStatuses as readonly string[]).includes(o.status)
            : o.status === search.st)) &&
        (!search.supplier || o.supplier_id === search.supplier) &&
        (!q ||
          o.number.toLowerCase().includes(q) ||
          purchasing.supplierName(o.supplier_id).toLowerCase().includes(q)),
    );
  }, [orders, search.st, search.supplier, search.q, purchasing]);
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const page = Math.min(search.page ?? 1, pages);
  const shown = matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('orders.search')}
          aria-label={t('orders.search')}
          value={search.q ?? ''}
          onChange={(e) => patch({ q: e.currentTarget.value || undefined })}
          style={{ flex: '1 1 14rem' }}
          data-testid="orders-search"
        />
        <Select
          aria-label={t('columns.status')}
          placeholder={t('orders.allStatuses')}
          data={[
            { value: 'open', label: t('orders.open') },
            ...supplierOrderStatuses.map((s) => ({ value: s, label: t(`orderStatus.${s}`) })),
          ]}
          value={search.st ?? null}
          onChange={(st) => patch({ st: (st as OrderSearch['st']) ?? undefined })}
          clearable
          w={{ base: '100%', xs: 190 }}
          data-testid="orders-status-filter"
        />
        <SupplierFilter
          purchasing={purchasing}
          value={search.supplier}
          onChange={(supplier) => patch({ supplier })}
          data-testid="orders-supplier-filter"
        />
      </Group>
      <TableCard
        empty={shown.length === 0}
        emptyIcon={IconTruck}
        emptyText={orders?.length ? t('orders.noMatch') : t('orders.none')}
      >
        <Table highlightOnHover verticalSpacing="sm" data-testid="orders-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.order')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('columns.expected')}</Table.Th>
              <Table.Th ta="end">{t('columns.total')}</Table.Th>
              <Table.Th visibleFrom="md" w={150}>
                {t('columns.received')}
              </Table.Th>
              <Table.Th visibleFrom="md" w={150}>
                {t('columns.invoiced')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((o) => (
              <Table.Tr
                key={o.id}
                onClick={() => patch({ id: o.id }, true)}
                style={{ cursor: 'pointer' }}
                data-testid="order-row"
              >
                <Table.Td>
                  <Text fw={600} size="sm">
                    {o.number || t('orders.notNumbered')}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {purchasing.supplierName(o.supplier_id)}
                    {pending.has(o.id) ? ` · ${t('orders.waitingToSync')}` : ''}
                  </Text>
                  {o.status === 'declined' && o.decline_reason ? (
                    <Text
                      size="xs"
                      c="red"
                      lineClamp={2}
                      title={t('orders.declinedBecause')}
                      data-testid="order-decline-reason"
                    >
                      {o.decline_reason}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <OrderStatusBadge status={o.status} />
                </Table.Td>
                <Table.Td visibleFrom="sm">{f.date(o.expected_on)}</Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {money.format(o.total)}
                </Table.Td>
                <Table.Td visibleFrom="md">
                  <Share value={receivedShare(o)} color="teal" label={t('columns.received')} />
                </Table.Td>
                <Table.Td visibleFrom="md">
                  <Share value={invoicedShare(o)} color="blue" label={t('columns.invoiced')} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableCard>
      <Pager
        page={page}
        limit={PAGE_SIZE}
        total={matching.length}
        onPage={(next) => patch({ page: next })}
        hideWhenEmpty
      />
    </Stack>
  );
}

/** A share as a bar named after its column (a screen reader says "Received, 40%") and in figures. */
function Share({ value, color, label }: { value: number; color: string; label: string }) {
  const { i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'percent' }).format(value);
  return (
    <Group gap={8} wrap="nowrap">
      <Progress.Root size="sm" style={{ flex: 1 }}>
        <Progress.Section value={value * 100} color={color} aria-label={label} />
      </Progress.Root>
      <Text size="xs" c="dimmed" w={36} ta="end">
        {percent}
      </Text>
    </Group>
  );
}
