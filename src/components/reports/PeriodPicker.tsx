import { Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { customPeriod, MAX_DATE, MIN_DATE, presetPeriod, type Period } from './periods';
import { periodPresets, type PeriodPreset, type ReportPeriodPreset } from './periodPresets';

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
        comboboxProps={{ withinPortal: true }}
      />
      {value.preset === 'custom' ? (
        <DatePickerInput
          type="range"
          aria-label={t('period.custom')}
          value={[value.from, value.to]}
          onChange={([from, to]) => {
            if (from && to) onChange(custom(from, to));
          }}
          minDate={MIN_DATE}
          maxDate={MAX_DATE}
          valueFormat="D MMM YYYY"
          allowSingleDateInRange
          w={260}
          data-testid="period-range"
          popoverProps={{ withinPortal: true }}
        />
      ) : null}
    </Group>
  );
}
