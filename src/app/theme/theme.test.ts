import { describe, expect, it } from 'vitest';
import { fontSizes } from './theme';

/** The smallest a `clamp(min, …, max)` size gets, in px (1 rem = 16 px). */
const smallestPx = (size: string) => {
  const clamp = /^clamp\(([\d.]+)rem,/.exec(size);
  return Number(clamp ? clamp[1] : /^([\d.]+)rem$/.exec(size)![1]) * 16;
};

describe('font sizes', () => {
  it('never make text smaller than 12 px, responsive or not', () => {
    for (const responsive of [true, false]) {
      for (const size of Object.values(fontSizes(responsive).text)) {
        expect(smallestPx(size)).toBeGreaterThanOrEqual(12);
      }
    }
  });

  it('shrink text a little on phones when responsive, and keep it fixed otherwise', () => {
    expect(fontSizes(true).text.md).toMatch(/^clamp\(0\.93rem, .+, 1rem\)$/);
    expect(fontSizes(false).text.md).toBe('1rem');
  });
});
