import {
  ActionIcon,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { messagesUnder, type DraftDay } from './hoursDraft';
import { RangesInput } from './RangesInput';

interface HolidaysListProps {
  holidays: DraftDay[];
  onChange: (holidays: DraftDay[]) => void;
  /** Messages by path under `holidays.` (`0.date`, `1.ranges.0.to`). */
  messages: Record<string, string>;
  disabled: boolean;
}

/** Dates the location is closed or keeps special hours; each replaces its weekday for that date. */
export function HolidaysList({ holidays, onChange, messages, disabled }: HolidaysListProps) {
  const { t } = useTranslation('config-settings');
  const set = (index: number, day: DraftDay) =>
    onChange(holidays.map((d, i) => (i === index ? day : d)));
  const add = () =>
    onChange([
      ...holidays,
      { id: null, day_of_week: null, date: '', name: '', is_closed: true, ranges: [] },
    ]);

  return (
    <Stack gap="sm" data-testid="holidays">
      <Group justify="space-between">
        <div>
          <Title order={5}>{t('hours.holidays')}</Title>
          <Text size="sm" c="dimmed">
            {t('hours.holidaysHint')}
          </Text>
        </div>
        {!disabled ? (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={add}
            data-testid="holiday-add"
          >
            {t('hours.addHoliday')}
          </Button>
        ) : null}
      </Group>
      {holidays.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('hours.noHolidays')}
        </Text>
      ) : null}
      {holidays.map((day, index) => (
        <Stack key={day.id ?? `new-${index}`} gap={6} data-testid={`holiday-${index}`}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              type="date"
              label={t('hours.date')}
              value={day.date ?? ''}
              onChange={(e) => set(index, { ...day, date: e.currentTarget.value })}
              error={messages[`${index}.date`]}
              disabled={disabled}
              w={170}
              dir="ltr"
              data-testid={`holiday-${index}-date`}
            />
            <TextInput
              label={t('hours.name')}
              value={day.name}
              onChange={(e) => set(index, { ...day, name: e.currentTarget.value })}
              disabled={disabled}
              style={{ flex: '1 1 12rem' }}
              data-testid={`holiday-${index}-name`}
            />
            <SegmentedControl
              value={day.is_closed ? 'closed' : 'special'}
              onChange={(value) =>
                set(index, {
                  ...day,
                  is_closed: value === 'closed',
                  ranges:
                    value === 'special' && day.ranges.length === 0
                      ? [{ from: '12:00', to: '18:00' }]
                      : day.ranges,
                })
              }
              data={[
                { value: 'closed', label: t('hours.closedAllDay') },
                { value: 'special', label: t('hours.specialHours') },
              ]}
              disabled={disabled}
            />
            {!disabled ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => onChange(holidays.filter((_, i) => i !== index))}
                aria-label={t('hours.removeHoliday')}
                mb={4}
              >
                <IconTrash size={16} />
              </ActionIcon>
            ) : null}
          </Group>
          {!day.is_closed ? (
            <RangesInput
              ranges={day.ranges}
              onChange={(ranges) => set(index, { ...day, ranges })}
              errors={messagesUnder(messages, `${index}.ranges.`)}
              disabled={disabled}
              testId={`holiday-${index}`}
            />
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
