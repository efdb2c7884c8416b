import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CountRow } from '@contract/counts';
import { useTimeZone } from '@/shared/location/useTimeZone';
import type { MoneyFormat } from '@/lib/money';
import { formatOnLocationClock } from '@/lib/zoneTime';
import type { CountSummary } from './countSummary';

/** Counts in progress and awaiting review, each a link to go on with it. */
export function CountsCard({
  summary,
  costs,
  money,
}: {
  summary: CountSummary;
  costs: boolean;
  money: MoneyFormat | null;
}) {
  const { t, i18n } = useTranslation('stock');
  const lang = i18n.resolvedLanguage ?? 'en';
  const zone = useTimeZone();
  // Cut-offs on the location's clock, as the counts screens show them.
  const when = (instant: string) => formatOnLocationClock(instant, zone, lang);
  const line = (count: CountRow, to: 'details' | 'review') => (
    <Group
      key={count.id}
      justify="space-between"
      gap="xs"
      wrap="nowrap"
      data-testid="dashboard-count"
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor
          renderRoot={(props) =>
            to === 'review' && costs ? (
              <Link to="/dashboard/inventory/review" search={{ id: count.id }} {...props} />
            ) : (
              <Link
                to="/dashboard/inventory/inventory-count-details"
                search={{ id: count.id }}
                {...props}
              />
            )
          }
          size="sm"
          lineClamp={1}
        >
          <bdi>{count.name}</bdi>
        </Anchor>
        <Text size="xs" c="dimmed">
          {t('dashboard.cutoff', { time: when(count.cutoff_at) })}
        </Text>
      </Stack>
      <Badge
        variant="light"
        style={{ flexShrink: 0 }}
        color={
          count.status === 'sent_back' ? 'orange' : count.status === 'submitted' ? 'grape' : 'blue'
        }
      >
        {t(`countStatus.${count.status}`)}
      </Badge>
    </Group>
  );
  const last = summary.lastApproved;
  return (
    <Card withBorder radius="md" padding="md" data-testid="dashboard-counts">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconClipboardList size={20} aria-hidden />
            <Title order={3} size="h4">
              {t('dashboard.counts')}
            </Title>
          </Group>
          <Anchor component={Link} to="/dashboard/inventory/inventory-count" size="sm">
            {t('dashboard.allCounts')}
          </Anchor>
        </Group>
        <Group gap="lg">
          <Text size="sm" data-testid="counts-in-progress">
            {t('dashboard.inProgress', { count: summary.inProgress.length })}
          </Text>
          <Text size="sm" data-testid="counts-awaiting">
            {t('dashboard.awaitingReview', { count: summary.awaitingReview.length })}
          </Text>
        </Group>
        {[
          ...summary.awaitingReview.map((c) => line(c, 'review')),
          ...summary.inProgress.map((c) => line(c, 'details')),
        ].slice(0, 6)}
        {summary.inProgress.length + summary.awaitingReview.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.noOpenCounts')}
          </Text>
        ) : null}
        {last ? (
          <Text size="xs" c="dimmed">
            {costs && money && typeof last.adjustment_value === 'number'
              ? t('dashboard.lastApprovedWithValue', {
                  name: last.name,
                  time: when(last.approved_at ?? last.cutoff_at),
                  amount: money.format(last.adjustment_value),
                })
              : t('dashboard.lastApproved', {
                  name: last.name,
                  time: when(last.approved_at ?? last.cutoff_at),
                })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
