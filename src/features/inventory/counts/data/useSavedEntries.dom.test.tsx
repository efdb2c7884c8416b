import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CountEntryRow } from '@contract/counts';
import { useSavedEntries } from './useCounting';

const COUNT = 'count';

function row(id: string, changes: Partial<CountEntryRow> = {}): CountEntryRow {
  return {
    id,
    count_id: COUNT,
    material_id: 'material',
    area_id: 'area',
    parts: [{ unit: '', factor: 1, quantity: 1 }],
    mode: 'add',
    device_id: 'device',
    counted_at: '2026-12-07T10:00:00.000Z',
    customer_id: 'customer',
    location_id: 'location',
    quantity: 1,
    counted_by: 'me',
    counted_by_name: 'Me',
    version: 1,
    created_at: '2026-12-07T10:00:00.000Z',
    updated_at: '2026-12-07T10:00:00.000Z',
    deleted_at: null,
    ...changes,
  };
}

describe('the entries the counting screen shows', () => {
  it('show a saved entry at once, and stay the same when the read brings it back unchanged', () => {
    const first = row('a');
    const hook = renderHook(({ read }) => useSavedEntries(read, COUNT), {
      initialProps: { read: [first] as CountEntryRow[] | undefined },
    });
    const entry = row('b');
    act(() => hook.result.current.saved(entry));
    const shown = hook.result.current.live;
    expect(shown.map((e) => e.id)).toEqual(['a', 'b']);

    // The read brings the entry back: copies of the same rows, in a new array. Nothing to draw.
    hook.rerender({ read: [{ ...first }, { ...entry }] });
    expect(hook.result.current.live).toBe(shown);

    // An undo read back (the row changed): the entries change.
    hook.rerender({ read: [{ ...first }, row('b', { deleted_at: 'x', version: 2 })] });
    expect(hook.result.current.live).not.toBe(shown);
    expect(hook.result.current.live[1]!.deleted_at).toBe('x');

    // A row taken away by the read (a refused entry discarded) does not come back from the saved.
    hook.rerender({ read: [first] });
    expect(hook.result.current.live.map((e) => e.id)).toEqual(['a']);
  });
});
