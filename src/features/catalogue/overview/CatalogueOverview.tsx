import {
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconDeviceTablet } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { useTimeZone } from '@/shared/location/useTimeZone';
import { businessDate } from '@/lib/dates';
import { attentionItems, recentlyChanged } from './attention';
import { AttentionList } from './AttentionList';
import { catalogueLinks } from './catalogueLinks';
import { RecentChanges } from './RecentChanges';
import { useCatalogueRows } from './data/useCatalogueRows';

/**
 * `/dashboard/products`: the catalogue at a glance, from the local store (so it works offline): how
 * many of each entry there are, what needs attention, and what changed last.
 */
export function CatalogueOverview() {
  const { t, i18n } = useTranslation(['catalogue', 'resources']);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const rows = useCatalogueRows();

  const counts = useMemo(() => {
    if (!rows) return null;
    const addons = rows.products.filter((p) => p.is_addon === true).length;
    return {
      ...Object.fromEntries(Object.entries(rows).map(([k, list]) => [k, list.length])),
      products: rows.products.length - addons,
      addons,
    } as Record<string, number>;
  }, [rows]);
  // A deal has ended once its last day is over where the active location is, not where the browser is.
  const timeZone = useTimeZone();
  const attention = useMemo(
    () => (rows ? attentionItems(rows, businessDate(new Date(), timeZone)) : []),
    [rows, timeZone],
  );
  const recent = useMemo(
    () =>
      rows
        ? recentlyChanged(
            [
              ['products', rows.products],
              ['categories', rows.categories],
              ['modifiers', rows.modifiers],
              ['modifierItems', rows.modifierItems],
              ['deals', rows.deals],
              ['menus', rows.menus],
              ['brands', rows.brands],
              ['groups', rows.groups],
              ['labels', rows.labels],
              ['channels', rows.channels],
            ],
            12,
          )
        : [],
    [rows],
  );

  return (
    <>
      <PageHeader
        title={t('overview.title')}
        description={t('overview.description')}
        actions={
          <Button
            component={Link}
            to="/dashboard/products/appearance"
            variant="default"
            leftSection={<IconDeviceTablet size={16} />}
          >
            {t('nav.appearance')}
          </Button>
        }
      />
      {!rows || !counts ? (
        <Group justify="center" p="xl">
          <Loader size="sm" />
        </Group>
      ) : (
        <Stack gap="lg" data-testid="catalogue-overview">
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="sm">
            {catalogueLinks.map((link) => (
              <Card
                key={link.key}
                component={Link}
                to={link.to}
                withBorder
                radius="md"
                p="sm"
                data-testid={`count-${link.key}`}
                style={{ textDecoration: 'none' }}
              >
                <Group gap="sm" wrap="nowrap" align="center">
                  <ThemeIcon variant="light" color={link.color} size={38} radius="md">
                    <link.icon size={20} />
                  </ThemeIcon>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text
                      fw={700}
                      size="xl"
                      lh={1.2}
                      style={{ fontVariantNumeric: 'tabular-nums' }}
                    >
                      {(counts[link.key] ?? 0).toLocaleString(lang)}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {t(link.label)}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <Card withBorder radius="md" p="md" data-testid="attention">
              <Group justify="space-between" mb="sm">
                <Title order={3} size="h4">
                  {t('overview.attention.title')}
                </Title>
                {attention.length ? (
                  <Badge color="orange" variant="light">
                    {attention.reduce((n, a) => n + a.count, 0).toLocaleString(lang)}
                  </Badge>
                ) : null}
              </Group>
              {attention.length === 0 ? (
                <Group gap="xs" c="teal">
                  <IconCircleCheck size={20} />
                  <Text size="sm">{t('overview.attention.none')}</Text>
                </Group>
              ) : (
                <AttentionList items={attention} />
              )}
            </Card>
            <Card withBorder radius="md" p="md" data-testid="recent">
              <Title order={3} size="h4" mb="sm">
                {t('overview.recent.title')}
              </Title>
              {recent.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('overview.recent.none')}
                </Text>
              ) : (
                <RecentChanges changes={recent} />
              )}
            </Card>
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}
