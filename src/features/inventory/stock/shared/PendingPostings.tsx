import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '@/shared/location/useTimeZone';
import { formatQuantity } from '@/lib/quantity';
import { formatOnLocationClock } from '@/lib/zoneTime';
import type { Materials } from '../data/materials';
import type { PendingPosting } from '../data/postings';

interface Line {
  material_id?: string;
  quantity?: number;
}

/**
 * Postings made on this device that the server has not taken yet (offline, or refused): they are
 * not in the stock figures until then, and the user sees that they are on their way.
 */
export function PendingPostings({
  postings,
  materials,
}: {
  postings: readonly PendingPosting[];
  materials: Materials;
}) {
  const { t, i18n } = useTranslation('stock');
  const lang = i18n.resolvedLanguage ?? 'en';
  const zone = useTimeZone();
  if (postings.length === 0) return null;
  const when = (instant: string) =>
    formatOnLocationClock(instant, zone, lang, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Card withBorder radius="md" padding="md" data-testid="pending-postings">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconCloudUpload size={20} aria-hidden />
          <Title order={3} size="h5">
            {t('pending.title', { count: postings.length })}
          </Title>
        </Group>
        <Text size="xs" c="dimmed">
          {t('pending.hint')}
        </Text>
        {postings.map((p) => {
          const lines: Line[] =
            p.kind === 'physical'
              ? [{ material_id: p.materialId ?? undefined, quantity: p.body.quantity as number }]
              : ((p.body.lines as Line[] | undefined) ?? []);
          const summary = lines
            .slice(0, 3)
            .map((l) =>
              l.material_id
                ? `${materials.name(l.material_id)} ${formatQuantity(lang, l.quantity ?? 0)}`
                : formatQuantity(lang, l.quantity ?? 0),
            )
            .join(' · ');
          return (
            <Group
              key={p.id}
              justify="space-between"
              gap="xs"
              wrap="nowrap"
              data-testid="pending-posting"
              data-kind={p.kind}
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {t(`pending.kinds.${p.kind}`)}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  <bdi>{summary}</bdi>
                  {lines.length > 3 ? ` ${t('pending.more', { count: lines.length - 3 })}` : ''}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end">
                <Badge
                  variant="light"
                  color={p.status === 'pending' ? 'blue' : 'red'}
                  data-testid="pending-status"
                >
                  {t(`pending.status.${p.status}`)}
                </Badge>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {when(p.createdAt)}
                </Text>
              </Stack>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
