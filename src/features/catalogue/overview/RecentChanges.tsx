import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '@/shared/relativeTime';
import { useNow } from '@/shared/useNow';
import { displayName } from '@/components/entity/columns';
import { CatalogueThumb } from '../shared/CatalogueThumb';
import type { RecentChange } from './attention';
import { screenOf } from './catalogueLinks';
import classes from './overview.module.css';

/** The entries changed last, newest first: name, kind, when; a product opens its page. */
export function RecentChanges({ changes }: { changes: readonly RecentChange[] }) {
  const { t, i18n } = useTranslation(['catalogue', 'resources']);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const now = useNow(30_000);
  const navigate = useNavigate();
  const open = ({ resource, row }: RecentChange) =>
    resource === 'products'
      ? void navigate({
          to: '/dashboard/products/products/$productId',
          params: { productId: row.id },
        })
      : void navigate({ to: screenOf(resource) });
  return (
    <Stack gap={4}>
      {changes.map((change) => {
        const name = displayName(change.row, lang);
        const kind =
          change.resource === 'products' && change.row.is_addon === true
            ? t('catalogue:overview.addon')
            : t(`resources:${change.resource}.one`);
        return (
          <UnstyledButton
            key={`${change.resource}:${change.row.id}`}
            onClick={() => open(change)}
            p={6}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            className={classes.row}
            data-testid="recent-row"
          >
            <Group gap="sm" wrap="nowrap">
              <CatalogueThumb
                imageUrl={change.row.image_url}
                color={change.row.color}
                name={name}
                size={32}
              />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  <bdi>{name}</bdi>
                </Text>
                <Text size="xs" c="dimmed">
                  {kind}
                </Text>
              </Stack>
              <Badge variant="light" color="gray" size="sm" style={{ flex: '0 0 auto' }}>
                {relativeTime(String(change.row.updated_at), now, lang)}
              </Badge>
            </Group>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
