/** The name of a day of the week (0 Sunday) in a language, short or long. */
export function weekdayName(lang: string, day: number, width: 'short' | 'long' = 'short'): string {
  // 7 January 2024 was a Sunday.
  return new Intl.DateTimeFormat(lang, { weekday: width, timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 7 + day, 12),
  );
}

/** The days of the week starting where the language's week starts (Monday, or Saturday in Arabic). */
export function dayOrder(lang: string): number[] {
  const first = lang.startsWith('ar') ? 6 : lang.startsWith('en') ? 0 : 1;
  return Array.from({ length: 7 }, (_, i) => (first + i) % 7);
}

/** The days a form value holds: the array, or the JSON text the generic form keeps it as. */
export function readDays(value: unknown): number[] {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = value.trim() ? (JSON.parse(value) as unknown) : [];
    } catch {
      parsed = [];
    }
  }
  return Array.isArray(parsed)
    ? parsed.filter((d): d is number => Number.isInteger(d) && d >= 0 && d <= 6)
    : [];
}
