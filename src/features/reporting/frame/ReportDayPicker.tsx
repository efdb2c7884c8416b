import { addDays } from '@contract/businessDay';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { customPeriod, MAX_DATE, MIN_DATE, presetPeriod } from '@/components/reports/periods';
import type { ReportPeriod } from './reportSearch';

interface ReportDayPickerProps {
  value: ReportPeriod;
  /** The location's business date today. */
  today: string;
  onChange: (period: ReportPeriod) => void;
  /** What the date is (an i18n key of the `reporting` namespace): "Stock at the end of". */
  label: string;
}

/**
 * The date of a report about one day (stock at its end), with today, yesterday and the end of last
 * month a click away. Today and yesterday stay presets in the URL, so a link keeps following the
 * location's today; any other date is a custom day.
 */
export function ReportDayPicker({ value, today, onChange, label }: ReportDayPickerProps) {
  const { t } = useTranslation(['reporting', 'reports']);
  const yesterday = addDays(today, -1);
  const endOfLastMonth = addDays(`${today.slice(0, 7)}-01`, -1);
  const pick = (date: string): ReportPeriod =>
    date === today
      ? presetPeriod('today', today)
      : date === yesterday
        ? presetPeriod('yesterday', today)
        : customPeriod(date, date);
  return (
    <DatePickerInput
      label={t(label)}
      value={value.to}
      onChange={(date) => {
        if (date) onChange(pick(date));
      }}
      presets={[
        { value: today, label: t('reports:period.presets.today') },
        { value: yesterday, label: t('reports:period.presets.yesterday') },
        { value: endOfLastMonth, label: t('reporting:day.endOfLastMonth') },
      ]}
      minDate={MIN_DATE}
      maxDate={MAX_DATE}
      valueFormat="D MMM YYYY"
      leftSection={<IconCalendar size={16} />}
      w={220}
      popoverProps={{ withinPortal: true }}
      data-testid="report-day"
    />
  );
}
