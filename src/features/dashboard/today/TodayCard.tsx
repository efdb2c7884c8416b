import { Anchor, Badge, Card, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
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
 * A link drawn as Mantine's Anchor (its focus ring, colour and underline on hover, `data-underline`)
 * without Anchor, Text and their Boxes: the card draws in the dashboard's first commit, before
 * anything shows, once per kind (issue 24; as the menu's entries, src/app/nav/SideNav.tsx).
 */
const anchorClass = `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root}`;

/**
 * The dashboard's card of Today: how many of each kind wait, each a link to Today showing that kind,
 * and a link to all of it. Said kindly when nothing waits. Laid out on plain elements with the
 * card's own classes where Mantine's Group and Text would add components and draw the same.
 */
export const TodayCard = memo(function TodayCard() {
  const { t, i18n } = useTranslation('today');
  const number = numberFormat(i18n.resolvedLanguage ?? 'en');
  const { counts, total, read } = useToday();
  return (
    <Card withBorder radius="md" padding="md" data-testid="today-card">
      <div className={classes.cardHead}>
        <div className={classes.cardRow}>
          <Title order={3} size="h4">
            {t('title')}
          </Title>
          {total > 0 ? (
            <Badge variant="filled" size="lg" circle={total < 10} data-testid="today-card-total">
              {number.format(total)}
            </Badge>
          ) : null}
        </div>
        <Link
          to="/dashboard/today"
          className={`${anchorClass} ${classes.sizeSm}`}
          data-underline="hover"
          data-testid="today-card-open"
        >
          <span className={classes.cardOpen}>
            {t('card.open')}
            <IconArrowRight size={16} className={classes.chevron} aria-hidden />
          </span>
        </Link>
      </div>
      {counts.length === 0 && read.data === undefined && read.error ? (
        <ReadState read={read} height={40}>
          {() => null}
        </ReadState>
      ) : counts.length === 0 ? (
        read.data !== undefined ? (
          <div className={classes.cardRow} data-testid="today-card-empty">
            <ThemeIcon variant="light" color="teal" radius="xl" aria-hidden>
              <IconMoodSmile size={18} />
            </ThemeIcon>
            <Text size="sm">{t('empty.title')}</Text>
          </div>
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
                <Link
                  to="/dashboard/today"
                  search={{ kind }}
                  className={`${anchorClass} ${classes.kindLink}`}
                  data-underline="hover"
                  data-testid="today-card-kind"
                  data-kind={kind}
                >
                  <Icon size={18} stroke={1.7} aria-hidden />
                  <span className={`${Text.classes.root} ${classes.text} ${classes.sizeSm}`}>
                    {t(`kinds.${kind}`)}
                  </span>
                  <Badge variant="light" size="md" component="span">
                    {number.format(count)}
                  </Badge>
                </Link>
              </li>
            );
          })}
        </SimpleGrid>
      )}
    </Card>
  );
});
