import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/data/db';
import { displayValue, groupEntries, rowLabel } from './describe';

const entry = (patch: Partial<OutboxEntry>): OutboxEntry => ({
  id: 'e',
  userId: 'u',
  collection: 'brands',
  rowId: '0193f000-0000-7000-8000-00000000abcd',
  op: 'update',
  method: 'PUT',
  path: '/brands/x',
  idempotencyKey: 'k',
  before: null,
  status: 'pending',
  attempts: 0,
  createdAt: '2026-11-21T10:00:00Z',
  lastAttemptAt: null,
  ...patch,
});

describe('sync panel wording', () => {
  it('names a change by the row it touches', () => {
    expect(rowLabel(entry({ body: { name: ' Olive ' } }))).toBe('Olive');
    expect(rowLabel(entry({ body: { version: 2 }, before: { name: 'Old name' } }))).toBe(
      'Old name',
    );
    expect(rowLabel(entry({ op: 'delete', body: undefined, before: { code: 'SUMMER' } }))).toBe(
      'SUMMER',
    );
    expect(rowLabel(entry({}))).toBe('0000abcd');
  });

  it('shows values readably', () => {
    expect(displayValue(null)).toBe('—');
    expect(displayValue('')).toBe('—');
    expect(displayValue(true)).toBe('true');
    expect(displayValue({ en: 'x' })).toBe('{"en":"x"}');
  });

  it('lists conflicts, then failures, then what is waiting', () => {
    const grouped = groupEntries([
      entry({ id: '1' }),
      entry({ id: '2', status: 'failed' }),
      entry({ id: '3', status: 'conflict' }),
    ]);
    expect(grouped.conflicts.map((e) => e.id)).toEqual(['3']);
    expect(grouped.failed.map((e) => e.id)).toEqual(['2']);
    expect(grouped.pending.map((e) => e.id)).toEqual(['1']);
  });
});
