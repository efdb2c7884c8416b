import type { ReviewLine } from '@contract/counts';
import type { ExportCell } from '@/lib/spreadsheet';

/** One spreadsheet row per review line, figures as plain numbers (the sheet formats them). */
export function reviewRows(
  lines: readonly ReviewLine[],
  unitName: (unit: string) => string,
): ExportCell[][] {
  return lines.map((l) => [
    l.name,
    unitName(l.unit),
    l.counted,
    l.counted_raw,
    l.after_cutoff,
    l.expected,
    l.variance,
    l.variance_percent === null ? null : Math.round(l.variance_percent * 10) / 10,
    l.average_cost,
    l.variance_value,
    l.needs_resolution,
    l.counters.map((c) => `${c.name}: ${c.quantity}`).join('; '),
  ]);
}

/** Header keys (in the `counts` namespace) of `reviewRows`' columns, in order. */
export const reviewColumnKeys = [
  'review.material',
  'review.unit',
  'review.counted',
  'review.countedRaw',
  'review.afterCutoff',
  'review.expected',
  'review.variance',
  'review.variancePercent',
  'review.averageCost',
  'review.varianceValue',
  'review.needsResolution',
  'review.counters',
] as const;
