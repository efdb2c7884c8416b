/**
 * The pack rule of every suggested order (issue 10), by par or by forecast (issue 27): one module
 * both read, so neither imports the other.
 */

/**
 * Whole packs for a need: the full packs, and one more when the rest is at least `threshold` of a
 * pack. Nothing when nothing is needed.
 */
export function packsFor(need: number, packSize: number, threshold: number): number {
  if (need <= 0) return 0;
  const full = Math.floor((need + 1e-9) / packSize);
  const rest = need - full * packSize;
  return full + (rest > 1e-9 && rest >= threshold * packSize - 1e-9 ? 1 : 0);
}
