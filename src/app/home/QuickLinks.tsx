import { Card, EmptyState, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconCompass } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrant } from '../access';
import { labelNamespaces, type RouteLike } from '../nav/buildNav';
import { useNavSections } from '../nav/useNavSections';
import classes from './home.module.css';
import { quickLinks } from './quickLinks';

/** Links to every screen that exists and the user may open. */
export function QuickLinks() {
  const groups = useNavSections();
  const router = useRouter();
  const grant = useGrant();
  const links = useMemo(
    () => quickLinks(groups, Object.values(router.routesById) as RouteLike[], grant),
    [groups, router, grant],
  );
  const { t } = useTranslation(labelNamespaces(groups));
  return (
    <Card data-testid="home-links">
      <Text fw={600} mb="md">
        {t('shell:home.links.title')}
      </Text>
      {links.length === 0 ? (
        <EmptyState
          size="sm"
          icon={<IconCompass size={28} />}
          withIndicatorBackground
          title={t('shell:home.links.emptyTitle')}
          description={t('shell:home.links.emptyBody')}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {links.map((link) => (
            <Link
              key={link.id}
              to={link.to}
              className={classes.tile}
              data-testid={`home-link-${link.to}`}
            >
              <ThemeIcon variant="light" radius="md" size={40}>
                <link.icon size={22} stroke={1.7} />
              </ThemeIcon>
              <div>
                <Text fw={600} size="sm">
                  {t(link.labelKey)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`shell:nav.sections.${link.section}`)}
                </Text>
              </div>
              <IconArrowRight size={18} className={classes.arrow} />
            </Link>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}
