import { describe, expect, it } from 'vitest';
import { draftChanges, draftOf, draftProblems, inSafeOrder, type HoursDraft } from './hoursDraft';

const row = (id: string, day: number, ...ranges: [string, string][]) => ({
  id,
  day_of_week: day,
  date: null,
  name: '',
  is_closed: false,
  ranges: ranges.map(([from, to]) => ({ from, to })),
});

const stored = draftOf([row('fri', 5, ['11:00', '23:00']), row('sat', 6, ['01:00', '10:00'])]);
const withDay = (draft: HoursDraft, day: number, ...ranges: [string, string][]): HoursDraft => ({
  ...draft,
  week: draft.week.map((d) =>
    d.day_of_week === day
      ? { ...d, is_closed: false, ranges: ranges.map(([from, to]) => ({ from, to })) }
      : d,
  ),
});

describe('the opening hours draft', () => {
  it('has a row per weekday, days without a stored row closed', () => {
    expect(stored.week.map((d) => d.id)).toEqual([null, null, null, null, null, 'fri', 'sat']);
    expect(stored.week[0]).toMatchObject({ is_closed: true, ranges: [] });
  });

  it("names Saturday's range that Friday's late hours run into", () => {
    const late = withDay(stored, 5, ['18:00', '03:00']);
    expect(Object.keys(draftProblems(late))).toEqual(['week.6.ranges.0.from']);
  });

  it("writes Saturday's later start before Friday's later close, whatever the list's order", () => {
    const draft = withDay(withDay(stored, 6, ['04:00', '10:00']), 5, ['18:00', '03:00']);
    expect(draftProblems(draft)).toEqual({});
    const changes = draftChanges(stored, draft);
    expect(changes.updates.map((d) => d.id)).toEqual(['fri', 'sat']);
    expect(inSafeOrder(stored, changes.updates).map((d) => d.id)).toEqual(['sat', 'fri']);
  });

  it('a new holiday without a date is refused, and an untouched week writes nothing', () => {
    const holiday = {
      id: null,
      day_of_week: null,
      date: '',
      name: 'Eid',
      is_closed: true,
      ranges: [],
    };
    expect(draftProblems({ ...stored, holidays: [holiday] })).toEqual({
      'holidays.0.date': { code: 'required', params: {} },
    });
    expect(draftChanges(stored, stored).count).toBe(0);
  });
});
