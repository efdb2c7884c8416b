import {
  ActionIcon,
  Alert,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  useDirection,
} from '@mantine/core';
import { IconAlertCircle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import type { AttendanceDay } from '@contract/attendance';
import { attendanceCalls } from '@contract/attendanceCalls';
import { useGrant } from '@/shared/access';
import { errorMessage } from '@/shared/errorMessage';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useBusinessDay } from '@/shared/location/useBusinessDay';
import { AsOf } from '@/components/reports/AsOf';
import { ExportButton } from '@/components/reports/ExportButton';
import { useCallRead } from '@/components/reports/useServerRead';
import { exportSpreadsheet } from '@/lib/spreadsheet';
import { formatBusinessDate, formatOnLocationClock } from '@/lib/zoneTime';
import { monthSheet } from './attendanceSheet';
import { hoursText, shiftMonth, type AttendanceSearch } from './attendanceView';
import { CorrectionDialog } from './CorrectionDialog';
import { DaysTable } from './DaysTable';

interface MonthPanelProps {
  userId: string | null;
  month: string | null;
  onChange: (patch: Partial<AttendanceSearch>) => void;
}

/** One person's month: totals, each day's figures and corrections, the export. */
export function MonthPanel({ userId, month, onChange }: MonthPanelProps) {
  const { t, i18n } = useTranslation(['people-attendance', 'errors']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const grant = useGrant();
  const { locationId } = useActiveLocation();
  const today = useBusinessDay(locationId).today();
  const shown = month ?? today.slice(0, 7);
  // The arrows point the way the months run in the reading direction.
  const rtl = useDirection().dir === 'rtl';
  const [Back, Forward] = rtl
    ? [IconChevronRight, IconChevronLeft]
    : [IconChevronLeft, IconChevronRight];
  const people = useCallRead(attendanceCalls.people, {});
  const person = people.data?.data.find((p) => p.id === userId) ?? null;
  const home = person?.location_id ?? locationId;
  const read = useCallRead(
    attendanceCalls.month,
    { params: { id: userId ?? 'none' }, query: { month: shown } },
    { enabled: userId !== null },
  );
  const [correcting, setCorrecting] = useState<AttendanceDay | null>(null);
  const data = userId ? read.data : undefined;
  // Each day's times read on the clock of the location it was worked at (the server says which).
  const time = (instant: string | null, zone: string | null) =>
    instant ? formatOnLocationClock(instant, zone, lang, { timeStyle: 'short' }) : '';
  const monthLabel = formatBusinessDate(`${shown}-01`, lang, { month: 'long', year: 'numeric' });

  const exportMonth = data
    ? () =>
        exportSpreadsheet(
          `attendance-${data.user.name}-${data.month}`,
          monthSheet(data, (key, values) => t(key, values ?? {}), time),
        )
    : null;

  return (
    <Stack gap="md" data-testid="attendance-month">
      <Group gap="sm" wrap="wrap" align="flex-end" justify="space-between">
        <Group gap="sm" wrap="wrap" align="flex-end">
          <Select
            label={t('month.user')}
            placeholder={t('month.pickUser')}
            data={(people.data?.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            value={userId}
            onChange={(value) => onChange({ user: value ?? undefined })}
            searchable
            w={220}
            data-testid="attendance-user"
          />
          <Group gap={4} wrap="nowrap" pb={4}>
            <ActionIcon
              variant="default"
              aria-label={t('month.previous')}
              onClick={() => onChange({ month: shiftMonth(shown, -1) })}
              data-testid="attendance-month-previous"
            >
              <Back size={16} />
            </ActionIcon>
            <Text fw={600} miw={140} ta="center" data-testid="attendance-month-label">
              {monthLabel}
            </Text>
            <ActionIcon
              variant="default"
              aria-label={t('month.next')}
              onClick={() => onChange({ month: shiftMonth(shown, 1) })}
              data-testid="attendance-month-next"
            >
              <Forward size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <Group gap="xs">
          <AsOf asOf={userId ? read.asOf : people.asOf} stale={read.stale || people.stale} />
          <ExportButton onExport={exportMonth} data-testid="attendance-export" />
        </Group>
      </Group>
      {!userId ? (
        <Text c="dimmed" data-testid="attendance-no-user">
          {t('month.noUser')}
        </Text>
      ) : read.error && !data ? (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
          {errorMessage(read.error, t)}
        </Alert>
      ) : !data ? (
        <Loader size="sm" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" data-testid="attendance-totals">
            <Stat label={t('totals.days')} value={String(data.totals.days)} id="days" />
            <Stat
              label={t('totals.hours')}
              value={hoursText(data.totals.worked_minutes)}
              id="hours"
            />
            <Stat label={t('totals.late')} value={String(data.totals.late_arrivals)} id="late" />
            <Stat
              label={t('totals.overtime')}
              value={hoursText(data.totals.overtime_minutes)}
              id="overtime"
            />
            <Stat
              label={t('totals.needsCorrection')}
              value={String(data.totals.needs_correction)}
              id="needs-correction"
            />
          </SimpleGrid>
          {data.days.length === 0 ? (
            <Text c="dimmed" data-testid="attendance-month-empty">
              {t('month.empty')}
            </Text>
          ) : (
            <DaysTable
              days={data.days}
              time={time}
              lang={lang}
              onCorrect={grant && can(grant, 'attendance.write') ? setCorrecting : null}
            />
          )}
        </>
      )}
      {correcting && person ? (
        <CorrectionDialog
          day={correcting}
          person={person}
          fallbackLocation={home}
          time={time}
          onClose={() => setCorrecting(null)}
        />
      ) : null}
    </Stack>
  );
}

function Stat({ label, value, id }: { label: string; value: string; id: string }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`attendance-total-${id}`}>
      <Text size="xs" c="dimmed" truncate>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}
