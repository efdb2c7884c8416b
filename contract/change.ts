/**
 * How much a figure changed against its comparison, in percent with one decimal: (now - before) over
 * before. Null when there was nothing before (a change from zero is not a percentage). The one rule
 * for every "vs yesterday" and "vs last month" users see, on the server and in the app.
 */
export function changePct(now: number, before: number): number | null {
  return before === 0 ? null : Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
}
