import { Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Fragment, memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SummaryMetrics } from './data/dashboardReads';
import { ChangeBadge } from '@/components/reports/ChangeBadge';
import { useKpiFormat } from './KpiCards';
import { changeOf } from '@/components/reports/change';
import { salesBridge } from './kpis';
import type { DashboardMoney } from './useDashboardMoney';

interface SalesBridgeCardProps {
  metrics: SummaryMetrics | undefined;
  money: DashboardMoney;
  /** No figures could be read and none are saved: dashes, not placeholders that never end. */
  failed: boolean;
}

/**
 * How the sales add up, line by line (gross, less discounts, complimentary and refunds, net sales,
 * tax and its VAT, total sales, tips), each with its change against the comparison.
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
      <Stack gap={8}>
        {salesBridge.map(({ kpi, role }) => {
          const strong = role === 'subtotal';
          return (
            <Fragment key={kpi.key}>
              {strong ? <Divider /> : null}
              <Group
                gap="xs"
                wrap="nowrap"
                justify="space-between"
                ps={role === 'part' ? 'md' : 0}
                data-testid={`bridge-${kpi.key}`}
              >
                <Text size="sm" fw={strong ? 600 : 400} c={role === 'part' ? 'dimmed' : undefined}>
                  {t(`bridge.rows.${kpi.key}`)}
                </Text>
                {metrics ? (
                  <Group gap={8} wrap="nowrap" style={{ flexShrink: 0 }}>
                    <Text
                      size="sm"
                      fw={strong ? 700 : 500}
                      style={{ fontVariantNumeric: 'tabular-nums' }}
                      data-testid={`bridge-${kpi.key}-value`}
                    >
                      {format(kpi, metrics[kpi.key])}
                    </Text>
                    <ChangeBadge
                      change={changeOf(
                        metrics[kpi.key],
                        metrics.compare[kpi.key],
                        kpi.higherIsBetter,
                      )}
                      data-testid={`bridge-${kpi.key}-change`}
                    />
                  </Group>
                ) : failed ? (
                  <Text size="sm" c="dimmed">
                    –
                  </Text>
                ) : (
                  <Skeleton h={16} w={90} />
                )}
              </Group>
            </Fragment>
          );
        })}
      </Stack>
    </Card>
  );
});
