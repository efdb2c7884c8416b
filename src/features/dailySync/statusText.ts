import type { DeliveryStatus, KindStatus } from '@contract/dailySync';

/** The colour of each status's badge. */
export const statusColor: Record<DeliveryStatus, string> = {
  sent: 'teal',
  failed: 'red',
  pending: 'blue',
  not_sent: 'yellow',
  open: 'gray',
  not_configured: 'gray',
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A line of a badge's details; `quoted` is the receiver's own answer, in its own language. */
export interface StatusLine {
  text: string;
  quoted?: boolean;
}

/**
 * What a status badge tells on hover or tap, line by line: when it was received, or why it failed
 * and what happens next, or why nothing was sent.
 */
export function statusLines(
  status: KindStatus,
  t: Translate,
  when: (iso: string) => string,
): StatusLine[] {
  const line = (text: string): StatusLine => ({ text });
  const attempts =
    status.attempts > 0 ? [line(t('status.attempts', { count: status.attempts }))] : [];
  switch (status.status) {
    case 'sent':
      return [line(t('status.hints.sent', { when: when(status.sent_at ?? '') })), ...attempts];
    case 'failed': {
      const failure = status.failure;
      const lines: StatusLine[] = failure
        ? [
            line(t(`status.failures.${failure.kind}`, { code: failure.status_code ?? '' })),
            ...(failure.detail ? [{ text: `“${failure.detail}”`, quoted: true }] : []),
          ]
        : [];
      lines.push(
        line(
          status.next_attempt_at
            ? t('status.nextAttempt', { when: when(status.next_attempt_at) })
            : t('status.noMoreAttempts'),
        ),
      );
      return [...lines, ...attempts];
    }
    case 'pending':
      return [line(t('status.hints.pending')), ...attempts];
    default:
      return [line(t(`status.hints.${status.status}`))];
  }
}
