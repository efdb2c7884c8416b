import { Card, SimpleGrid, Skeleton } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/lib/formats';
import type { SummaryMetrics } from './data/dashboardReads';
import classes from './dashboard.module.css';
import { ChangeBadge } from '@/components/reports/ChangeBadge';
import { headlineKpis, kpiChange, type Kpi } from './kpis';
import type { DashboardMoney } from './useDashboardMoney';

/** A figure as the dashboard writes it: money in the currency, counts as whole numbers. */
export function useKpiFormat(money: DashboardMoney) {
  return (kpi: Kpi, value: number) =>
    kpi.unit === 'money' ? money.format(value) : numberFormat(money.lang).format(value);
}

interface KpiCardsProps {
  metrics: SummaryMetrics | undefined;
  money: DashboardMoney;
  /** No figures could be read and none are saved: a dash, not a placeholder that never ends. */
  failed: boolean;
}

/**
 * The four figures a manager reads first, each with its change against the comparison: plain
 * elements with the dashboard's classes inside Mantine's card, since they draw in the first commit.
 */
export const KpiCards = memo(function KpiCards({ metrics, money, failed }: KpiCardsProps) {
  const { t } = useTranslation('dashboard');
  const format = useKpiFormat(money);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {headlineKpis.map((kpi) => (
        <Card
          key={kpi.key}
          withBorder
          radius="md"
          padding="md"
          className={classes.kpi}
          data-testid={`kpi-${kpi.key}`}
        >
          <div className={classes.kpiBody}>
            <p className={classes.kpiLabel}>{t(`kpis.${kpi.key}`)}</p>
            {metrics ? (
              <>
                <p className={classes.kpiValue} data-testid={`kpi-${kpi.key}-value`}>
                  {format(kpi, metrics[kpi.key])}
                </p>
                <div className={classes.kpiChange}>
                  <ChangeBadge
                    change={kpiChange(kpi, metrics)}
                    data-testid={`kpi-${kpi.key}-change`}
                  />
                  <p className={classes.kpiBefore}>
                    {t('kpis.before', { value: format(kpi, metrics.compare[kpi.key]) })}
                  </p>
                </div>
              </>
            ) : failed ? (
              <p className={classes.kpiValue} data-none data-testid={`kpi-${kpi.key}-none`}>
                –
              </p>
            ) : (
              <>
                <Skeleton h={28} w="80%" />
                <Skeleton h={18} w="50%" />
              </>
            )}
          </div>
        </Card>
      ))}
    </SimpleGrid>
  );
});
