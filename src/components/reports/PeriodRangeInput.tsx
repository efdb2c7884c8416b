import { DatePickerInput } from '@mantine/dates';
import { MAX_DATE, MIN_DATE } from './periods';

export interface PeriodRangeInputProps {
  label: string;
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}

/**
 * The custom dates of `PeriodPicker`: a range from 1900 to 2099, one day allowed. Its own module so
 * the calendar loads when custom dates are chosen, not with every screen that offers a period.
 */
export function PeriodRangeInput({ label, from, to, onChange }: PeriodRangeInputProps) {
  return (
    <DatePickerInput
      type="range"
      aria-label={label}
      value={[from, to]}
      onChange={([nextFrom, nextTo]) => {
        if (nextFrom && nextTo) onChange(nextFrom, nextTo);
      }}
      minDate={MIN_DATE}
      maxDate={MAX_DATE}
      valueFormat="D MMM YYYY"
      allowSingleDateInRange
      w={260}
      data-testid="period-range"
      popoverProps={{ withinPortal: true }}
    />
  );
}
