import { describe, expect, it, vi } from 'vitest';
import { onceByKey } from './onceByKey';

describe('onceByKey', () => {
  it('writes each key once and gives the kept value after', () => {
    const write = vi.fn((count: number) => `${count} entries`);
    const words = onceByKey(write);
    expect([words(2), words(3), words(2), words(2)]).toEqual([
      '2 entries',
      '3 entries',
      '2 entries',
      '2 entries',
    ]);
    expect(write.mock.calls).toEqual([[2], [3]]);
  });

  it('keeps an empty value as written', () => {
    const write = vi.fn((unit: string) => (unit === 'none' ? '' : unit));
    const words = onceByKey(write);
    expect([words('none'), words('none')]).toEqual(['', '']);
    expect(write).toHaveBeenCalledTimes(1);
  });
});
