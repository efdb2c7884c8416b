import type { MovementRow, MovementReason } from '@contract/stock';

export interface ReasonTotal {
  reason: MovementReason;
  /** What was thrown away, as a positive cost. */
  value: number;
  lines: number;
}

/**
 * Wastage of a period by reason, largest first. Wastage moves stock out, so its values are negative
 * in the ledger; here they are what was lost. A movement without a reason counts as `other`.
 */
export function wastageByReason(rows: readonly MovementRow[]): ReasonTotal[] {
  const totals = new Map<MovementReason, ReasonTotal>();
  for (const row of rows) {
    const reason = row.reason ?? 'other';
    const total = totals.get(reason) ?? { reason, value: 0, lines: 0 };
    total.value += -(row.value ?? 0);
    total.lines += 1;
    totals.set(reason, total);
  }
  return [...totals.values()]
    .map((t) => ({ ...t, value: Math.round(t.value * 1e6) / 1e6 }))
    .sort((a, b) => b.value - a.value);
}
