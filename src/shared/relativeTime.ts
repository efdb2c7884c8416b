const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 minutes ago" / "in 20 seconds" in the user's language, from the browser's own translations. */
export function relativeTime(iso: string, now: Date, language: string): string {
  let value = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (!Number.isFinite(value)) return '';
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return '';
}
