import { Card, Divider, Skeleton, Text, Title } from '@mantine/core';
import { Fragment, memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SummaryMetrics } from './data/dashboardReads';
import { ChangeBadge } from '@/components/reports/ChangeBadge';
import { useKpiFormat } from './KpiCards';
import { kpiChange, salesBridge } from './kpis';
import classes from './dashboard.module.css';
import type { DashboardMoney } from './useDashboardMoney';

interface SalesBridgeCardProps {
  metrics: SummaryMetrics | undefined;
  money: DashboardMoney;
  /** No figures could be read and none are saved: dashes, not placeholders that never end. */
  failed: boolean;
}

/**
 * How the sales add up, line by line (gross, less discounts, complimentary and refunds, net sales,
 * tax and its VAT, total sales, tips), each with its change against the comparison. The lines are
 * plain elements with the dashboard's classes (a line's `data-role` sets its weight and indent):
 * as Mantine's Stack, Group and Text they were some eighty components of the dashboard's start.
 */
export const SalesBridgeCard = memo(function SalesBridgeCard({
  metrics,
  money,
  failed,
}: SalesBridgeCardProps) {
  const { t } = useTranslation('dashboard');
  const format = useKpiFormat(money);
  return (
    <Card withBorder radius="md" padding="md" h="100%" data-testid="sales-bridge">
      <Title order={3} size="h4" mb="sm">
        {t('bridge.title')}
      </Title>
      <div className={classes.bridgeLines}>
        {salesBridge.map(({ kpi, role }) => (
          <Fragment key={kpi.key}>
            {role === 'subtotal' ? <Divider /> : null}
            <div className={classes.bridgeLine} data-role={role} data-testid={`bridge-${kpi.key}`}>
              <p className={classes.bridgeLabel}>{t(`bridge.rows.${kpi.key}`)}</p>
              {metrics ? (
                <div className={classes.bridgeFigure}>
                  <p className={classes.bridgeValue} data-testid={`bridge-${kpi.key}-value`}>
                    {format(kpi, metrics[kpi.key])}
                  </p>
                  <ChangeBadge
                    change={kpiChange(kpi, metrics)}
                    data-testid={`bridge-${kpi.key}-change`}
                  />
                </div>
              ) : failed ? (
                <Text size="sm" c="dimmed">
                  –
                </Text>
              ) : (
                <Skeleton h={16} w={90} />
              )}
            </div>
          </Fragment>
        ))}
      </div>
    </Card>
  );
});
