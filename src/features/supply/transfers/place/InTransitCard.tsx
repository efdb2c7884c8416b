import { Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LocalTransfer } from '../data/documentRows';
import { useWhen } from '../../shared/useWhen';

/** Transfers on the road to or from this place: sent, not yet received. */
export function InTransitCard({
  locationId,
  transfers,
  placeName,
  onOpen,
}: {
  locationId: string;
  transfers: LocalTransfer[];
  placeName: (id: string) => string;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('transfers');
  const when = useWhen();
  return (
    <Card withBorder radius="md" data-testid="place-in-transit">
      <Title order={3} size="h4" mb="sm">
        {t('place.inTransit', { count: transfers.length })}
      </Title>
      {transfers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('transfers.nothingInTransit')}
        </Text>
      ) : (
        <Stack gap={6}>
          {transfers.map((r) => {
            const out = r.location_id === locationId;
            const Arrow = out ? IconArrowUpRight : IconArrowDownLeft;
            return (
              <UnstyledButton key={r.id} onClick={() => onOpen(r.id)}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Arrow size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {r.number || t('transfers.newNumber')}
                      </Text>
                      <Text size="sm" lineClamp={2} style={{ minWidth: 0 }}>
                        {out
                          ? t('transfers.to', { place: placeName(r.to_location_id) })
                          : t('transfers.from', { place: placeName(r.location_id) })}
                      </Text>
                    </Group>
                    {r.sent_at ? (
                      <Text size="xs" c="dimmed">
                        {t('transfers.sentAt', { time: when.at(r.sent_at) })}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
              </UnstyledButton>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
