import { Alert, Stack, Text, type MantineSpacing } from '@mantine/core';
import { IconArrowBackUp, IconNote } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CountRow } from '@contract/counts';

/** A note a person wrote, under its label: in its own direction, line breaks kept. */
function Written({ label, text, testId }: { label: string; text: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }} data-testid={testId}>
        {text}
      </Text>
    </Stack>
  );
}

/**
 * What the people around a count wrote for its counters: the note given when the count was made,
 * and, once a reviewer sent it back, that it was sent back and the reviewer's note. The counting
 * screen shows both; the review screen the count's own note (its reviewer wrote the other).
 */
export function CountNotes({
  count,
  sentBack = true,
  mb,
}: {
  count: Pick<CountRow, 'note' | 'review_note' | 'status'>;
  /** Whether to show the sent-back notice and the reviewer's note (the counter's view). */
  sentBack?: boolean;
  /** Space below, when there is anything to show. */
  mb?: MantineSpacing;
}) {
  const { t } = useTranslation('counts');
  const note = count.note.trim();
  const reviewNote = count.review_note.trim();
  const back = sentBack && count.status === 'sent_back';
  if (!note && !back) return null;
  return (
    <Stack gap="sm" mb={mb}>
      {back ? (
        <Alert
          color="orange"
          icon={<IconArrowBackUp size={18} />}
          title={t('notes.sentBack')}
          data-testid="count-sent-back"
        >
          {reviewNote ? (
            <Written label={t('notes.reviewNote')} text={reviewNote} testId="count-review-note" />
          ) : (
            t('notes.sentBackHint')
          )}
        </Alert>
      ) : null}
      {note ? (
        <Alert color="gray" variant="light" icon={<IconNote size={18} />} p="xs">
          <Written label={t('notes.countNote')} text={note} testId="count-note" />
        </Alert>
      ) : null}
    </Stack>
  );
}
