import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconFileSpreadsheet, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface DayRef {
  date: string;
  locationId: string;
  locationName: string;
  /** The business day is over at the location. */
  closed: boolean;
}

interface DayActionsProps {
  day: DayRef;
  /** The day shown as the user reads dates. */
  dateLabel: string;
  online: boolean;
  /** The sync covers the location and is on: the day can be sent again. */
  canSend: boolean;
  onDownload: (day: DayRef) => void;
  onSend: (day: DayRef) => void;
}

/** What can be done with one location's day: download its summaries, send them again. */
export function DayActions({
  day,
  dateLabel,
  online,
  canSend,
  onDownload,
  onSend,
}: DayActionsProps) {
  const { t } = useTranslation('dailySync');
  const offlineHint = online ? undefined : t('needsNetwork');
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('status.actions', { location: day.locationName, date: dateLabel })}
          data-testid="daily-sync-day-actions"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconFileSpreadsheet size={16} />}
          disabled={!online}
          title={offlineHint}
          onClick={() => onDownload(day)}
          data-testid="daily-sync-download"
        >
          {t('status.download')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconSend size={16} />}
          disabled={!online || !canSend || !day.closed}
          title={offlineHint}
          onClick={() => onSend(day)}
          data-testid="daily-sync-send-day"
        >
          {t('status.resend')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
