import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { kindIcons } from './kindIcons';
import classes from './today.module.css';
import { settleTarget, type TodayEntry } from './todayItems';

export interface TodayItemView {
  entry: TodayEntry;
  /** What the kind is, in words ("Count to review"). */
  kindText: string;
  /** The item's figures in words, or null. */
  figures: string | null;
  /** The location's name, or null for what belongs to the business or the device. */
  place: string | null;
  /** "2 hours ago". */
  relative: string;
  /** The exact time on the location's clock, shown on hover and read with the relative one. */
  exact: string;
}

/** One item of Today: a link to the screen where it is settled, all of it the link. */
export function TodayItemCard({ entry, kindText, figures, place, relative, exact }: TodayItemView) {
  const Icon = kindIcons[entry.kind];
  const target = settleTarget(entry);
  const overdue = entry.urgency === 'overdue';
  // Names keep their own direction (a Latin store name in an Arabic line): each is isolated.
  const where = [place, entry.detail].filter((part): part is string => Boolean(part));
  return (
    <li>
      <Paper
        renderRoot={(props) => <Link {...target} {...props} />}
        withBorder
        p="sm"
        className={classes.item}
        data-testid="today-item"
        data-kind={entry.kind}
        data-urgency={entry.urgency}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon
            variant="light"
            color={overdue ? 'red' : 'blue'}
            size={36}
            radius="md"
            aria-hidden
          >
            <Icon size={20} stroke={1.7} />
          </ThemeIcon>
          <Stack gap={2} className={classes.text}>
            <Text size="xs" fw={600} className={overdue ? classes.overdue : classes.due}>
              {kindText}
            </Text>
            {entry.label ? (
              <Text fw={600} lh={1.3}>
                <bdi>{entry.label}</bdi>
              </Text>
            ) : null}
            {figures ? (
              <Text size="sm" className={classes.figures} data-testid="today-figures">
                {figures}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {where.map((part) => (
                <Fragment key={part}>
                  <bdi>{part}</bdi>
                  {' · '}
                </Fragment>
              ))}
              <time
                dateTime={entry.since}
                title={exact}
                className={classes.time}
                data-testid="today-time"
              >
                {relative}
              </time>
            </Text>
          </Stack>
          <IconChevronRight size={18} className={classes.chevron} aria-hidden />
        </Group>
      </Paper>
    </li>
  );
}
