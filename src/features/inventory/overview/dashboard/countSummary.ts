import type { CountRow } from '@contract/counts';

export interface CountSummary {
  /** Being counted, or sent back to be counted again. */
  inProgress: CountRow[];
  /** Submitted, waiting for someone to approve or send back. */
  awaitingReview: CountRow[];
  /** The latest approved count, if any. */
  lastApproved: CountRow | null;
}

/** The counts of one location as the inventory dashboard shows them. */
export function countSummary(rows: readonly CountRow[], locationId: string): CountSummary {
  const here = rows.filter((c) => c.location_id === locationId && !c.deleted_at);
  const newest = (a: CountRow, b: CountRow) => b.cutoff_at.localeCompare(a.cutoff_at);
  const approved = here
    .filter((c) => c.status === 'approved')
    .sort((a, b) => (b.approved_at ?? '').localeCompare(a.approved_at ?? ''));
  return {
    inProgress: here
      .filter((c) => c.status === 'counting' || c.status === 'sent_back')
      .sort(newest),
    awaitingReview: here.filter((c) => c.status === 'submitted').sort(newest),
    lastApproved: approved[0] ?? null,
  };
}
