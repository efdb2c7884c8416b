import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MovementReply } from '@contract/stock';
import type { ServerRead } from '@/components/reports/useServerRead';
import type { MoneyFormat } from '@/lib/money';
import type { Materials } from '../../stock/data/materials';
import { MovementTable } from '../../stock/shared/MovementTable';
import { ReadState } from '@/components/reports/ReadState';

/** The last ten movements at the location. */
export function RecentMovementsCard({
  read,
  materials,
  money,
}: {
  read: ServerRead<MovementReply>;
  materials: Materials;
  money: MoneyFormat;
}) {
  const { t } = useTranslation('stock');
  return (
    <Card withBorder radius="md" padding="md" data-testid="dashboard-recent">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconArrowsExchange size={20} aria-hidden />
            <Title order={3} size="h4">
              {t('dashboard.recent')}
            </Title>
          </Group>
          <Anchor component={Link} to="/dashboard/inventory/movement" size="sm">
            {t('dashboard.seeAll')}
          </Anchor>
        </Group>
        <ReadState read={read} height={200}>
          {(reply) => <MovementTable rows={reply.data} materials={materials} money={money} />}
        </ReadState>
      </Stack>
    </Card>
  );
}
