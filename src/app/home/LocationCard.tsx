import { Badge, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { locationName } from '../location/activeLocation';
import { useActiveLocation } from '../location/useActiveLocation';
import { useTimeZone } from '../location/useTimeZone';

/** The location the screens work on, with its kind and time zone. */
export function LocationCard() {
  const { t, i18n } = useTranslation('shell');
  const { locationId, location, loading } = useActiveLocation();
  const timeZone = useTimeZone();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Card data-testid="home-location">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Text fw={600}>{t('home.location.title')}</Text>
        <ThemeIcon variant="light" radius="md" size={36}>
          <IconMapPin size={20} />
        </ThemeIcon>
      </Group>
      {!locationId ? (
        <Text c="dimmed" size="sm">
          {t('home.location.none')}
        </Text>
      ) : loading ? (
        <Skeleton h={48} />
      ) : (
        <Stack gap={6}>
          <Text fz="xl" fw={700} data-testid="home-location-name">
            {location ? locationName(location, language) : t('location.own')}
          </Text>
          <Group gap="xs">
            {location ? (
              <Badge variant="light" color="gray" radius="sm" tt="none">
                {t(`home.location.kinds.${location.kind}`)}
              </Badge>
            ) : null}
            <Badge
              variant="light"
              color="gray"
              radius="sm"
              tt="none"
              leftSection={<IconClock size={12} />}
              data-testid="home-time-zone"
            >
              {timeZone}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {t('home.location.hint')}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
