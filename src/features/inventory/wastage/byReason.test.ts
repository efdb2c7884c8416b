import { describe, expect, it } from 'vitest';
import type { MovementRow } from '@contract/stock';
import { wastageByReason } from './byReason';

const row = (reason: MovementRow['reason'], value: number | undefined): MovementRow => ({
  id: crypto.randomUUID(),
  location_id: crypto.randomUUID(),
  material_id: crypto.randomUUID(),
  kind: 'wastage',
  quantity: -1,
  value,
  occurred_at: '2026-11-24T10:00:00.000Z',
  business_date: '2026-11-24',
  reason,
  note: '',
  user_id: null,
  document_kind: 'wastage',
  document_id: 'w',
  created_at: '2026-11-24T10:00:00.000Z',
});

describe('wastage by reason', () => {
  it('adds up what was lost per reason, largest first', () => {
    expect(
      wastageByReason([row('expired', -2.5), row('spoiled', -10), row('expired', -0.1)]),
    ).toEqual([
      { reason: 'spoiled', value: 10, lines: 1 },
      { reason: 'expired', value: 2.6, lines: 2 },
    ]);
  });

  it('counts a movement without a reason or a value as other, at no cost', () => {
    expect(wastageByReason([row(null, undefined)])).toEqual([
      { reason: 'other', value: 0, lines: 1 },
    ]);
  });
});
