import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/lib/formats';
import type { OrderLineBasis } from '@contract/forecast';
import type { SuggestionLine } from '@contract/purchasing';
import { useFormats } from '../shared/formats';
import type { SuggestionBasis } from './orderPick';

/**
 * A line's two suggestions side by side, par and forecast, the one its packs follow marked (none
 * once packs are typed by hand), with what the forecast covers underneath.
 */
export function LineBasis({
  line,
  basis,
  unit,
  onPick,
}: {
  line: SuggestionLine;
  /** The suggestion the line's packs follow; null when typed by hand. */
  basis: OrderLineBasis;
  /** The material's unit, translated. */
  unit: string;
  onPick: (basis: SuggestionBasis) => void;
}) {
  const { t } = useTranslation('purchasing');
  const f = useFormats();
  const forecast = line.forecast;
  // A forecast is an estimate: 15 866 g, not 15 866.25 g; small amounts (2.5 kg) keep their decimals.
  const about = (n: number) =>
    numberFormat(f.lang, { maximumFractionDigits: Math.abs(n) >= 100 ? 0 : 2 }).format(n);
  return (
    <Stack gap={4}>
      <SegmentedControl
        size="xs"
        fullWidth
        aria-label={t('forecast.lineBasis')}
        value={basis ?? ''}
        onChange={(value) => onPick(value === 'forecast' ? 'forecast' : 'par')}
        data={[
          { value: 'par', label: t('forecast.parPacks', { packs: f.quantity(line.packs) }) },
          {
            value: 'forecast',
            label: t('forecast.forecastPacks', {
              packs: forecast ? f.quantity(forecast.packs) : '—',
            }),
            disabled: !forecast,
          },
        ]}
        data-testid="suggestion-basis"
        data-basis={basis ?? 'typed'}
      />
      {forecast ? (
        <Text size="xs" c="dimmed" data-testid="suggestion-forecast">
          {t('forecast.covers', {
            use: `${about(forecast.use)} ${unit}`,
            safety: `${about(forecast.safety)} ${unit}`,
          })}
          {' · '}
          {forecast.error === null
            ? t('forecast.errorUnknown')
            : t('forecast.error', { error: f.percent(forecast.error) })}
        </Text>
      ) : null}
    </Stack>
  );
}
