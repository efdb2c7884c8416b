import { Badge, Box, Chip, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TodayKind, TodayUrgency } from '@contract/today';
import { useTranslation } from 'react-i18next';
import { AsOf } from '@/components/reports/AsOf';
import { PageHeader } from '@/components/PageHeader';
import { ReadState } from '@/components/reports/ReadState';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { relativeTime } from '@/shared/relativeTime';
import { useNow } from '@/shared/useNow';
import { formatBusinessDate } from '@/lib/zoneTime';
import { useLocationLookup } from '../data/useLocationLookup';
import { useLocationMoney } from './data/useLocationMoney';
import { useToday } from './data/useToday';
import { TodayEmpty } from './TodayEmpty';
import { TodayItemCard, type TodayItemView } from './TodayItemCard';
import classes from './today.module.css';
import { figuresText } from './todayFigures';
import { entryKey, type TodayEntry } from './todayItems';

interface TodayScreenProps {
  /** Only this kind is listed (the summary's choice, in the URL); every kind when undefined. */
  kind: TodayKind | undefined;
  onKindChange: (kind: TodayKind | undefined) => void;
}

const urgencies: readonly TodayUrgency[] = ['overdue', 'due'];

/**
 * `/dashboard/today`: what waits for the signed-in user, at every location they may use, each
 * item a link to where it is settled. Phone first: one column of tappable cards, late ones first.
 */
export function TodayScreen({ kind, onKindChange }: TodayScreenProps) {
  const { t } = useTranslation('today');
  const today = useToday();
  const views = useItemViews(today.entries);
  const { read, counts, total } = today;
  // A kind chosen in the URL that has nothing (settled meanwhile) shows everything.
  const shown = kind && counts.some(([k]) => k === kind) ? kind : undefined;
  const listed = shown ? views.filter((view) => view.entry.kind === shown) : views;

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />}
      />
      <Stack gap="lg" data-testid="today">
        {read.data === undefined && read.error ? (
          <ReadState read={read} height={0}>
            {() => null}
          </ReadState>
        ) : null}
        {counts.length > 0 ? (
          <Chip.Group
            multiple={false}
            value={shown ?? 'all'}
            onChange={(next) => onKindChange(next === 'all' ? undefined : (next as TodayKind))}
          >
            <Box
              role="radiogroup"
              aria-label={t('summary')}
              className={classes.chips}
              data-testid="today-summary"
            >
              <Chip value="all" size="sm">
                {t('all')}{' '}
                <Badge
                  size="sm"
                  variant="light"
                  ms={4}
                  component="span"
                  data-testid="today-chip-all-count"
                >
                  {total}
                </Badge>
              </Chip>
              {counts.map(([k, count]) => (
                <Chip key={k} value={k} size="sm">
                  {t(`kinds.${k}`)}{' '}
                  <Badge
                    size="sm"
                    variant="light"
                    ms={4}
                    component="span"
                    data-testid="today-chip-count"
                    data-kind={k}
                  >
                    {count}
                  </Badge>
                </Chip>
              ))}
            </Box>
          </Chip.Group>
        ) : null}
        {listed.length === 0 ? (
          read.data !== undefined ? (
            <TodayEmpty />
          ) : read.error ? null : (
            <Stack gap="xs" aria-busy>
              <Skeleton h={84} radius="md" />
              <Skeleton h={84} radius="md" />
              <Skeleton h={84} radius="md" />
            </Stack>
          )
        ) : (
          urgencies.map((urgency) => {
            const group = listed.filter((view) => view.entry.urgency === urgency);
            if (group.length === 0) return null;
            return (
              <Box
                component="section"
                key={urgency}
                aria-labelledby={`today-${urgency}`}
                data-testid={`today-${urgency}`}
              >
                <Title order={3} size="h5" id={`today-${urgency}`} mb="xs">
                  {t(`urgency.${urgency}`)}{' '}
                  <Text span c="dimmed" fw={400}>
                    ({group.length})
                  </Text>
                </Title>
                <ul className={classes.list}>
                  {group.map((view) => (
                    <TodayItemCard key={entryKey(view.entry)} {...view} />
                  ))}
                </ul>
              </Box>
            );
          })
        )}
        {shown && listed.length < (counts.find(([k]) => k === shown)?.[1] ?? 0) ? (
          <Text size="sm" c="dimmed" data-testid="today-more">
            {t('more', {
              shown: listed.length,
              all: counts.find(([k]) => k === shown)?.[1] ?? 0,
            })}
          </Text>
        ) : null}
      </Stack>
    </>
  );
}

/** Each entry with its words: kind, figures, place and times on the location's clock. */
function useItemViews(entries: readonly TodayEntry[]): TodayItemView[] {
  const { t, i18n } = useTranslation('today');
  const lang = i18n.resolvedLanguage ?? 'en';
  const lookup = useLocationLookup();
  const money = useLocationMoney(lang);
  const { locationId } = useActiveLocation();
  const now = useNow(60_000);
  return entries.map((entry) => ({
    // A daily sync's day is its label: written as a date in the screen's language.
    entry:
      entry.kind === 'daily_sync_failed' && /^\d{4}-\d{2}-\d{2}$/.test(entry.label)
        ? { ...entry, label: formatBusinessDate(entry.label, lang) }
        : entry,
    kindText: t(`kinds.${entry.kind}`),
    figures: figuresText(entry, t, { lang, money }),
    place: entry.location_id ? lookup.name(entry.location_id) || null : null,
    relative: relativeTime(entry.since, now, lang),
    // Items of the business or the device read on the clock of the location in use.
    exact: lookup.localTime(entry.location_id ?? locationId ?? '', entry.since, true),
  }));
}
