import { Alert, Badge, Button, Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconFileInvoice, IconPackageImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import { useGrant } from '@/shared/access';
import { useActiveMoney } from '@/shared/location/useMoney';
import { PageHeader } from '@/components/PageHeader';
import { useAction } from '@/shared/useAction';
import { BackButton } from '../shared/BackButton';
import { Fact } from '../shared/Fact';
import { useFormats } from '../shared/formats';
import type { Purchasing } from '../data/lookups';
import { actionsFor, type OrderAction } from '../shared/orderMath';
import {
  changeOrder,
  useDocumentWriter,
  useSupplierOrder,
  type LocalOrder,
  type PurchasingWriter,
} from '../data/purchasingData';
import { OrderStatusBadge } from '../shared/StatusBadge';
import { useSearchPatch } from '../shared/useSearchPatch';
import { InvoiceForm } from '../invoices/InvoiceForm';
import { DeclineDialog } from './DeclineDialog';
import type { OrderSearch } from './orderSearch';
import { ReceiveForm } from './ReceiveForm';

const actionColor: Partial<Record<OrderAction, string>> = { decline: 'red', cancel: 'red' };

/** One supplier order: its lines, what arrived, and what may be done with it now. */
export function OrderDetail({
  orderId,
  search,
  purchasing,
}: {
  orderId: string;
  search: OrderSearch;
  purchasing: Purchasing;
}) {
  const { t } = useTranslation('purchasing');
  const order = useSupplierOrder(orderId);
  const writer = useDocumentWriter();
  const grant = useGrant();
  const patch = useSearchPatch<OrderSearch>();
  const money = useActiveMoney();
  const f = useFormats();
  const [declining, setDeclining] = useState(false);
  const change = useAction(
    async (
      w: PurchasingWriter,
      row: LocalOrder,
      action: Exclude<OrderAction, 'receive'>,
      reason?: string,
    ) => {
      await changeOrder(w, row, action, reason);
      return { action, number: row.number };
    },
    {
      failed: t('actions.failed'),
      done: ({ action, number }) => t(`actions.done.${action}`, { number: number || '' }),
    },
  );
  const back = (
    <BackButton
      label={t('orders.back')}
      onClick={() => patch({ id: undefined, receive: undefined, bill: undefined })}
      data-testid="back-to-orders"
    />
  );
  if (order === undefined) return null;
  if (order === null) {
    return (
      <>
        <PageHeader title={t('orders.title')} above={back} />
        <Alert color="orange" variant="light">
          {t('orders.notHere')}
        </Alert>
      </>
    );
  }
  if (search.receive) return <ReceiveForm order={order} purchasing={purchasing} />;

  const writes = grant !== null && can(grant, 'suppliers.write');
  const receives = writes || (grant !== null && can(grant, 'inventory.write'));
  const allowed = actionsFor(order.status).filter((a) => (a === 'receive' ? receives : writes));
  const run = async (action: Exclude<OrderAction, 'receive'>, reason?: string) => {
    if (writer) await change.run(writer, order, action, reason);
  };
  const title = order.number || t('orders.notNumbered');

  return (
    <>
      <PageHeader
        above={back}
        title={t('orders.detailTitle', { number: title })}
        description={purchasing.supplierName(order.supplier_id)}
        actions={
          <>
            {allowed.map((action) =>
              action === 'receive' ? (
                <Button
                  key={action}
                  size="md"
                  leftSection={<IconPackageImport size={20} />}
                  onClick={() => patch({ receive: '1' }, true)}
                  data-testid="order-receive"
                >
                  {t('actions.receive')}
                </Button>
              ) : (
                <Button
                  key={action}
                  size="md"
                  variant={action === 'send' || action === 'accept' ? 'filled' : 'default'}
                  color={actionColor[action]}
                  onClick={() => (action === 'decline' ? setDeclining(true) : void run(action))}
                  data-testid={`order-${action}`}
                >
                  {t(`actions.${action}`)}
                </Button>
              ),
            )}
            {writes && order.status !== 'draft' && order.status !== 'cancelled' ? (
              <Button
                size="md"
                variant="default"
                leftSection={<IconFileInvoice size={20} />}
                onClick={() => patch({ bill: '1' }, true)}
                data-testid="order-bill"
              >
                {t('invoices.record')}
              </Button>
            ) : null}
          </>
        }
      />
      <Stack gap="md">
        <Card withBorder radius="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <Fact label={t('columns.status')}>
              <OrderStatusBadge status={order.status} />
            </Fact>
            <Fact label={t('columns.expected')}>{f.date(order.expected_on)}</Fact>
            <Fact label={t('columns.total')}>{money.format(order.total)}</Fact>
            <Fact label={t('columns.receivedValue')}>{money.format(order.received_value)}</Fact>
          </SimpleGrid>
          {order.status === 'declined' && order.decline_reason ? (
            <Alert color="red" variant="light" mt="md" title={t('orders.declinedBecause')}>
              {order.decline_reason}
            </Alert>
          ) : null}
          {order.note ? (
            <Text size="sm" mt="md" c="dimmed">
              {order.note}
            </Text>
          ) : null}
        </Card>
        <Card withBorder radius="md" padding={0}>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" data-testid="order-lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.material')}</Table.Th>
                  <Table.Th>{t('columns.pack')}</Table.Th>
                  <Table.Th ta="end">{t('columns.ordered')}</Table.Th>
                  <Table.Th ta="end">{t('columns.received')}</Table.Th>
                  <Table.Th ta="end">{t('columns.damaged')}</Table.Th>
                  <Table.Th ta="end">{t('columns.lineTotal')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.lines.map((l) => {
                  const unit = purchasing.unitOf(l.material_id);
                  return (
                    <Table.Tr key={l.id}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {purchasing.materialName(l.material_id)}
                        </Text>
                        {l.substitutes.map((s) => (
                          <Text key={s.receipt_id} size="xs" c="orange">
                            {t('receive.substitutedBy', {
                              name: purchasing.materialName(s.material_id),
                              quantity: f.quantity(s.quantity),
                            })}
                          </Text>
                        ))}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{t('lines.packs', { packs: f.quantity(l.packs) })}</Text>
                        <Text size="xs" c="dimmed">
                          {[l.item_code, l.pack_name].filter(Boolean).join(' · ')}
                        </Text>
                        {l.basis ? (
                          <Badge
                            size="xs"
                            variant="light"
                            color={l.basis === 'forecast' ? 'grape' : 'gray'}
                            data-testid="order-line-basis"
                            data-basis={l.basis}
                          >
                            {t(`forecast.lineFrom.${l.basis}`)}
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="end">{`${f.quantity(l.quantity)} ${unit}`}</Table.Td>
                      <Table.Td ta="end">{`${f.quantity(l.received)} ${unit}`}</Table.Td>
                      <Table.Td ta="end" c={l.damaged > 0 ? 'red' : undefined}>
                        {l.damaged > 0 ? `${f.quantity(l.damaged)} ${unit}` : '—'}
                      </Table.Td>
                      <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                        {money.format(l.packs * l.price)}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      </Stack>
      <DeclineDialog
        opened={declining}
        onClose={() => setDeclining(false)}
        onDecline={(reason) => {
          setDeclining(false);
          void run('decline', reason);
        }}
      />
      {search.bill ? (
        <InvoiceForm
          order={order}
          onClose={() => patch({ bill: undefined })}
          purchasing={purchasing}
        />
      ) : null}
    </>
  );
}
