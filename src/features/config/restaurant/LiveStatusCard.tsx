import { Badge, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RestaurantConfig } from '@contract/restaurantConfig';
import { dateTimeFormat } from '@/lib/formats';
import { useAction } from '@/shared/useAction';
import { unreachable } from '../settings/data/calls';
import { useRestaurantWrites } from './data/calls';

interface LiveStatusCardProps {
  config: RestaurantConfig;
  online: boolean;
  mayWrite: boolean;
  onChanged: (config: RestaurantConfig) => void;
  onFailed: (error: unknown) => void;
}

/** Whether the location takes online orders: switched at once, never queued (see calls.ts). */
export function LiveStatusCard({
  config,
  online,
  mayWrite,
  onChanged,
  onFailed,
}: LiveStatusCardProps) {
  const { t, i18n } = useTranslation('config-restaurant');
  const writes = useRestaurantWrites();
  const change = useAction(
    async (isLive: boolean) => {
      try {
        onChanged(await writes.setLiveStatus(config.location_id, isLive));
        return isLive;
      } catch (error) {
        onFailed(error);
        throw error;
      }
    },
    {
      failed: t('live.failed'),
      done: (isLive) => (isLive ? t('live.nowLive') : t('live.nowPaused')),
      why: (error) => (unreachable(error) ? t('offlineSave') : null),
    },
  );

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={4}>{t('live.title')}</Title>
            <Badge
              color={config.is_live ? 'green' : 'gray'}
              variant="light"
              data-testid="restaurant-live-badge"
            >
              {config.is_live ? t('live.live') : t('live.paused')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('live.hint')}
          </Text>
          {config.live_changed_at ? (
            <Text size="xs" c="dimmed">
              {t('live.changedAt', {
                time: dateTimeFormat(i18n.resolvedLanguage ?? 'en', {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(new Date(config.live_changed_at)),
              })}
            </Text>
          ) : null}
        </Stack>
        <Switch
          size="lg"
          checked={config.is_live}
          disabled={!mayWrite || !online || change.busy}
          onChange={(event) => void change.run(event.currentTarget.checked)}
          aria-label={t('live.switch')}
          data-testid="restaurant-live-switch"
        />
      </Group>
    </Card>
  );
}
