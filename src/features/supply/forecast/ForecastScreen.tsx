import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ForecastLocationSelect } from '@/components/forecast/ForecastLocationSelect';
import { useForecastBacktest } from '@/components/forecast/useForecastBacktest';
import { BacktestFigures } from '@/components/forecast/BacktestFigures';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { ReadState } from '@/components/reports/ReadState';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useActiveMoney } from '@/shared/location/useMoney';
import { useForecastProducts } from './data/useForecast';
import { ForecastGrid } from './ForecastGrid';

/**
 * `/dashboard/supplier/forecast`: what each product will sell at the location for the next weeks,
 * each of the first week's figures saying why, and how good the forecast was on the location's own
 * past, so a manager can judge it before ordering by it (issue 27). Both read from the last time
 * offline, with their "as of".
 */
export function ForecastScreen() {
  const { t } = useTranslation('forecast');
  const { locationId } = useActiveLocation();
  const money = useActiveMoney();
  const products = useForecastProducts(locationId);
  const backtest = useForecastBacktest(locationId);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Stack gap="md">
        <Card withBorder radius="md">
          <ForecastLocationSelect testId="forecast-location" />
        </Card>
        <ReadState read={products} height={320}>
          {(reply) => (
            <Card withBorder radius="md" padding={0}>
              <Group justify="space-between" px="md" pt="md" wrap="wrap">
                <Title order={2} size="h4">
                  {t('grid.title')}
                </Title>
                <AsOf
                  asOf={products.asOf}
                  stale={products.stale}
                  refreshing={products.refreshing}
                />
              </Group>
              {reply.products.length === 0 ? (
                <Text c="dimmed" p="md" data-testid="forecast-empty">
                  {t('grid.empty')}
                </Text>
              ) : (
                <ForecastGrid reply={reply} />
              )}
            </Card>
          )}
        </ReadState>
        <ReadState read={backtest} height={240}>
          {(reply) => (
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap">
                <Title order={2} size="h4">
                  {t('backtest.title')}
                </Title>
                <AsOf
                  asOf={backtest.asOf}
                  stale={backtest.stale}
                  refreshing={backtest.refreshing}
                />
              </Group>
              <BacktestFigures reply={reply} money={money} />
            </Stack>
          )}
        </ReadState>
      </Stack>
    </>
  );
}
