import { Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment, memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadBody } from '@/components/reports/useServerRead';
import { relativeTime } from '@/shared/relativeTime';
import { useNow } from '@/shared/useNow';
import { numberFormat } from '@/lib/formats';
import type { OpenOrders } from './data/dashboardReads';
import { InvoiceLine, statusColor } from './LatestTransactionsCard';
import { ReadState } from '@/components/reports/ReadState';
import type { DashboardMoney } from './useDashboardMoney';
import type { LocationLookup } from './data/useLocationLookup';

/** Orders listed under the totals: the ones waiting longest. */
const SHOWN_ORDERS = 4;

interface OrderFulfilmentCardProps {
  read: ReadBody<OpenOrders>;
  money: DashboardMoney;
  places: LocationLookup;
  withPlace: boolean;
}

/** Orders not yet completed (pending, being prepared, ready), what they add up to, oldest first. */
export const OrderFulfilmentCard = memo(function OrderFulfilmentCard({
  read,
  money,
  places,
  withPlace,
}: OrderFulfilmentCardProps) {
  const { t } = useTranslation('dashboard');
  const now = useNow(30_000);
  return (
    <Card withBorder radius="md" padding="md" h="100%" data-testid="order-fulfilment">
      <Title order={3} size="h4" mb="sm">
        {t('orders.title')}
      </Title>
      <ReadState read={read} height={200}>
        {(reply) => (
          <Stack gap="sm">
            <Group gap="xl" wrap="wrap" align="flex-end">
              <Stack gap={0}>
                <Text fz={28} fw={700} lh={1.1} data-testid="open-orders-count">
                  {numberFormat(money.lang).format(reply.count)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('orders.count')}
                </Text>
              </Stack>
              <Stack gap={0}>
                <Text
                  fz={22}
                  fw={700}
                  lh={1.1}
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                  data-testid="open-orders-total"
                >
                  {money.format(reply.total)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('orders.total')}
                </Text>
              </Stack>
            </Group>
            <Group gap={6} wrap="wrap">
              {(['pending', 'preparing', 'ready'] as const).map((status) => (
                <Badge
                  key={status}
                  variant="light"
                  color={statusColor[status]}
                  radius="sm"
                  tt="none"
                  data-testid={`open-orders-${status}`}
                >
                  {t('orders.byStatus', {
                    status: t(`invoices.status.${status}`),
                    value: numberFormat(money.lang).format(reply.by_status[status]),
                  })}
                </Badge>
              ))}
            </Group>
            {reply.data.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('orders.none')}
              </Text>
            ) : (
              <Stack gap={8}>
                <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                  {t('orders.oldest')}
                </Text>
                {reply.data.slice(0, SHOWN_ORDERS).map((order, i) => (
                  <Fragment key={order.id}>
                    {i > 0 ? <Divider /> : null}
                    <InvoiceLine
                      invoice={order}
                      money={money}
                      places={places}
                      withPlace={withPlace}
                      when={relativeTime(order.created_at, now, money.lang)}
                    />
                  </Fragment>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </ReadState>
    </Card>
  );
});
