import { resources } from '@contract/registry';
import type { DemoBusiness } from './business';
import type { DemoWriter } from './writer';

type Range = [from: string, to: string];
interface DemoWeek {
  /** Ranges of every day, unless `late` names the day. */
  usual: Range[];
  /** Days open past midnight (0 Sunday … 6 Saturday) and their ranges. */
  late: Record<number, Range[]>;
  holidays: { date: string; name: string; ranges: Range[] }[];
}

/** The week of the two restaurants and the cafe, as their `opening_hour`/`closing_hour` say. */
const weeks: DemoWeek[] = [
  {
    // Dubai's weekend nights are Thursday and Friday.
    usual: [['11:00', '23:00']],
    late: { 4: [['11:00', '01:00']], 5: [['11:00', '01:00']] },
    holidays: [{ date: '2026-12-02', name: 'National Day', ranges: [['16:00', '01:00']] }],
  },
  {
    usual: [
      ['12:00', '15:00'],
      ['17:30', '23:00'],
    ],
    late: { 5: [['12:00', '01:00']], 6: [['12:00', '01:00']] },
    holidays: [
      { date: '2026-12-25', name: 'Christmas Day', ranges: [] },
      { date: '2026-12-26', name: 'Boxing Day', ranges: [['12:00', '18:00']] },
    ],
  },
  { usual: [['07:00', '20:00']], late: {}, holidays: [] },
];

const asRanges = (ranges: Range[]) => ranges.map(([from, to]) => ({ from, to }));

/**
 * Opening days and hours (issue 12) of the places guests come to. Seeded last, so the ids of every
 * row seeded before stay as they were.
 */
export async function seedOpeningHours(w: DemoWriter, business: DemoBusiness): Promise<void> {
  for (const [i, week] of weeks.entries()) {
    const locationId = business.locationIds[i]!;
    for (let day = 0; day < 7; day += 1) {
      const ranges = asRanges(week.late[day] ?? week.usual);
      await w.add(resources.locationHours, { day_of_week: day, ranges }, { locationId });
    }
    for (const holiday of week.holidays) {
      await w.add(
        resources.locationHours,
        {
          date: holiday.date,
          name: holiday.name,
          is_closed: holiday.ranges.length === 0,
          ranges: asRanges(holiday.ranges),
        },
        { locationId },
      );
    }
  }
}
