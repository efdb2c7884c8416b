import { Group, Select, Skeleton } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectListProps } from '@/shared/selectList';
import { customPeriod, presetPeriod, type Period } from './periods';
import { periodPresets, type PeriodPreset, type ReportPeriodPreset } from './periodPresets';

/** The calendar loads when custom dates are chosen (the service worker keeps it for offline use). */
const PeriodRangeInput = lazy(() =>
  import('./PeriodRangeInput').then((m) => ({ default: m.PeriodRangeInput })),
);

interface PeriodPickerProps<P extends ReportPeriodPreset> {
  value: Period<P>;
  /** The location's business date today: what the presets count from. */
  today: string;
  onChange: (period: Period<P>) => void;
  /** The presets offered, in order, `custom` among them (default: the sales screens' ones). */
  presets?: readonly P[];
}

/** Today, yesterday, this week, the last 7 or 30 days, this month, or any dates from 1900 to 2099. */
export function PeriodPicker<P extends ReportPeriodPreset = PeriodPreset>({
  value,
  today,
  onChange,
  presets = periodPresets as readonly ReportPeriodPreset[] as readonly P[],
}: PeriodPickerProps<P>) {
  // Every list of presets offers custom dates.
  const custom = (from: string, to: string) => customPeriod(from, to) as Period<P>;
  const { t } = useTranslation('reports');
  const listProps = useSelectListProps();
  return (
    <Group gap="xs" wrap="wrap" data-testid="period-picker">
      <Select
        aria-label={t('period.label')}
        data={presets.map((p) => ({ value: p, label: t(`period.presets.${p}`) }))}
        value={value.preset}
        onChange={(preset) => {
          if (!preset) return;
          onChange(
            preset === 'custom'
              ? custom(value.from, value.to)
              : presetPeriod(preset as Exclude<P, 'custom'>, today),
          );
        }}
        allowDeselect={false}
        w={190}
        leftSection={<IconCalendar size={16} />}
        data-testid="period-preset"
        comboboxProps={listProps}
      />
      {value.preset === 'custom' ? (
        <Suspense fallback={<Skeleton w={260} h={36} radius="sm" />}>
          <PeriodRangeInput
            label={t('period.custom')}
            from={value.from}
            to={value.to}
            onChange={(from, to) => onChange(custom(from, to))}
          />
        </Suspense>
      ) : null}
    </Group>
  );
}
