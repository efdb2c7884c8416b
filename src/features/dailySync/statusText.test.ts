import type { KindStatus } from '@contract/dailySync';
import { describe, expect, it } from 'vitest';
import { statusLines } from './statusText';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;
const when = (iso: string) => `at ${iso}`;
const status = (overrides: Partial<KindStatus>): KindStatus => ({
  status: 'pending',
  delivery_id: null,
  attempts: 0,
  last_attempt_at: null,
  next_attempt_at: null,
  sent_at: null,
  failure: null,
  ...overrides,
});

describe('what a status badge tells', () => {
  it('gives a failure its reason, the answer it got and when it is tried next', () => {
    expect(
      statusLines(
        status({
          status: 'failed',
          attempts: 2,
          next_attempt_at: '2026-11-24T10:05:00.000Z',
          failure: { kind: 'http', status_code: 503, detail: 'Ledger offline' },
        }),
        t,
        when,
      ),
    ).toEqual([
      { text: 'status.failures.http {"code":503}' },
      { text: '“Ledger offline”', quoted: true },
      { text: 'status.nextAttempt {"when":"at 2026-11-24T10:05:00.000Z"}' },
      { text: 'status.attempts {"count":2}' },
    ]);
  });

  it('says when nothing more is tried by itself, and why nothing was sent', () => {
    const lines = statusLines(
      status({ status: 'failed', failure: { kind: 'timeout', status_code: null, detail: '' } }),
      t,
      when,
    );
    expect(lines.map((l) => l.text)).toEqual([
      'status.failures.timeout {"code":""}',
      'status.noMoreAttempts',
    ]);
    expect(statusLines(status({ status: 'not_configured' }), t, when)).toEqual([
      { text: 'status.hints.not_configured' },
    ]);
  });
});
