import { isValidMs, parseDateInput } from './date-input';

const DAY_MS = 86_400_000;

/** Date picker bounds (SPEC section 9), as picker values and as UTC midnights. Treat as read-only. */
export const MIN_DATE_STRING = '1900-01-01';
export const MAX_DATE_STRING = '2099-12-31';
export const MIN_DATE = new Date(Date.UTC(1900, 0, 1));
export const MAX_DATE = new Date(Date.UTC(2099, 11, 31));

/**
 * Keeps a picked date inside the picker bounds. A `YYYY-MM-DD` value gives a `YYYY-MM-DD` value (''
 * when it is not a real date); a `Date` gives a new `Date` (null when invalid), moved only when its
 * UTC calendar day is outside 1900-01-01 to 2099-12-31.
 */
export function clampToPickerRange(value: string): string;
export function clampToPickerRange(value: Date): Date | null;
export function clampToPickerRange(value: string | Date): string | Date | null {
  if (value instanceof Date) {
    const ms = value.getTime();
    if (!isValidMs(ms)) return null;
    if (ms < MIN_DATE.getTime()) return new Date(MIN_DATE.getTime());
    if (ms >= MAX_DATE.getTime() + DAY_MS) return new Date(MAX_DATE.getTime());
    return new Date(ms);
  }
  const text = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || parseDateInput(text).kind !== 'wallClock') return '';
  if (text < MIN_DATE_STRING) return MIN_DATE_STRING;
  if (text > MAX_DATE_STRING) return MAX_DATE_STRING;
  return text;
}
