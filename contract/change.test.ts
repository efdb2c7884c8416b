import { describe, expect, it } from 'vitest';
import { changePct } from './change';

describe('the change of a figure', () => {
  it('is a percentage of the comparison, one decimal, and none from zero', () => {
    expect(changePct(110, 100)).toBe(10);
    expect(changePct(90, 100)).toBe(-10);
    expect(changePct(100.1, 100)).toBe(0.1);
    expect(changePct(5, 0)).toBeNull();
    expect(changePct(-50, -100)).toBe(50);
  });
});
