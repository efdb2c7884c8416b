import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { IconTrashX, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/location/useMoney';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { FigureCards } from '../../stock/shared/FigureCards';
import { useMaterials } from '../../stock/data/materials';
import { useCountRows, useRecentMovements, useStockRead } from '../../stock/data/reads';
import { ReadState } from '@/components/reports/ReadState';
import { useStockPlace } from '../../stock/shared/useStockPlace';
import { BelowMinimumCard } from './BelowMinimumCard';
import { CountsCard } from './CountsCard';
import { countSummary } from './countSummary';
import { RecentMovementsCard } from './RecentMovementsCard';

/**
 * `/dashboard/inventory`: the state of the active location's stock at a glance. Counts come from
 * the device (they work offline); stock figures from the server with their "as of" time, and only
 * for users who may see costs: a blind counter sees the counts and nothing else.
 */
export function InventoryDashboard() {
  const { t } = useTranslation('stock');
  const place = useStockPlace();
  const counts = useCountRows();
  const summary = place.locationId ? countSummary(counts ?? [], place.locationId) : null;
  const actions = place.write ? (
    <>
      <Button
        component={Link}
        to="/dashboard/inventory/inventory"
        leftSection={<IconTruckDelivery size={18} />}
        data-testid="dashboard-receive"
      >
        {t('receive.title')}
      </Button>
      <Button
        component={Link}
        to="/dashboard/inventory/wastage"
        variant="default"
        leftSection={<IconTrashX size={18} />}
      >
        {t('wastage.record')}
      </Button>
    </>
  ) : null;
  if (!place.locationId || !summary) {
    return (
      <>
        <PageHeader title={t('dashboard.title')} />
        <Alert color="orange" variant="light">
          {t('noLocation')}
        </Alert>
      </>
    );
  }
  return (
    <>
      {place.costs ? (
        <WithFigures locationId={place.locationId} summary={summary} actions={actions} />
      ) : (
        <>
          <PageHeader
            title={t('dashboard.title')}
            description={t('dashboard.description')}
            actions={actions}
          />
          <CountsCard summary={summary} costs={false} money={null} />
        </>
      )}
    </>
  );
}

function WithFigures({
  locationId,
  summary,
  actions,
}: {
  locationId: string;
  summary: ReturnType<typeof countSummary>;
  actions: React.ReactNode;
}) {
  const { t } = useTranslation('stock');
  const money = useMoney(locationId);
  const materials = useMaterials();
  const stock = useStockRead({ loc: locationId });
  const recent = useRecentMovements(locationId);
  const variance = summary.lastApproved?.adjustment_value;
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.description')}
        actions={
          <>
            <AsOf asOf={stock.asOf} stale={stock.stale} refreshing={stock.refreshing} />
            {actions}
          </>
        }
      />
      <Stack gap="md">
        <ReadState read={stock} height={96}>
          {(reply) => {
            const below = reply.items.filter((i) => i.below_minimum).length;
            const negative = reply.items.filter((i) => i.negative).length;
            return (
              <FigureCards
                figures={[
                  {
                    key: 'stock-value',
                    label: t('dashboard.stockValue'),
                    value: reply.total === undefined ? '—' : money.format(reply.total),
                    note: t('dashboard.materials', { count: reply.items.length }),
                  },
                  {
                    key: 'below',
                    label: t('dashboard.belowMinimum'),
                    value: below,
                    color: below > 0 ? 'orange' : undefined,
                  },
                  {
                    key: 'negative',
                    label: t('dashboard.negative'),
                    value: negative,
                    color: negative > 0 ? 'red' : undefined,
                  },
                  {
                    key: 'variance',
                    label: t('dashboard.lastVariance'),
                    value:
                      variance === undefined || variance === null ? '—' : money.format(variance),
                    note: summary.lastApproved?.name,
                    color: variance && variance < 0 ? 'red' : undefined,
                  },
                ]}
              />
            );
          }}
        </ReadState>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <CountsCard summary={summary} costs money={money} />
          <BelowMinimumCard read={stock} materials={materials} />
        </SimpleGrid>
        <RecentMovementsCard read={recent} materials={materials} money={money} />
      </Stack>
    </>
  );
}
