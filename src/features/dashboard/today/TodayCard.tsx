import {
  Anchor,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { memo } from 'react';
import { IconArrowRight, IconMoodSmile } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ReadState } from '@/components/reports/ReadState';
import { numberFormat } from '@/lib/formats';
import { useToday } from './data/useToday';
import { kindIcons } from './kindIcons';
import classes from './today.module.css';

/**
 * The dashboard's card of Today: how many of each kind wait, each a link to Today showing that kind,
 * and a link to all of it. Said kindly when nothing waits.
 */
export const TodayCard = memo(function TodayCard() {
  const { t, i18n } = useTranslation('today');
  const number = numberFormat(i18n.resolvedLanguage ?? 'en');
  const { counts, total, read } = useToday();
  return (
    <Card withBorder radius="md" padding="md" data-testid="today-card">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Title order={3} size="h4">
            {t('title')}
          </Title>
          {total > 0 ? (
            <Badge variant="filled" size="lg" circle={total < 10} data-testid="today-card-total">
              {number.format(total)}
            </Badge>
          ) : null}
        </Group>
        <Anchor component={Link} to="/dashboard/today" size="sm" data-testid="today-card-open">
          <Group gap={4} wrap="nowrap" component="span">
            {t('card.open')}
            <IconArrowRight size={16} className={classes.chevron} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      {counts.length === 0 && read.data === undefined && read.error ? (
        <ReadState read={read} height={40}>
          {() => null}
        </ReadState>
      ) : counts.length === 0 ? (
        read.data !== undefined ? (
          <Group gap="xs" wrap="nowrap" data-testid="today-card-empty">
            <ThemeIcon variant="light" color="teal" radius="xl" aria-hidden>
              <IconMoodSmile size={18} />
            </ThemeIcon>
            <Text size="sm">{t('empty.title')}</Text>
          </Group>
        ) : (
          <Skeleton h={40} radius="md" />
        )
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3, lg: 4 }}
          spacing="xs"
          component="ul"
          className={classes.plainList}
        >
          {counts.map(([kind, count]) => {
            const Icon = kindIcons[kind];
            return (
              <li key={kind}>
                <Anchor
                  renderRoot={(props) => (
                    <Link to="/dashboard/today" search={{ kind }} {...props} />
                  )}
                  className={classes.kindLink}
                  data-testid="today-card-kind"
                  data-kind={kind}
                >
                  <Icon size={18} stroke={1.7} aria-hidden />
                  <Text span size="sm" className={classes.text}>
                    {t(`kinds.${kind}`)}
                  </Text>
                  <Badge variant="light" size="md" component="span">
                    {number.format(count)}
                  </Badge>
                </Anchor>
              </li>
            );
          })}
        </SimpleGrid>
      )}
    </Card>
  );
});
