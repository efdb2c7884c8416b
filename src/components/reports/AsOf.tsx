import { Badge, Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '@/shared/location/useTimeZone';
import { formatUpdatedAt } from '@/lib/zoneTime';

interface AsOfProps {
  /** When the figures on screen were computed. */
  asOf: string | null;
  /** The last attempt to refresh them failed or could not be made. */
  stale: boolean;
  refreshing?: boolean;
}

/**
 * When the figures on screen were computed, on the location's clock like the figures themselves.
 * When they could not be refreshed (offline, a server failure) it says so: the figures are the last
 * ones the device had.
 */
export function AsOf({ asOf, stale, refreshing = false }: AsOfProps) {
  const { t, i18n } = useTranslation('reports');
  const zone = useTimeZone();
  if (!asOf) return null;
  const text = formatUpdatedAt(asOf, zone, i18n.resolvedLanguage ?? 'en', new Date());
  if (stale) {
    return (
      <Tooltip label={t('asOf.staleHint')} multiline w={260} withinPortal>
        <Badge
          color="orange"
          variant="light"
          leftSection={<IconCloudOff size={14} />}
          data-testid="as-of"
          data-stale="true"
        >
          {t('asOf.stale', { time: text })}
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" data-testid="as-of" data-stale="false">
      {refreshing ? <Loader size={12} type="dots" /> : null}
      <Text size="xs" c="dimmed">
        {t('asOf.fresh', { time: text })}
      </Text>
    </Group>
  );
}
