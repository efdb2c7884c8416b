import { describe, expect, test } from 'vitest';
import { inBatches } from './batches';

describe('inBatches', () => {
  test('works on every item, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inBatches([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, item % 3));
      done.push(item);
      running -= 1;
    });
    expect(done.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(most).toBe(3);
  });

  test('fails with the first failure, and starts nothing after it', async () => {
    const started: number[] = [];
    await expect(
      inBatches([1, 2, 3, 4, 5, 6], 2, async (item) => {
        started.push(item);
        if (item === 2) throw new Error('no file 2');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }),
    ).rejects.toThrow('no file 2');
    // 1 and 2 started together; 2 failed at once; 1 finished, and its runner stopped there.
    expect(started).toEqual([1, 2]);
  });

  test('an empty list is done at once', async () => {
    await expect(inBatches([], 6, async () => undefined)).resolves.toBeUndefined();
  });
});
