import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PartChanges, PublishPreviewReply, RowChange } from '@contract/adminSync';
import { collectionOf } from './parts';

const kindColor: Record<RowChange['change'], string> = {
  changed: 'blue',
  added: 'teal',
  removed: 'red',
};

/** What publishing would change for the tills: per part, its changed, added and removed rows. */
export function ChangeList({ preview }: { preview: PublishPreviewReply }) {
  const { t } = useTranslation('config-sync');
  const { totals, latest_version: latest } = preview;
  const nothing = totals.added + totals.changed + totals.removed === 0;
  const parts = preview.parts.filter((p) => p.added + p.changed + p.removed > 0);
  return (
    <Stack gap="sm" data-testid="sync-changes">
      <Text size="sm" fw={500} data-testid="sync-changes-summary">
        {latest === null
          ? t('changes.never')
          : nothing
            ? t('changes.none', { version: latest })
            : t('changes.since', { version: latest, ...totals })}
      </Text>
      {parts.map((part) => (
        <PartCard key={part.part} part={part} />
      ))}
    </Stack>
  );
}

function PartCard({ part }: { part: PartChanges }) {
  const { t } = useTranslation('config-sync');
  const { t: tr, i18n } = useTranslation('resources');
  const list = new Intl.ListFormat(i18n.resolvedLanguage ?? 'en', { type: 'unit' });
  const collection = collectionOf(part.part);
  const fieldName = (field: string) =>
    tr(`${collection}.fields.${field}`, { defaultValue: tr(`meta.${field}`, field) });
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`sync-changes-${part.part}`}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Text fw={600}>{tr(`${collection}.other`)}</Text>
        <Group gap={6}>
          {(['changed', 'added', 'removed'] as const).map((kind) =>
            part[kind] > 0 ? (
              <Badge key={kind} color={kindColor[kind]} variant="light">
                {t(`changes.count.${kind}`, { count: part[kind] })}
              </Badge>
            ) : null,
          )}
        </Group>
      </Group>
      <Stack gap={4}>
        {part.items.map((item) => (
          <Group
            key={`${item.change}-${item.id}`}
            gap="xs"
            wrap="nowrap"
            align="flex-start"
            data-testid="sync-change"
          >
            <Badge
              color={kindColor[item.change]}
              variant="dot"
              size="sm"
              style={{ flexShrink: 0 }}
              miw={88}
            >
              {t(`changes.kind.${item.change}`)}
            </Badge>
            <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Text span fw={500} inherit>
                {item.name}
              </Text>
              {item.fields.length > 0 ? (
                <Text span c="dimmed" inherit>
                  {' · '}
                  {list.format(item.fields.map(fieldName))}
                </Text>
              ) : null}
            </Text>
          </Group>
        ))}
        {part.more ? (
          <Text size="xs" c="dimmed">
            {t('changes.more')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
