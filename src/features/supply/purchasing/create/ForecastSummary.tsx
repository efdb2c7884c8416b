import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ForecastSuggestionSummary } from '@contract/forecast';
import type { MoneyFormat } from '@/lib/money';
import { useFormats } from '../shared/formats';

/**
 * The order by forecast as a whole: the delivery it is for and the one it must last until, its
 * total against the supplier's minimum, or in a plain sentence why there is none.
 */
export function ForecastSummary({
  forecast,
  minimum,
  money,
}: {
  forecast: ForecastSuggestionSummary;
  /** The supplier's minimum order. */
  minimum: number;
  money: MoneyFormat;
}) {
  const { t } = useTranslation('purchasing');
  const f = useFormats();
  if (forecast.unavailable) {
    return (
      <Text size="sm" c="dimmed" data-testid="create-forecast-unavailable">
        {t(`forecast.unavailable.${forecast.unavailable}`)}
      </Text>
    );
  }
  return (
    <Stack gap={2} data-testid="create-forecast-summary">
      <Text size="sm" data-testid="create-forecast-dates">
        {t('forecast.dates', {
          next: f.date(forecast.next_delivery),
          until: f.date(forecast.cover_until),
        })}
      </Text>
      <Text
        size="sm"
        c={forecast.below_minimum > 0 ? 'orange' : 'dimmed'}
        data-testid="create-forecast-total"
      >
        {forecast.below_minimum > 0
          ? t('forecast.totalBelowMinimum', {
              total: money.format(forecast.total),
              minimum: money.format(minimum),
              short: money.format(forecast.below_minimum),
            })
          : t('forecast.total', {
              total: money.format(forecast.total),
              minimum: money.format(minimum),
            })}
      </Text>
    </Stack>
  );
}
