import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_RANGES_PER_DAY, type OpeningRange } from '@contract/openingHours';
import { closesNextDay } from './hoursDraft';

interface RangesInputProps {
  ranges: OpeningRange[];
  onChange: (ranges: OpeningRange[]) => void;
  /** Messages by path inside the list (`0.from`). */
  errors: Record<string, string>;
  disabled: boolean;
  /** Prefix of the test ids (`hours-5` for Friday). */
  testId: string;
}

/** A day's opening ranges: from and to, a plain "next day" when it closes after midnight. */
export function RangesInput({ ranges, onChange, errors, disabled, testId }: RangesInputProps) {
  const { t } = useTranslation('config-settings');
  const set = (index: number, part: keyof OpeningRange, value: string) =>
    onChange(ranges.map((range, i) => (i === index ? { ...range, [part]: value } : range)));
  const last = ranges.at(-1);
  const add = () =>
    onChange([...ranges, last ? { from: last.to, to: last.to } : { from: '09:00', to: '17:00' }]);

  return (
    <Stack gap={6}>
      {ranges.map((range, index) => {
        const error = errors[`${index}.from`] ?? errors[`${index}.to`];
        return (
          <Stack key={index} gap={2}>
            <Group gap={6} wrap="wrap" align="center">
              <TimeInput
                aria-label={t('hours.opens')}
                value={range.from}
                onChange={(e) => set(index, 'from', e.currentTarget.value)}
                disabled={disabled}
                error={Boolean(errors[`${index}.from`])}
                w={110}
                dir="ltr"
                data-testid={`${testId}-range-${index}-from`}
              />
              <Text size="sm" c="dimmed" aria-hidden>
                –
              </Text>
              <TimeInput
                aria-label={t('hours.closes')}
                value={range.to}
                onChange={(e) => set(index, 'to', e.currentTarget.value)}
                disabled={disabled}
                error={Boolean(errors[`${index}.to`])}
                w={110}
                dir="ltr"
                data-testid={`${testId}-range-${index}-to`}
              />
              {closesNextDay(range) ? (
                <Badge
                  variant="light"
                  color="indigo"
                  tt="none"
                  data-testid={`${testId}-range-${index}-next-day`}
                >
                  {t('hours.nextDay', { time: range.to })}
                </Badge>
              ) : null}
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => onChange(ranges.filter((_, i) => i !== index))}
                disabled={disabled}
                aria-label={t('hours.removeRange')}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            {error ? (
              <Text size="xs" c="red" role="alert">
                {error}
              </Text>
            ) : null}
          </Stack>
        );
      })}
      {ranges.length < MAX_RANGES_PER_DAY && !disabled ? (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={add}
          style={{ alignSelf: 'flex-start' }}
          data-testid={`${testId}-add-range`}
        >
          {t('hours.addRange')}
        </Button>
      ) : null}
    </Stack>
  );
}
