import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconClipboardCheck, IconHistory, IconListNumbers } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LocalCount } from '../data/countData';
import type { CountProgress } from '../shared/progress';
import { CountStatusBadge } from '../shared/StatusBadge';

interface CountCardProps {
  count: LocalCount;
  name: string;
  cutoff: string;
  progress: CountProgress;
  /** The approved count's adjustment, formatted; null when blind or not approved. */
  adjustment: string | null;
  mayReview: boolean;
}

/** One count in the list: status, cut-off, progress, and where to go with it. */
export function CountCard({
  count,
  name,
  cutoff,
  progress,
  adjustment,
  mayReview,
}: CountCardProps) {
  const { t } = useTranslation('counts');
  const percent = progress.total ? (progress.counted / progress.total) * 100 : 0;
  const navigate = useNavigate();
  const search = { id: count.id };
  return (
    <Paper withBorder p="sm" radius="md" data-testid="count-row" data-count-id={count.id}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} truncate data-testid="count-name">
              {name}
            </Text>
            <CountStatusBadge status={count.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('list.cutoffAt', { time: cutoff })}
          </Text>
          <Group gap="xs" wrap="nowrap" maw={360}>
            <Progress value={percent} size="sm" style={{ flex: 1 }} aria-hidden />
            <Text
              size="xs"
              c="dimmed"
              data-testid="count-progress"
              style={{ whiteSpace: 'nowrap' }}
            >
              {t('list.progress', { counted: progress.counted, total: progress.total })}
            </Text>
          </Group>
          {adjustment !== null ? (
            <Text size="sm" data-testid="count-adjustment">
              {t('list.adjustmentValue', { value: adjustment })}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="wrap">
          {count.status !== 'approved' ? (
            <Button
              onClick={() =>
                void navigate({ to: '/dashboard/inventory/inventory-count-details', search })
              }
              size="xs"
              leftSection={<IconListNumbers size={14} />}
              data-testid="count-open"
            >
              {t('list.count')}
            </Button>
          ) : null}
          <Button
            onClick={() => void navigate({ to: '/dashboard/inventory/activities', search })}
            size="xs"
            variant="default"
            leftSection={<IconHistory size={14} />}
            data-testid="count-activities"
          >
            {t('list.activities')}
          </Button>
          {mayReview ? (
            <Button
              onClick={() => void navigate({ to: '/dashboard/inventory/review', search })}
              size="xs"
              variant="light"
              leftSection={<IconClipboardCheck size={14} />}
              data-testid="count-review"
            >
              {t('list.review')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
