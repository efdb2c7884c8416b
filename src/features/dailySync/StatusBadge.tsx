import { Badge, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleDashed,
  IconClockHour4,
  IconMinus,
  IconSend,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DailySyncKind, DeliveryStatus, KindStatus } from '@contract/dailySync';
import { formatOnLocationClock } from '@/lib/zoneTime';
import { statusColor, statusLines } from './statusText';

const icons: Record<DeliveryStatus, typeof IconSend> = {
  sent: IconCircleCheck,
  failed: IconAlertTriangle,
  pending: IconSend,
  not_sent: IconCircleDashed,
  open: IconClockHour4,
  not_configured: IconMinus,
};

interface StatusBadgeProps {
  kind: DailySyncKind;
  status: KindStatus;
  /** The location's time zone: its times read on its clock (null: UTC). */
  timeZone: string | null;
  /** Grow to the width of its cell (the phone's list). */
  fullWidth?: boolean;
}

/**
 * One summary's status. Its details (when it arrived, or why it failed and what happens next) show
 * on hover, on keyboard focus and on a tap, and are read out by screen readers.
 */
export function StatusBadge({ kind, status, timeZone, fullWidth = false }: StatusBadgeProps) {
  const { t, i18n } = useTranslation('dailySync');
  const lang = i18n.resolvedLanguage ?? 'en';
  const when = (iso: string) => (iso ? formatOnLocationClock(iso, timeZone, lang) : '');
  const lines = statusLines(status, t, when);
  const label = t(`status.statuses.${status.status}`);
  const Icon = icons[status.status];
  return (
    <Tooltip
      label={
        <Stack gap={2}>
          {lines.map((line, i) => (
            <Text key={i} size="xs" fw={i === 0 ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
              {line.quoted ? <bdi>{line.text}</bdi> : line.text}
            </Text>
          ))}
        </Stack>
      }
      multiline
      w={280}
      withArrow
      withinPortal
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge
        component="button"
        type="button"
        color={statusColor[status.status]}
        variant={
          status.status === 'not_configured' || status.status === 'open' ? 'outline' : 'light'
        }
        leftSection={<Icon size={12} aria-hidden />}
        fullWidth={fullWidth}
        style={{
          cursor: 'help',
          textTransform: 'none',
          // In a table the badge sets its column's width: its whole label, never cut short.
          minWidth: fullWidth ? undefined : 'max-content',
        }}
        aria-label={`${t(`status.kinds.${kind}`)}: ${label}. ${lines.map((l) => l.text).join(' ')}`}
        data-testid="daily-sync-badge"
        data-kind={kind}
        data-status={status.status}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
