import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconCheck, IconFileExport } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import type { CountResolution } from '@contract/counts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/location/useMoney';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { exportSpreadsheet } from '@/lib/spreadsheet';
import { useLocationSheets } from '../../countSheets/data/useSheets';
import { useReview, type ReviewAction, type ReviewRefusal } from '../data/useReview';
import { useCountTime } from '../shared/countTime';
import { CountNotes } from '../shared/CountNotes';
import { Isolated } from '../shared/Isolated';
import { CountStatusBadge } from '../shared/StatusBadge';
import { ReviewLines } from './ReviewLineCard';
import { reviewColumnKeys, reviewRows } from './reviewExport';
import { orderLines } from './reviewModel';

const NO_RESOLUTIONS: readonly CountResolution[] = [];

/**
 * The reviewer's note and the buttons that send it with the decision. Its own component, holding
 * what is typed: a keystroke draws the note, not the screen with a card for each of a thousand
 * lines (most of a second per key on such a count when the screen held the note).
 */
function ReviewDecision(props: {
  savedNote: string;
  mayApprove: boolean;
  maySendBack: boolean;
  busy: ReviewAction | null;
  refusal: ReactNode;
  act: (action: 'approve' | 'send_back', note: string) => Promise<void>;
}) {
  const { busy, act } = props;
  const { t } = useTranslation('counts');
  const [typed, setTyped] = useState<string | null>(null);
  const note = typed ?? props.savedNote;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Textarea
          label={t('review.note')}
          value={note}
          onChange={(e) => setTyped(e.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={2}
          data-testid="review-note"
        />
        {props.refusal}
        <Group justify="flex-end" gap="sm" wrap="wrap">
          {props.maySendBack ? (
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={16} />}
              loading={busy === 'send_back'}
              disabled={busy !== null}
              onClick={() => void act('send_back', typed ?? '')}
              data-testid="review-send-back"
            >
              {t('review.sendBack')}
            </Button>
          ) : null}
          <Button
            color="green"
            leftSection={<IconCheck size={16} />}
            loading={busy === 'approve'}
            disabled={busy !== null || !props.mayApprove}
            onClick={() => void act('approve', typed ?? '')}
            data-testid="review-approve"
          >
            {t('review.approve')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Total({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
}

/** `/review?id=`: counted against expected at the cut-off; resolve, send back or approve. */
export function ReviewScreen({ countId }: { countId: string | null }) {
  const { t } = useTranslation('counts');
  const {
    read,
    unreadable,
    review,
    count,
    mayRead,
    mayApprove,
    busy,
    refusal,
    resolve,
    act,
    dismissRefusal,
  } = useReview(countId);
  const money = useMoney(count?.location_id ?? null);
  const sheets = useLocationSheets(count?.location_id ?? null);
  const lines = useMemo(() => orderLines(review?.lines ?? []), [review]);
  const areaNames = useMemo(
    () => new Map((sheets ?? []).flatMap((s) => s.areas.map((a) => [a.id, a.name] as const))),
    [sheets],
  );
  const when = useCountTime();
  const approved = count?.status === 'approved';
  const acting = mayApprove && count !== undefined && !approved;
  // Said beside the buttons that did it, not in a toast over the header and its status.
  const refusalText: Record<ReviewRefusal, string> = {
    unresolved: t('review.unresolved'),
    offline: t('review.offline'),
    failed: t('review.failed'),
  };

  // Said beside the buttons that did it; when the page has since learned the count is approved and
  // the buttons are gone, said all the same: a click that did nothing must say why.
  const refusalAlert = refusal ? (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} />}
      role="alert"
      withCloseButton
      closeButtonLabel={t('common:actions.close')}
      onClose={dismissRefusal}
      data-testid="review-refused"
    >
      {refusalText[refusal]}
    </Alert>
  ) : null;

  const exportReview = () =>
    exportSpreadsheet(`count-review-${count?.name || count?.id || ''}`, {
      sheetName: t('review.title'),
      columns: reviewColumnKeys.map((k) => t(k)),
      rows: reviewRows(lines, (u) => t(`units.${u}`, { defaultValue: u })),
    });

  if (!mayRead)
    return (
      <>
        <PageHeader title={t('review.title')} />
        <Alert color="gray" data-testid="review-forbidden">
          {t('review.forbidden')}
        </Alert>
      </>
    );

  return (
    <>
      <PageHeader
        title={t('review.title')}
        description={
          count ? (
            <Isolated
              parts={[
                count.name || t('activities.count'),
                t('list.cutoffAt', { time: when(count.cutoff_at) }),
              ]}
            />
          ) : undefined
        }
        actions={
          <>
            {count ? <CountStatusBadge status={count.status} /> : null}
            <Button
              variant="default"
              leftSection={<IconFileExport size={16} />}
              disabled={!review}
              onClick={() => void exportReview()}
              data-testid="review-export"
            >
              {t('actions.export')}
            </Button>
          </>
        }
      />
      <Stack gap="md">
        {/* What approving or sending back did, on the page under the status: nothing covers it. */}
        {review && approved ? (
          <Alert color="green" icon={<IconCheck size={18} />} data-testid="review-approved">
            {t('review.approvedAt', {
              time: count?.approved_at ? when(count.approved_at) : '',
              // A word joiner keeps the minus with the amount: "-" alone at a line's end misreads.
              value: money
                .format(count?.adjustment_value ?? review.totals.variance_value)
                .replaceAll('-', '-\u2060'),
            })}
          </Alert>
        ) : null}
        {count?.status === 'sent_back' ? (
          <Alert color="blue" icon={<IconArrowBackUp size={18} />} data-testid="review-sent-back">
            {t('review.sentBackAlert')}
          </Alert>
        ) : null}
        {count ? <CountNotes count={count} sentBack={false} /> : null}
        <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
        {unreadable && !review ? (
          <Alert color="red" data-testid="review-error">
            {unreadable === 'missing' ? t('activities.missing') : t('review.readFailed')}
          </Alert>
        ) : null}
        {review ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Total
                label={t('review.expectedValue')}
                value={money.format(review.totals.expected_value)}
                testId="total-expected"
              />
              <Total
                label={t('review.countedValue')}
                value={money.format(review.totals.counted_value)}
                testId="total-counted"
              />
              <Total
                label={t('review.varianceValue')}
                value={money.format(review.totals.variance_value)}
                testId="total-variance"
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {t('review.linesCounted', {
                counted: review.totals.counted_lines,
                total: review.totals.lines,
              })}
            </Text>
            {review.totals.needs_resolution > 0 && !approved ? (
              <Alert
                color="orange"
                icon={<IconAlertTriangle size={18} />}
                data-testid="review-needs-resolution"
              >
                {t('review.needsResolutionAlert', { count: review.totals.needs_resolution })}
              </Alert>
            ) : null}
            {acting ? null : refusalAlert}
            {acting ? (
              <ReviewDecision
                savedNote={count?.review_note ?? ''}
                mayApprove={review.totals.needs_resolution === 0}
                maySendBack={count?.status === 'submitted'}
                busy={busy}
                refusal={refusalAlert}
                act={act}
              />
            ) : null}
            {lines.length === 0 ? <Text c="dimmed">{t('review.noLines')}</Text> : null}
            <Stack gap="xs" data-testid="review-lines">
              <ReviewLines
                lines={lines}
                resolutions={count?.resolutions ?? NO_RESOLUTIONS}
                areaNames={areaNames}
                money={money.format}
                onResolve={acting && busy === null ? (r) => void resolve(r) : null}
              />
            </Stack>
          </>
        ) : null}
      </Stack>
    </>
  );
}
