import { Alert, Box, Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AsOf } from '@/components/reports/AsOf';
import type { PeriodPreset } from '@/components/reports/periodPresets';
import type { ServerRead } from '@/components/reports/useServerRead';
import type { SummaryMetrics } from './data/dashboardReads';
import { comparisonOf, type Comparison } from './comparison';
import { datesText, dayText } from './periodText';
import { ReadState } from '@/components/reports/ReadState';
import { clockTime } from './timeLabels';
import type { DashboardMoney } from './useDashboardMoney';

/** The comparison in words, its times and dates in the language's way. */
function useComparisonText(comparison: Comparison | null, lang: string): string | null {
  const { t } = useTranslation('dashboard');
  if (!comparison) return null;
  switch (comparison.key) {
    case 'yesterdayUntil':
      return t('compare.yesterdayUntil', { time: clockTime(comparison.until, lang) });
    case 'yesterdaySameTime':
      return t('compare.yesterdaySameTime');
    case 'day':
      return t('compare.day', { date: dayText(comparison.date, lang) });
    case 'range':
      return t('compare.range', { dates: datesText(comparison.from, comparison.to, lang) });
  }
}

interface DashboardStatusProps {
  preset: PeriodPreset;
  summary: ServerRead<SummaryMetrics>;
  /** Some figures on screen could not be refreshed (offline, a failing server). */
  stale: boolean;
  money: DashboardMoney;
}

/**
 * What the changes are measured against, when the figures were computed (and that they are the
 * last ones the device had, offline), and which currencies are added up across locations.
 */
export const DashboardStatus = memo(function DashboardStatus({
  preset,
  summary,
  stale,
  money,
}: DashboardStatusProps) {
  const { t } = useTranslation('dashboard');
  const compare = summary.data ? comparisonOf(preset, summary.data.compare.period) : null;
  const compareText = useComparisonText(compare, money.lang);
  const currencies = money.mixedCurrencies;
  return (
    <Stack gap="xs">
      {/* Laid out the same before and after the figures come (no jump as the user starts
          reading): the comparison keeps a line even while empty, and on a phone it has its line to
          itself, with the time the figures are from below it, on a line kept for it. */}
      <Group justify="space-between" gap="xs" wrap="wrap" mih={24}>
        <Text
          size="sm"
          c="dimmed"
          mih="1.55em"
          w={{ base: '100%', sm: 'auto' }}
          data-testid="dashboard-comparison"
        >
          {compareText}
        </Text>
        <Box mih={20}>
          <AsOf asOf={summary.asOf} stale={stale} refreshing={summary.refreshing} />
        </Box>
      </Group>
      {summary.data === undefined && summary.error ? (
        <ReadState read={summary} height={0}>
          {() => null}
        </ReadState>
      ) : null}
      {currencies ? (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconCoins size={18} />}
          p="xs"
          data-testid="dashboard-currencies"
        >
          <Text size="sm">
            {t('currencies', {
              currencies: new Intl.ListFormat(money.lang, { type: 'conjunction' }).format(
                currencies,
              ),
            })}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
});
