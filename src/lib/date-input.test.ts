import { describe, expect, it } from 'vitest';
import { parseDateInput } from './date-input';

describe('parseDateInput', () => {
  it('null, undefined and blank text are no date', () => {
    for (const input of [null, undefined, '', '   ']) {
      expect(parseDateInput(input)).toEqual({ kind: 'absent' });
    }
  });

  it('a Date and epoch milliseconds are instants', () => {
    const ms = Date.UTC(2026, 2, 5, 14, 7);
    expect(parseDateInput(new Date(ms))).toEqual({ kind: 'instant', ms });
    expect(parseDateInput(ms)).toEqual({ kind: 'instant', ms });
  });

  it('ISO text with Z or an offset is an instant', () => {
    const ms = Date.UTC(2026, 2, 5, 14, 7, 9, 120);
    expect(parseDateInput('2026-03-05T14:07:09.120Z')).toEqual({ kind: 'instant', ms });
    expect(parseDateInput('2026-03-05T19:37:09.120+05:30')).toEqual({ kind: 'instant', ms });
    expect(parseDateInput('2026-03-05T09:07:09.120-0500')).toEqual({ kind: 'instant', ms });
  });

  it('ISO text without an offset is a wall-clock time, whatever the machine zone', () => {
    expect(parseDateInput('2026-03-05')).toEqual({
      kind: 'wallClock',
      wallClockMs: Date.UTC(2026, 2, 5),
    });
    expect(parseDateInput('2026-03-05 14:07')).toEqual({
      kind: 'wallClock',
      wallClockMs: Date.UTC(2026, 2, 5, 14, 7),
    });
    expect(parseDateInput('2026-03-05T14:07:09')).toEqual({
      kind: 'wallClock',
      wallClockMs: Date.UTC(2026, 2, 5, 14, 7, 9),
    });
  });

  it('NaN, invalid Dates, garbage and impossible calendar values are invalid', () => {
    for (const input of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      new Date('garbage'),
      'garbage',
      '05/03/2026',
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-03-05 24:00',
      '2026-03-05 12:60',
      '2026-03-05T12:00:00+25:00',
      true,
      {},
    ]) {
      expect(parseDateInput(input)).toEqual({ kind: 'invalid' });
    }
  });

  it('29 February exists in leap years', () => {
    expect(parseDateInput('2028-02-29').kind).toBe('wallClock');
  });
});
