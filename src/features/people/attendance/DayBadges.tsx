import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttendanceDay } from '@contract/attendance';

/** What a manager looks for on a day: late, overtime, corrected, or a tap missing. */
export function DayBadges({ day }: { day: AttendanceDay }) {
  const { t } = useTranslation('people-attendance');
  return (
    <Group gap={4} wrap="wrap">
      {day.late ? (
        <Badge color="red" variant="light" data-testid="attendance-late">
          {t('late', { minutes: day.late_minutes })}
        </Badge>
      ) : null}
      {day.overtime_minutes > 0 ? (
        <Badge color="grape" variant="light">
          {t('overtimeBadge')}
        </Badge>
      ) : null}
      {day.needs_correction ? (
        <Badge color="orange" variant="light" data-testid="attendance-needs-correction">
          {t('needsCorrection')}
        </Badge>
      ) : null}
      {day.corrected ? (
        <Badge color="blue" variant="light" data-testid="attendance-corrected">
          {t('corrected')}
        </Badge>
      ) : null}
    </Group>
  );
}
