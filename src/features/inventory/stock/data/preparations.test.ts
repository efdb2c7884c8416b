import { describe, expect, it } from 'vitest';
import type { LocalRow, OutboxEntry } from '@/data/db';
import { preparationPath, prepRows, queuedPreparations, scaledRecipe } from './preparations';

const row = (id: string, fields: Record<string, unknown>): LocalRow =>
  ({ id, version: 1, updated_at: '', location_id: null, deleted_at: null, ...fields }) as LocalRow;

const sauce = row('sauce', {
  name: 'Sauce',
  unit: 'g',
  type: 'SR',
  is_prepared: true,
  yield_quantity: 2000,
  recipe: [{ material_id: 'tomato', quantity: 1.5, unit: 'kg' }],
  locations: [{ location_id: 'L1', par: 5000, minimum: 0, storage_area: '' }],
});

describe('prepRows', () => {
  const names = (m: LocalRow) => String(m.name);
  it('prepares up to par minus stock minus what waits in the outbox, never below zero', () => {
    const rows = prepRows(
      [sauce, row('tomato', { name: 'Tomato', type: 'RM' })],
      'L1',
      new Map([['sauce', 1200]]),
      new Map([['sauce', 800]]),
      names,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ par: 5000, onHand: 1200, queued: 800, toPrepare: 3000 });
    const over = prepRows([sauce], 'L1', new Map([['sauce', 9000]]), new Map(), names);
    expect(over[0]!.toPrepare).toBe(0);
  });
  it('says nothing about what to prepare while stock is unknown, and has no par elsewhere', () => {
    expect(prepRows([sauce], 'L1', null, new Map(), names)[0]!.toPrepare).toBeNull();
    expect(prepRows([sauce], 'L2', new Map(), new Map(), names)[0]!.par).toBe(0);
  });
});

describe('scaledRecipe', () => {
  it('scales each line by quantity over yield', () => {
    const [prep] = prepRows([sauce], 'L1', new Map(), new Map(), String);
    expect(scaledRecipe(prep!, 3000)).toEqual([
      { material_id: 'tomato', quantity: 2.25, unit: 'kg' },
    ]);
  });
});

describe('queuedPreparations', () => {
  it('sums the preparations of this location that wait to be sent', () => {
    const entry = (path: string, material_id: string, quantity: number, status = 'pending') =>
      ({ path, status, body: { id: 'x', material_id, quantity } }) as unknown as OutboxEntry;
    const queued = queuedPreparations(
      [
        entry(preparationPath('L1'), 'sauce', 500),
        entry(preparationPath('L1'), 'sauce', 250),
        entry(preparationPath('L2'), 'sauce', 999),
        entry(preparationPath('L1'), 'sauce', 111, 'failed'),
      ],
      'L1',
    );
    expect(queued).toEqual(new Map([['sauce', 750]]));
  });
});
