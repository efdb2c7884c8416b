import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/data/db';
import { formatAmount } from '@/features/inventory/counts/shared/amount';
import {
  displayValue,
  groupEntries,
  referencesOf,
  refKey,
  rowLabel,
  type AmountText,
} from './describe';

/** `formatAmount` in `lang` from the real `counts` texts, as the sync panel's hook hands it over. */
async function amountIn(lang: string): Promise<AmountText> {
  const i18n = i18next.createInstance();
  const counts = JSON.parse(
    readFileSync(join(__dirname, `../../../locales/${lang}/counts.json`), 'utf8'),
  );
  await i18n.init({
    lng: lang,
    resources: { [lang]: { counts } },
    interpolation: { escapeValue: false },
  });
  const t = i18n.getFixedT(lang, 'counts');
  return (quantity, unit) =>
    formatAmount({ lang, t: (key, options) => t(key, options) }, quantity, unit);
}

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
  it('names a count entry by what was counted, how much, and in which count', async () => {
    const counted = entry({
      collection: 'countEntries',
      op: 'create',
      status: 'failed',
      body: {
        count_id: 'c1',
        material_id: 'm1',
        mode: 'add',
        parts: [
          { unit: 'box', factor: 1, quantity: 1 },
          { unit: '', factor: 1, quantity: 0.5 },
        ],
      },
    });
    expect(referencesOf(counted)).toEqual([
      ['materials', 'm1'],
      ['inventoryCounts', 'c1'],
    ]);
    const refs = new Map([
      [refKey('materials', 'm1'), { name: 'Lemons', unit: 'piece' }],
      [refKey('inventoryCounts', 'c1'), { name: 'Night count' }],
    ]);
    // In the words the counting screen uses, with each language's plural forms: never the
    // unit's code ("1.5 piece").
    const en = await amountIn('en');
    expect(rowLabel(counted, refs, en)).toBe('Lemons + 1.5 pcs · Night count');
    const replaced = { ...counted, body: { ...counted.body, mode: 'replace', quantity: 1 } };
    expect(rowLabel(replaced, refs, en)).toBe('Lemons = 1 pc · Night count');
    const de = await amountIn('de');
    expect(rowLabel(counted, refs, de)).toBe('Lemons + 1,5 Stk. · Night count');
    const ru = await amountIn('ru');
    expect(rowLabel({ ...replaced, body: { ...replaced.body, quantity: 2 } }, refs, ru)).toBe(
      'Lemons = 2 шт. · Night count',
    );
    // Before the material is on the device: the id's tail, never "undefined".
    expect(rowLabel(counted)).toBe('000000abcd'.slice(-8));
  });

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
