import type { TodayReply } from '@contract/today';
import { describe, expect, it } from 'vitest';
import { countsOf, mergeToday, totalOf, type TodayEntry } from './todayItems';

const at = (minutesAgo: number) =>
  new Date(Date.parse('2026-12-04T09:00:00.000Z') - minutesAgo * 60_000).toISOString();

const entry = (
  kind: TodayEntry['kind'],
  urgency: TodayEntry['urgency'],
  minutesAgo: number,
  id: string = kind,
): TodayEntry => ({
  kind,
  id,
  location_id: null,
  label: '',
  since: at(minutesAgo),
  urgency,
  figures: {},
  unit: null,
  detail: null,
});

describe('Today’s list', () => {
  it('puts overdue before due and the newest first, the device’s among the server’s, keeping ties in order', () => {
    const server = [
      entry('till_silent', 'overdue', 10),
      entry('count_overdue', 'overdue', 100),
      entry('count_to_review', 'due', 5, 'a'),
      entry('count_to_review', 'due', 5, 'b'),
    ] as never;
    const device = [entry('changes_refused', 'overdue', 50), entry('changes_waiting', 'due', 1)];
    expect(mergeToday(server, device).map((e) => `${e.kind}:${e.id}`)).toEqual([
      'till_silent:till_silent',
      'changes_refused:changes_refused',
      'count_overdue:count_overdue',
      'changes_waiting:changes_waiting',
      'count_to_review:a',
      'count_to_review:b',
    ]);
  });

  it('counts each kind from the server’s counts and the device’s, only kinds with any, and adds them up', () => {
    const server = { count_to_review: 2, till_silent: 0, material_below_minimum: 60 } as Partial<
      TodayReply['counts']
    > as TodayReply['counts'];
    const counts = countsOf(server, { changes_refused: 3, changes_waiting: 0 });
    expect(counts).toEqual([
      ['count_to_review', 2],
      ['material_below_minimum', 60],
      ['changes_refused', 3],
    ]);
    expect(totalOf(counts)).toBe(65);
    expect(countsOf(undefined, {})).toEqual([]);
  });
});
