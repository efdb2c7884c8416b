import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ForecastLocationSelect } from '@/components/forecast/ForecastLocationSelect';
import { useForecastBacktest } from '@/components/forecast/useForecastBacktest';
import { BacktestFigures, backtestFormats } from '@/components/forecast/BacktestFigures';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { ReadState } from '@/components/reports/ReadState';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useActiveMoney } from '@/shared/location/useMoney';
import { ExportMenu } from '../export/ExportMenu';
import { accuracyDocument } from './forecastAccuracy';

/**
 * `/dashboard/reporting/forecast-accuracy`: how good the sales forecast was on the location's last
 * weeks, and what ordering by it would have done against ordering to par, with the figures of the
 * forecast screen, to .xlsx and PDF. Not the period frame of the other reports: the backtest's
 * weeks are fixed, each forecast from the data before it, and it is of one location.
 */
export function ForecastAccuracyScreen() {
  const { t, i18n } = useTranslation(['reporting', 'forecast']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const { locationId, location } = useActiveLocation();
  const money = useActiveMoney();
  const read = useForecastBacktest(locationId);
  const reply = read.data;
  const f = backtestFormats(lang);
  const range = reply ? `${f.date(reply.from)} – ${f.date(reply.to)}` : '';
  const load = reply
    ? () =>
        Promise.resolve(
          accuracyDocument(reply, i18n.getFixedT(lang, 'forecast'), {
            title: t('reports.forecast-accuracy.title'),
            range,
            location: location ? locationName(location, lang) : '',
            lang,
            currency: money.currency,
          }),
        )
    : null;
  return (
    <Stack gap="md" data-testid="report-forecast-accuracy">
      <PageHeader
        title={t('reports.forecast-accuracy.title')}
        description={t('reports.forecast-accuracy.description')}
        actions={<ExportMenu fileBase="forecast-accuracy-report" load={load} />}
      />
      <Card withBorder radius="md" padding="sm">
        <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
          <ForecastLocationSelect testId="report-location" />
          <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
        </Group>
        {range ? (
          <Text size="sm" c="dimmed" mt="xs" data-testid="report-dates">
            {range}
          </Text>
        ) : null}
      </Card>
      <ReadState read={read} height={320}>
        {(data) => <BacktestFigures reply={data} money={money} />}
      </ReadState>
    </Stack>
  );
}
