import { dateTimeFormat } from '@/lib/formats';

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** A business date (YYYY-MM-DD) as people read it: "Tue, 24 Nov 2026". */
export function dayText(date: string, lang: string): string {
  return dateTimeFormat(lang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utc(date));
}

/** Business dates from and to (both included) as people read them: "18 – 24 Nov 2026". */
export function datesText(from: string, to: string, lang: string): string {
  if (from === to) return dayText(from, lang);
  return dateTimeFormat(lang, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(utc(from), utc(to));
}
