import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/data/db';
import { drawsSame } from './EntryList';
import type { TallyEntry } from './tally';

const undo = () => undefined;

/** A row's props as a live read gives them: every object new, even when nothing changed. */
function props(
  entry: Partial<TallyEntry> = {},
  queued: Partial<OutboxEntry> | null = {},
  rest: Partial<Parameters<typeof drawsSame>[0]> = {},
): Parameters<typeof drawsSame>[0] {
  return {
    entry: {
      id: 'e1',
      material_id: 'm1',
      area_id: 'a1',
      counted_by: 'u1',
      counted_by_name: 'Sam',
      counted_at: '2026-12-07T09:15:00.000Z',
      mode: 'add',
      quantity: 27,
      parts: [
        { unit: 'case', factor: 12, quantity: 2 },
        { unit: '', factor: 1, quantity: 3 },
      ],
      deleted_at: null,
      ...entry,
    } as TallyEntry,
    queued:
      queued === null
        ? undefined
        : ({
            id: 'q1',
            userId: 'u1',
            collection: 'countEntries',
            rowId: 'e1',
            status: 'pending',
            attempts: 0,
            createdAt: '2026-12-07T09:15:00.000Z',
            ...queued,
          } as OutboxEntry),
    baseUnit: 'l',
    mine: true,
    onUndo: undo,
    disabled: false,
    ...rest,
  };
}

describe("an entry row's memo", () => {
  it('keeps a row whose entry and queued change came again as new, equal objects', () => {
    expect(drawsSame(props(), props())).toBe(true);
    expect(drawsSame(props({}, null), props({}, null))).toBe(true);
    // What the row does not show may change: the queued change's attempts, say.
    expect(drawsSame(props({}, { attempts: 0 }), props({}, { attempts: 3 }))).toBe(true);
  });

  it('draws a row again when anything it shows or does changed', () => {
    const changes: Array<[string, Parameters<typeof drawsSame>[0]]> = [
      ['another entry', props({ id: 'e2' })],
      ['its mode', props({ mode: 'replace' })],
      ['its total', props({ quantity: 26 })],
      ['a part', props({ parts: [{ unit: 'case', factor: 12, quantity: 2 }] })],
      ['its time', props({ counted_at: '2026-12-07T09:16:00.000Z' })],
      ["its counter's name", props({ counted_by_name: 'Samira' })],
      ['sent', props({}, null)],
      ['refused', props({}, { status: 'failed' })],
      [
        'why refused',
        props({}, { status: 'failed', error: { status: 409, code: 'count_closed', message: 'x' } }),
      ],
      ['the unit', props({}, {}, { baseUnit: 'kg' })],
      ['whose', props({}, {}, { mine: false })],
      ['read only', props({}, {}, { disabled: true })],
      ['what undo does', props({}, {}, { onUndo: () => undefined })],
    ];
    for (const [what, changed] of changes) {
      expect({ what, same: drawsSame(props(), changed) }).toEqual({ what, same: false });
    }
    expect(
      drawsSame(
        props({}, { status: 'failed', error: { status: 409, code: 'count_closed', message: 'x' } }),
        props({}, { status: 'failed', error: { status: 409, code: 'count_closed', message: 'y' } }),
      ),
    ).toBe(false);
  });
});
