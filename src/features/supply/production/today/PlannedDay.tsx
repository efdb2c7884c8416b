import { Badge, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWhen } from '../../shared/useWhen';

/**
 * The day a planned order is for, against the place's today: flagged when it has passed (still not
 * made), quiet when it is later, nothing when it is today.
 */
export function PlannedDay({ plannedFor, today }: { plannedFor: string; today: string }) {
  const { t } = useTranslation('production');
  const when = useWhen();
  if (plannedFor === today) return null;
  if (plannedFor < today) {
    return (
      <Badge
        color="red"
        variant="light"
        leftSection={<IconAlertTriangle size={12} aria-hidden />}
        data-testid="work-order-overdue"
      >
        {t('today.overdue', { date: when.day(plannedFor) })}
      </Badge>
    );
  }
  return (
    <Text span size="xs" c="dimmed">
      {t('today.for', { date: when.day(plannedFor) })}
    </Text>
  );
}
