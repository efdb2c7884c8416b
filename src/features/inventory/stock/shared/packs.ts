import type { PackLike } from '@/lib/quantity';

/**
 * Base units in one of the unit a stock form offers: 1 for the base unit (''), the pack's factor for
 * a pack (a case of 12 x 1 l is 12,000 ml).
 */
export function factorOf(pack: string, packs: readonly PackLike[]): number {
  if (!pack) return 1;
  return packs.find((p) => p.name === pack)?.factor ?? 1;
}
