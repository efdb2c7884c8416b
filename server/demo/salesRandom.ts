/**
 * The demo sales' own randomness: a small seeded generator (mulberry32) started from a hash of
 * whatever names the draw (the seed, a location, a day, an invoice), so every draw is the same on
 * every machine and in every process, and one invoice's draws never depend on another's.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of `items`, each as likely as its weight. */
  weighted<T>(items: readonly T[], weight: (item: T, index: number) => number): T;
  /** Roughly normal (the sum of three uniforms), for day-to-day noise. */
  around(mean: number, spread: number): number;
  bytes(length: number): Uint8Array;
}

/** cyrb53 folded to 32 bits: spreads similar names ("day 1", "day 2") far apart. */
function hashOf(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2_654_435_761);
    h2 = Math.imul(h2 ^ ch, 1_597_334_677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2_246_822_507) ^ Math.imul(h2 ^ (h2 >>> 13), 3_266_489_909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2_246_822_507) ^ Math.imul(h1 ^ (h1 >>> 13), 3_266_489_909);
  return (h1 ^ h2) >>> 0;
}

export function seededRandom(...names: ReadonlyArray<string | number>): Random {
  let state = hashOf(names.join('\u001f'));
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted(items, weight) {
      const weights = items.map(weight);
      let left = next() * weights.reduce((a, b) => a + b, 0);
      for (let i = 0; i < items.length; i++) {
        left -= weights[i]!;
        if (left < 0) return items[i]!;
      }
      return items[items.length - 1]!;
    },
    around: (mean, spread) => mean + spread * (next() + next() + next() - 1.5) * (2 / 3),
    bytes: (length) => Uint8Array.from({ length }, () => Math.floor(next() * 256)),
  };
  return random;
}
