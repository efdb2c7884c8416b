import { describe, expect, test } from 'vitest';
import { dayFigures, monthTotals } from '@contract/attendance';
import { type MonthlyAttendanceReply } from '@contract/attendanceReplies';
import { monthSheet } from './attendanceSheet';
import { hoursText, shiftMonth } from './attendanceView';

const loc = '019b8cbd-af00-7000-8000-000000000002';
const tap = (kind: 'clock_in' | 'clock_out', at: string, reason?: string) => ({
  id: `019b8cbd-af00-7000-8000-00000000${kind === 'clock_in' ? '0001' : '0002'}`,
  kind,
  at,
  location_id: loc,
  business_date: at.slice(0, 10),
  source: reason ? ('correction' as const) : ('till' as const),
  device: null,
  correction: reason
    ? { reason, by: loc, by_name: 'manager', created_at: at, replaces: null }
    : null,
});

describe('the month export', () => {
  test('writes the figures of the reply, a correction with its reason, and the totals', () => {
    const day = dayFigures(
      '2026-11-02',
      [
        {
          business_date: '2026-11-02',
          location_id: loc,
          clock_in: tap('clock_in', '2026-11-02T09:10:00.000Z'),
          clock_out: tap('clock_out', '2026-11-02T17:40:00.000Z', 'Forgot'),
          state: 'closed',
          worked_minutes: 510,
        },
      ],
      { time: '09:00', at: Date.parse('2026-11-02T09:00:00Z') },
    );
    const reply: MonthlyAttendanceReply = {
      user: { id: loc, name: 'staff' },
      month: '2026-11',
      as_of: '2026-11-03T00:00:00.000Z',
      days: [day],
      totals: monthTotals([day]),
    };
    const sheet = monthSheet(
      reply,
      (key) => key,
      (at, zone) => (zone === null ? (at?.slice(11, 16) ?? '') : 'zoned'),
    );
    expect(sheet.rows[0]).toEqual([
      '2026-11-02',
      '09:10',
      '17:40',
      '8:30',
      'yes',
      10,
      '0:30',
      'Forgot (manager)',
    ]);
    expect(sheet.rows[1]).toEqual(['totals.label', '', '', '8:30', 1, '', '0:30', 'export.days']);
  });

  test('durations and months', () => {
    expect(hoursText(0)).toBe('0:00');
    expect(hoursText(481)).toBe('8:01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });
});
