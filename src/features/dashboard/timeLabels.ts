import { dateTimeFormat } from '@/lib/formats';

/** A wall-clock time (hour, minutes) in the language's way: "2 PM", "14:00", "٢ م". */
function clock(hour: number, minute: number, lang: string, withMinutes: boolean): string {
  const at = new Date(Date.UTC(2000, 0, 1, hour % 24, minute));
  return dateTimeFormat(lang, {
    hour: 'numeric',
    ...(withMinutes ? { minute: '2-digit' } : {}),
    timeZone: 'UTC',
  }).format(at);
}

/** An hour of the day (0 to 23) as an axis label: "9 AM" in English, "09" in German. */
export function hourLabel(hour: number, lang: string): string {
  return clock(hour, 0, lang, false);
}

/** A local time as the server writes it (HH:mm), in the language's way: "7:36 PM". */
export function clockTime(hhmm: string, lang: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  return clock(Number(match[1]), Number(match[2]), lang, true);
}

/** The hours a time block covers, `from` up to `to` (which may be past midnight): "5:00 AM – 12:00 PM". */
export function hoursRange(fromHour: number, toHour: number, lang: string): string {
  return `${clock(fromHour, 0, lang, true)} – ${clock(toHour, 0, lang, true)}`;
}
