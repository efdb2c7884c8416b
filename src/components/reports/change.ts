import { changePct } from '@contract/change';

/** A figure against its comparison: which way it moved and whether that is good news. */
export interface Change {
  /** In percent, one decimal; null when the comparison had none (no percentage can be said). */
  pct: number | null;
  direction: 'up' | 'down' | 'same';
  tone: 'good' | 'bad' | 'neutral';
}

/** How a figure moved against its comparison (the percentage: `changePct`, shared with the server). */
export function changeOf(now: number, before: number, higherIsBetter: boolean): Change {
  const pct = changePct(now, before);
  const direction = now > before && pct !== 0 ? 'up' : now < before && pct !== 0 ? 'down' : 'same';
  const tone =
    direction === 'same' ? 'neutral' : (direction === 'up') === higherIsBetter ? 'good' : 'bad';
  return { pct, direction, tone };
}

/** Mantine colours of a change: good news green, bad news red, no change grey. */
export const toneColor: Record<Change['tone'], string> = {
  good: 'teal',
  bad: 'red',
  neutral: 'gray',
};
