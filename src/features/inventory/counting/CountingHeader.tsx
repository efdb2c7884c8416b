import { Button, Group, Progress as Bar, Stack, Text } from '@mantine/core';
import { IconSend, IconUsers } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import type { LocalCount } from '../counts/data/countData';
import { useCountTime } from '../counts/shared/countTime';
import { CountStatusBadge } from '../counts/shared/StatusBadge';
import { othersCounting, type Progress, type TallyEntry } from './tally';
import { useNow } from '@/shared/useNow';
import { CameraScan } from './CameraScan';

interface CountingHeaderProps {
  count: LocalCount;
  progress: Progress;
  /** The entries of everyone else: who else counted in the last minutes comes from them. */
  others: TallyEntry[];
  me: string;
}

/** Status, cut-off, overall progress and who else is counting right now. */
export function CountingHeader({ count, progress, others, me }: CountingHeaderProps) {
  const { t } = useTranslation('counting');
  const now = useNow();
  const counting = othersCounting(others, me, now);
  const when = useCountTime();
  const percent = progress.total ? (progress.counted / progress.total) * 100 : 0;
  return (
    <Stack gap={6} component="span" style={{ display: 'flex' }}>
      <Group gap="xs" component="span" wrap="wrap">
        <CountStatusBadge status={count.status} />
        <Text span size="sm" c="dimmed">
          {t('cutoff', { when: when(count.cutoff_at) })}
        </Text>
        <Text span size="sm" fw={600} data-testid="count-progress">
          {t('progress', { counted: progress.counted, total: progress.total })}
        </Text>
      </Group>
      <Bar value={percent} size="sm" color="teal" aria-label={t('progressLabel')} />
      {counting.length ? (
        <Group gap={6} component="span" data-testid="others-counting">
          <IconUsers size={16} />
          <Text span size="sm">
            {t('othersCounting', { names: counting.map((c) => c.name).join(', ') })}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}

interface CountingTopProps extends CountingHeaderProps {
  readOnly: boolean;
  /** A code scanned with the camera. */
  onCode: (code: string) => void;
  onSubmit: () => void;
}

/**
 * The counting screen's header: the count's name, its `CountingHeader`, and the scan and submit
 * actions. Memoized: a digit typed on the pad leaves it as it is.
 */
export const CountingTop = memo(function CountingTop({
  readOnly,
  onCode,
  onSubmit,
  ...header
}: CountingTopProps) {
  const { t } = useTranslation('counting');
  return (
    <PageHeader
      title={header.count.name || t('title')}
      description={<CountingHeader {...header} />}
      actions={
        readOnly ? null : (
          <>
            <CameraScan onCode={onCode} />
            <Button
              size="md"
              leftSection={<IconSend size={20} />}
              onClick={onSubmit}
              data-testid="count-submit"
            >
              {t('submit.action')}
            </Button>
          </>
        )
      }
    />
  );
});
