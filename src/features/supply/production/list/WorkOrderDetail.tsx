import {
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '@/shared/useAction';
import type { Materials } from '../data/reads';
import { StatusBadge } from '../shared/StatusBadge';
import { unusualLoss, type LocalWorkOrder } from '../shared/workOrderRows';
import {
  cancelWorkOrder,
  useProductionWriter,
  type ProductionWriter,
} from '../data/workOrderWrites';
import { useWhen } from '../../shared/useWhen';
import { BatchQr } from './BatchQr';
import { ConfirmForm } from './ConfirmForm';

/** One work order: its facts and inputs; confirm or cancel it while planned; its label's QR once made. */
export function WorkOrderDetail({
  order,
  materials,
  placeName,
  mayWrite,
  onClose,
}: {
  order: LocalWorkOrder | null;
  materials: Materials;
  placeName: (id: string) => string;
  mayWrite: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('production');
  return (
    <Drawer
      opened={order !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        order ? (
          <Group gap="xs">
            <Title order={4} component="span">
              {order.number || t('list.newNumber')}
            </Title>
            <StatusBadge status={order.status} />
          </Group>
        ) : null
      }
      closeButtonProps={{ 'aria-label': t('detail.close') }}
      data-testid="work-order-detail"
    >
      {order ? (
        <DetailBody
          key={`${order.id}:${order.status}`}
          order={order}
          materials={materials}
          placeName={placeName}
          mayWrite={mayWrite}
        />
      ) : null}
    </Drawer>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

function DetailBody({
  order,
  materials,
  placeName,
  mayWrite,
}: {
  order: LocalWorkOrder;
  materials: Materials;
  placeName: (id: string) => string;
  mayWrite: boolean;
}) {
  const { t, i18n } = useTranslation('production');
  const lang = i18n.resolvedLanguage ?? 'en';
  const when = useWhen();
  const writer = useProductionWriter();
  const [cancelling, setCancelling] = useState(false);
  const output = materials.name(order.material_id);
  const cancel = useAction((w: ProductionWriter) => cancelWorkOrder(w, order), {
    failed: t('detail.cancelFailed'),
    done: t('detail.cancelled'),
  });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label={t('fields.material')}>
          <bdi data-testid="work-order-detail-material">{output}</bdi>
        </Fact>
        <Fact label={t('fields.kind')}>{t(`kind.${order.kind}`)}</Fact>
        <Fact label={t('fields.planned')}>
          <bdi>{materials.quantity(order.material_id, order.planned_quantity)}</bdi>
        </Fact>
        <Fact label={t('fields.actual')}>
          <bdi data-testid="work-order-detail-actual">
            {materials.quantity(order.material_id, order.actual_quantity)}
          </bdi>
        </Fact>
        <Fact label={t('fields.plannedFor')}>
          <span data-testid="work-order-detail-planned-for">{when.day(order.planned_for)}</span>
        </Fact>
        <Fact label={t('fields.useBy')}>{order.use_by ? when.day(order.use_by) : '—'}</Fact>
        <Fact label={t('fields.batchCode')}>{order.batch_code || '—'}</Fact>
        <Fact label={t('fields.location')}>{placeName(order.location_id)}</Fact>
        <Fact label={t('fields.created')}>{when.at(order.created_at)}</Fact>
        {order.confirmed_at ? (
          <Fact label={t('fields.confirmed')}>{when.at(order.confirmed_at)}</Fact>
        ) : null}
        {order.kind === 'roast' && order.weight_loss_percent !== null ? (
          <Fact label={t('fields.loss')}>
            <Badge color={unusualLoss(order.weight_loss_percent) ? 'red' : 'teal'} variant="light">
              {t('roastery.lossShort', {
                value: order.weight_loss_percent.toLocaleString(lang, { maximumFractionDigits: 1 }),
              })}
            </Badge>
          </Fact>
        ) : null}
      </SimpleGrid>
      {order.note ? (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {order.note}
        </Text>
      ) : null}
      {order.status === 'planned' && mayWrite ? (
        <>
          <Divider label={t('confirm.title')} labelPosition="left" />
          <ConfirmForm order={order} materials={materials} writer={writer} />
          <Divider />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed" style={{ flex: '1 1 12rem' }}>
              {t('detail.cancelHint')}
            </Text>
            {cancelling ? (
              <Group gap="xs">
                <Button variant="default" onClick={() => setCancelling(false)}>
                  {t('detail.keep')}
                </Button>
                <Button
                  color="red"
                  onClick={() => {
                    if (writer) void cancel.run(writer);
                  }}
                  data-testid="work-order-cancel-yes"
                >
                  {t('detail.cancelYes')}
                </Button>
              </Group>
            ) : (
              <Button
                variant="light"
                color="red"
                leftSection={<IconX size={16} />}
                onClick={() => setCancelling(true)}
                data-testid="work-order-cancel"
              >
                {t('detail.cancel')}
              </Button>
            )}
          </Group>
        </>
      ) : (
        <InputsTable order={order} materials={materials} />
      )}
      {order.status === 'confirmed' ? (
        <>
          <Divider label={t('qr.title')} labelPosition="left" />
          {order.number ? (
            <BatchQr
              workOrderId={order.id}
              label={{
                number: order.number,
                material: output,
                quantity: materials.quantity(order.material_id, order.actual_quantity),
                useBy: order.use_by ? t('fields.useByOn', { date: when.day(order.use_by) }) : '',
                batchCode: order.batch_code,
                dir: i18n.dir(lang),
                lang,
              }}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('qr.waiting')}
            </Text>
          )}
        </>
      ) : null}
    </Stack>
  );
}

function InputsTable({ order, materials }: { order: LocalWorkOrder; materials: Materials }) {
  const { t } = useTranslation('production');
  if (!order.inputs.length) return null;
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing={4} data-testid="work-order-inputs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.input')}</Table.Th>
            <Table.Th ta="end">{t('fields.planned')}</Table.Th>
            <Table.Th ta="end">{t('fields.used')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.inputs.map((input) => (
            <Table.Tr key={input.material_id}>
              <Table.Td>
                <bdi>{materials.name(input.material_id)}</bdi>
              </Table.Td>
              <Table.Td ta="end">
                <bdi>{materials.quantity(input.material_id, input.planned)}</bdi>
              </Table.Td>
              <Table.Td ta="end">
                <bdi>{materials.quantity(input.material_id, input.actual)}</bdi>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
