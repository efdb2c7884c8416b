import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCalendarMonth } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { attendanceCalls } from '@contract/attendanceCalls';
import type { TodayPerson } from '@contract/attendanceReplies';
import { errorMessage } from '@/shared/errorMessage';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useBusinessDay } from '@/shared/location/useBusinessDay';
import { AsOf } from '@/components/reports/AsOf';
import { useCallRead } from '@/components/reports/useServerRead';
import { formatOnLocationClock } from '@/lib/zoneTime';
import { DayBadges } from './DayBadges';
import { hoursText } from './attendanceView';

/** Who came in or left shows within a minute without a reload. */
const REFRESH_MS = 60_000;

/** Today at the active location: who is in and since when, who left, who was late. */
export function TodayPanel({ onOpenMonth }: { onOpenMonth: (userId: string) => void }) {
  const { t, i18n } = useTranslation(['people-attendance', 'errors']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const { locationId } = useActiveLocation();
  const today = useBusinessDay(locationId).today();
  const read = useCallRead(
    attendanceCalls.today,
    { query: locationId ? { loc: locationId } : {} },
    { day: today, refetchInterval: REFRESH_MS },
  );
  // Times on the location's own clock, as the server names its zone.
  const time = (instant: string, zone: string | null) =>
    formatOnLocationClock(instant, zone, lang, { timeStyle: 'short' });
  const data = read.data;
  const inNow = data?.people.filter((p) => p.status === 'in') ?? [];
  const left = data?.people.filter((p) => p.status === 'left') ?? [];

  const card = (person: TodayPerson) => (
    <Paper
      key={person.user.id}
      withBorder
      p="md"
      radius="md"
      data-testid="attendance-person"
      data-user={person.user.name}
      data-status={person.status}
    >
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate>
            <bdi>{person.user.name}</bdi>
          </Text>
          <Badge color={person.status === 'in' ? 'teal' : 'gray'} variant="light">
            {t(`status.${person.status}`)}
          </Badge>
        </Group>
        <Text size="sm" data-testid="attendance-since">
          {person.status === 'in' && person.since
            ? t('today.since', { time: time(person.since, person.day.time_zone) })
            : t('today.span', {
                from: person.day.first_in ? time(person.day.first_in, person.day.time_zone) : '—',
                to: person.day.last_out ? time(person.day.last_out, person.day.time_zone) : '—',
              })}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('today.hours', { hours: hoursText(person.day.worked_minutes) })}
          </Text>
          <DayBadges day={person.day} />
        </Group>
        <Group justify="flex-end">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconCalendarMonth size={16} />}
            onClick={() => onOpenMonth(person.user.id)}
          >
            {t('today.month')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );

  return (
    <Stack gap="md" data-testid="attendance-today">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="attendance-opening">
          {data
            ? data.opening
              ? t('today.opens', { time: data.opening })
              : t('today.closed')
            : null}
        </Text>
        <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
      </Group>
      {read.error && !data ? (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
          {errorMessage(read.error, t)}
        </Alert>
      ) : !data ? (
        <Loader size="sm" />
      ) : data.people.length === 0 ? (
        <Text c="dimmed" data-testid="attendance-today-empty">
          {t('today.empty')}
        </Text>
      ) : (
        <>
          <Section title={t('today.inCount', { count: inNow.length })} testId="attendance-in">
            {inNow.map(card)}
          </Section>
          <Section title={t('today.leftCount', { count: left.length })} testId="attendance-left">
            {left.map(card)}
          </Section>
        </>
      )}
    </Stack>
  );
}

function Section({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: React.ReactNode[];
}) {
  if (children.length === 0) return null;
  return (
    <Stack gap="xs" data-testid={testId}>
      <Text fw={600}>{title}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}
