import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AsOf } from '@/components/reports/AsOf';
import { ReadState } from '@/components/reports/ReadState';
import { formatQuantity } from '@/lib/quantity';
import { usePlaceStock } from '../data/placeReads';

const SHOWN = 12;

/** Materials under their par at the place (the server's stock), the furthest below first. */
export function BelowPar({ locationId }: { locationId: string }) {
  const { t, i18n } = useTranslation('transfers');
  const lang = i18n.resolvedLanguage ?? 'en';
  const read = usePlaceStock(locationId);
  const unit = (u: string) => t(`stock:units.${u}`, { defaultValue: u });
  return (
    <Card withBorder radius="md" data-testid="below-par">
      <Group justify="space-between" gap="xs" mb="sm" wrap="wrap">
        <Title order={3} size="h4">
          {t('place.belowPar')}
        </Title>
        <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
      </Group>
      <ReadState read={read} height={160}>
        {(reply) => {
          const below = reply.items
            .filter((i) => i.par > 0 && i.quantity < i.par)
            .sort((a, b) => a.quantity / a.par - b.quantity / b.par);
          if (below.length === 0) {
            return (
              <Text size="sm" c="dimmed">
                {t('place.nothingBelowPar')}
              </Text>
            );
          }
          return (
            <Stack gap={6}>
              {below.slice(0, SHOWN).map((i) => (
                <Group key={i.material_id} justify="space-between" gap="sm" wrap="nowrap">
                  <Text size="sm" truncate style={{ minWidth: 0 }}>
                    <bdi>{i.name}</bdi>
                  </Text>
                  <Text
                    size="sm"
                    c={i.quantity <= 0 ? 'red' : 'orange'}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {t('place.ofPar', {
                      quantity: formatQuantity(lang, i.quantity),
                      par: formatQuantity(lang, i.par),
                      unit: unit(i.unit),
                    })}
                  </Text>
                </Group>
              ))}
              {below.length > SHOWN ? (
                <Text size="xs" c="dimmed">
                  {t('transfers.more', { count: below.length - SHOWN })}
                </Text>
              ) : null}
            </Stack>
          );
        }}
      </ReadState>
    </Card>
  );
}
