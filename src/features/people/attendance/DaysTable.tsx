import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AttendanceDay, AttendanceTap } from '@contract/attendance';
import { formatBusinessDate } from '@/lib/zoneTime';
import { hoursText } from './attendanceView';
import { DayBadges } from './DayBadges';

interface DaysTableProps {
  days: readonly AttendanceDay[];
  /** An instant on a location's clock (its `time_zone` setting). */
  time: (instant: string | null, zone: string | null) => string;
  lang: string;
  /** Opens the correction dialog; null when the user may not correct. */
  onCorrect: ((day: AttendanceDay) => void) | null;
}

/** The corrections of a day: each reason, who made it, and the time it replaced. */
function Corrections({ day, time }: { day: AttendanceDay; time: DaysTableProps['time'] }) {
  const { t } = useTranslation('people-attendance');
  const taps = day.shifts
    .flatMap((s) => [s.clock_in, s.clock_out])
    .filter((tap): tap is AttendanceTap => tap?.correction != null);
  if (taps.length === 0) return null;
  return (
    <Stack gap={2}>
      {taps.map((tap) => (
        <Text key={tap.id} size="xs" c="dimmed" data-testid="attendance-correction-note">
          {t('correction.note', {
            kind: t(`kind.${tap.kind}`),
            time: time(tap.at, day.time_zone),
            reason: tap.correction!.reason,
            name: tap.correction!.by_name,
          })}
          {tap.correction!.replaces
            ? ` ${t('correction.was', { time: time(tap.correction!.replaces.at, day.time_zone) })}`
            : ''}
        </Text>
      ))}
    </Stack>
  );
}

/** Each day of a month: first in, last out, hours, lateness, overtime, corrections. */
export function DaysTable({ days, time, lang, onCorrect }: DaysTableProps) {
  const { t } = useTranslation('people-attendance');
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const date = (d: string) =>
    formatBusinessDate(d, lang, { weekday: 'short', day: 'numeric', month: 'short' });
  const correct = (day: AttendanceDay) =>
    onCorrect ? (
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPencil size={14} />}
        onClick={() => onCorrect(day)}
        data-testid="attendance-correct"
      >
        {t('correction.button')}
      </Button>
    ) : null;

  if (phone) {
    return (
      <Stack gap="sm" data-testid="attendance-days">
        {days.map((day) => (
          <Paper
            key={day.business_date}
            withBorder
            p="sm"
            radius="md"
            data-testid="attendance-day"
            data-date={day.business_date}
          >
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{date(day.business_date)}</Text>
              <Text size="sm">{hoursText(day.worked_minutes)}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('today.span', {
                from: time(day.first_in, day.time_zone) || '—',
                to: time(day.last_out, day.time_zone) || '—',
              })}
            </Text>
            <Group justify="space-between" gap="xs" mt={4}>
              <DayBadges day={day} />
              {correct(day)}
            </Group>
            <Corrections day={day} time={time} />
          </Paper>
        ))}
      </Stack>
    );
  }
  const columns = ['date', 'firstIn', 'lastOut', 'hours', 'overtime', 'notes'] as const;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" striped data-testid="attendance-days">
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c}>{t(`columns.${c}`)}</Table.Th>
            ))}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((day) => (
            <Table.Tr
              key={day.business_date}
              data-testid="attendance-day"
              data-date={day.business_date}
            >
              <Table.Td>{date(day.business_date)}</Table.Td>
              <Table.Td>{time(day.first_in, day.time_zone) || '—'}</Table.Td>
              <Table.Td>{time(day.last_out, day.time_zone) || '—'}</Table.Td>
              <Table.Td data-testid="attendance-day-hours">
                {hoursText(day.worked_minutes)}
              </Table.Td>
              <Table.Td>
                {day.overtime_minutes > 0 ? hoursText(day.overtime_minutes) : '—'}
              </Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  <DayBadges day={day} />
                  <Corrections day={day} time={time} />
                </Stack>
              </Table.Td>
              <Table.Td>{correct(day)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
