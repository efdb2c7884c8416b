import { describe, expect, it } from 'vitest';
import {
  MAX_DATE,
  MAX_DATE_STRING,
  MIN_DATE,
  MIN_DATE_STRING,
  clampToPickerRange,
} from './date-picker';

describe('date picker bounds', () => {
  it('run from 1900-01-01 to 2099-12-31', () => {
    expect(MIN_DATE_STRING).toBe('1900-01-01');
    expect(MAX_DATE_STRING).toBe('2099-12-31');
    expect(MIN_DATE.toISOString()).toBe('1900-01-01T00:00:00.000Z');
    expect(MAX_DATE.toISOString()).toBe('2099-12-31T00:00:00.000Z');
  });

  it('a picker value outside the bounds is moved to the nearest bound', () => {
    expect(clampToPickerRange('1899-12-31')).toBe('1900-01-01');
    expect(clampToPickerRange('1900-01-01')).toBe('1900-01-01');
    expect(clampToPickerRange('2026-03-05')).toBe('2026-03-05');
    expect(clampToPickerRange('2099-12-31')).toBe('2099-12-31');
    expect(clampToPickerRange('2100-01-01')).toBe('2099-12-31');
  });

  it('a Date is moved only when its day is outside the bounds, and never shared', () => {
    const iso = (date: Date | null) => date?.toISOString();
    expect(iso(clampToPickerRange(new Date('1899-12-31T23:59:59.999Z')))).toBe(
      '1900-01-01T00:00:00.000Z',
    );
    expect(iso(clampToPickerRange(new Date('2099-12-31T18:00:00Z')))).toBe(
      '2099-12-31T18:00:00.000Z',
    );
    expect(iso(clampToPickerRange(new Date('2100-01-01T00:00:00Z')))).toBe(
      '2099-12-31T00:00:00.000Z',
    );
    expect(clampToPickerRange(new Date('1800-01-01'))).not.toBe(MIN_DATE);
  });

  it('an invalid picker value gives an empty string, an invalid Date gives null', () => {
    expect(clampToPickerRange('garbage')).toBe('');
    expect(clampToPickerRange('2026-02-30')).toBe('');
    expect(clampToPickerRange('2026-03-05 10:00')).toBe('');
    expect(clampToPickerRange(new Date('garbage'))).toBeNull();
  });
});
