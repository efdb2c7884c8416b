import type { InsightKind } from '@contract/salesReports';

/** The sentences a store's insight is told with (keys of `dashboard:stores.insight`). */
export type InsightSentenceKey =
  | 'strong_growth'
  | 'strong_growth_from_none'
  | 'positive_trend'
  | 'stable'
  | 'stable_from_none'
  | 'challenges'
  | 'no_sales';

export interface InsightSentence {
  key: InsightSentenceKey;
  /**
   * The change the sentence names, in percent: without its sign where the sentence says "up" or
   * "down", with it where it says "changed by"; null when the sentence names none.
   */
  change: number | null;
}

/**
 * The sentence for a store's insight (the server's `insight`, from its net sales against the
 * comparison). A store with sales where the comparison had none has no percentage to name, and
 * says so instead.
 */
export function insightSentence(kind: InsightKind, changePct: number | null): InsightSentence {
  switch (kind) {
    case 'strong_growth':
    case 'positive_trend':
    case 'challenges':
      if (changePct === null) {
        return kind === 'challenges'
          ? { key: 'stable_from_none', change: null }
          : { key: 'strong_growth_from_none', change: null };
      }
      return { key: kind, change: Math.abs(changePct) };
    case 'stable':
      return changePct === null
        ? { key: 'stable_from_none', change: null }
        : { key: 'stable', change: changePct };
    case 'no_sales':
      return { key: 'no_sales', change: null };
  }
}

/** How each insight looks: good news green, steady grey-blue, trouble red, nothing grey. */
export const insightColor: Record<InsightKind, string> = {
  strong_growth: 'teal',
  positive_trend: 'green',
  stable: 'blue',
  challenges: 'red',
  no_sales: 'gray',
};
