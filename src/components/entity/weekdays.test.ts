import { describe, expect, it } from 'vitest';
import { dayOrder, readDays } from './weekdays';

describe('weekdays of a supplier or a location', () => {
  it('reads the JSON text the generic form keeps, or the array once chosen', () => {
    expect(readDays('[\n  1,\n  3\n]')).toEqual([1, 3]);
    expect(readDays([0, 6])).toEqual([0, 6]);
    expect(readDays('')).toEqual([]);
    expect(readDays('not json')).toEqual([]);
    expect(readDays([7, -1, 2.5, 4])).toEqual([4]);
  });

  it('starts the week where the language does', () => {
    expect(dayOrder('en')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(dayOrder('de')[0]).toBe(1);
    expect(dayOrder('ar')[0]).toBe(6);
  });
});
