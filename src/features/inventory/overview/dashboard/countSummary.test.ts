import { describe, expect, it } from 'vitest';
import type { CountRow } from '@contract/counts';
import { countSummary } from './countSummary';

const here = '0190a0b1-0000-7000-8000-000000000001';
const there = '0190a0b1-0000-7000-8000-000000000002';
const count = (over: Partial<CountRow>): CountRow =>
  ({
    id: crypto.randomUUID(),
    location_id: here,
    status: 'counting',
    cutoff_at: '2026-11-01T08:00:00.000Z',
    approved_at: null,
    deleted_at: null,
    ...over,
  }) as CountRow;

describe('count summary', () => {
  it('sorts the location counts into in progress, awaiting review and the last approved', () => {
    const sentBack = count({ status: 'sent_back', cutoff_at: '2026-11-03T08:00:00.000Z' });
    const counting = count({});
    const submitted = count({ status: 'submitted' });
    const old = count({ status: 'approved', approved_at: '2026-10-01T10:00:00.000Z' });
    const last = count({ status: 'approved', approved_at: '2026-11-02T10:00:00.000Z' });
    const elsewhere = count({ location_id: there, status: 'submitted' });
    const gone = count({ deleted_at: '2026-11-02T10:00:00.000Z' });
    const summary = countSummary([counting, old, submitted, last, elsewhere, sentBack, gone], here);
    expect(summary.inProgress).toEqual([sentBack, counting]);
    expect(summary.awaitingReview).toEqual([submitted]);
    expect(summary.lastApproved).toBe(last);
  });
});
