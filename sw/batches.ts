/**
 * Runs `work` on every item, at most `limit` at a time. Rejects with the first failure, after which
 * no further item is started.
 */
export async function inBatches<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const runner = async () => {
    while (next < items.length && !failed) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
}
