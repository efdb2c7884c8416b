import { MAX_REPORT_PAGE } from '@contract/reports';
import { describe, expect, it } from 'vitest';
import { fetchAllPages, isAbortError } from './fetchAllPages';

/** A report of `total` numbered rows served page by page, recording what was asked. */
function pagedReport(total: number) {
  const asked: { page: number; limit: number }[] = [];
  const fetchPage = (page: number, limit: number) => {
    asked.push({ page, limit });
    const from = (page - 1) * limit;
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) => ({
      n: from + i + 1,
    }));
    return Promise.resolve({ items, total });
  };
  return { asked, fetchPage };
}

const noProgress = () => undefined;

describe('fetchAllPages', () => {
  it('reads every page in order, 5,000 rows at a time, and concatenates them', async () => {
    const report = pagedReport(12_001);
    const progress: [number, number][] = [];
    const rows = await fetchAllPages({
      fetchPage: report.fetchPage,
      signal: new AbortController().signal,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(MAX_REPORT_PAGE).toBe(5000);
    expect(report.asked).toEqual([
      { page: 1, limit: 5000 },
      { page: 2, limit: 5000 },
      { page: 3, limit: 5000 },
    ]);
    expect(rows).toHaveLength(12_001);
    expect(rows.map((r) => r.n)).toEqual(Array.from({ length: 12_001 }, (_, i) => i + 1));
    expect(progress).toEqual([
      [5000, 12_001],
      [10_000, 12_001],
      [12_001, 12_001],
    ]);
  });

  it('stops after an exact last page without asking for an empty one', async () => {
    const report = pagedReport(4);
    const rows = await fetchAllPages({
      fetchPage: report.fetchPage,
      signal: new AbortController().signal,
      onProgress: noProgress,
      limit: 2,
    });
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4]);
    expect(report.asked.map((a) => a.page)).toEqual([1, 2]);
  });

  it('reads one page for an empty report and says 0 of 0', async () => {
    const progress: [number, number][] = [];
    const rows = await fetchAllPages({
      fetchPage: pagedReport(0).fetchPage,
      signal: new AbortController().signal,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(rows).toEqual([]);
    expect(progress).toEqual([[0, 0]]);
  });

  it('stops at a short page even when the total grew while it read', async () => {
    let calls = 0;
    const rows = await fetchAllPages({
      fetchPage: (page) => {
        calls++;
        const items = page === 1 ? [1, 2] : [3];
        return Promise.resolve({ items, total: page === 1 ? 3 : 9 });
      },
      signal: new AbortController().signal,
      onProgress: noProgress,
      limit: 2,
    });
    expect(rows).toEqual([1, 2, 3]);
    expect(calls).toBe(2);
  });

  it('cancels the page in flight and rejects with an AbortError', async () => {
    const controller = new AbortController();
    const signals: AbortSignal[] = [];
    const progress: number[] = [];
    const done = fetchAllPages({
      fetchPage: (page, _limit, signal) => {
        signals.push(signal);
        if (page === 1) return Promise.resolve({ items: [1, 2], total: 6 });
        // The second page never answers by itself: only the cancel ends the wait.
        return new Promise<never>(() => undefined);
      },
      signal: controller.signal,
      onProgress: (n) => {
        progress.push(n);
        if (n === 2) queueMicrotask(() => controller.abort());
      },
      limit: 2,
    });
    const error = await done.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isAbortError(error)).toBe(true);
    expect(progress).toEqual([2]);
    expect(signals).toHaveLength(2);
    expect(signals[1]!.aborted).toBe(true);
  });

  it('asks for nothing when cancelled before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    const report = pagedReport(10);
    await expect(
      fetchAllPages({
        fetchPage: report.fetchPage,
        signal: controller.signal,
        onProgress: noProgress,
      }),
    ).rejects.toSatisfy(isAbortError);
    expect(report.asked).toEqual([]);
  });

  it('reads a report that gives cursors after each one, until it gives none', async () => {
    const report = keysetReport(12_001);
    const rows = await fetchAllPages({
      fetchPage: report.fetchPage,
      signal: new AbortController().signal,
      onProgress: noProgress,
    });
    expect(rows.map((r) => r.n)).toEqual(Array.from({ length: 12_001 }, (_, i) => i + 1));
    expect(report.asked).toEqual([
      { page: 1, after: undefined },
      { page: 2, after: 'after-5000' },
      { page: 3, after: 'after-10000' },
    ]);
  });

  it('reads each row once when sales are written between its pages', async () => {
    const report = keysetReport(7);
    const rows = await fetchAllPages({
      fetchPage: async (page, limit, signal, after) => {
        // Before the second page: a new sale at the top, and a late one among the rows still to come.
        if (page === 2) report.insert(0, 100).insert(5, 101);
        return report.fetchPage(page, limit, signal, after);
      },
      signal: new AbortController().signal,
      onProgress: noProgress,
      limit: 3,
    });
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4, 101, 5, 6, 7]);
  });

  it('stops at an empty page even when it carries a cursor', async () => {
    let calls = 0;
    const rows = await fetchAllPages({
      fetchPage: () => {
        calls++;
        return Promise.resolve({ items: calls === 1 ? [1, 2] : [], total: 2, next: 'again' });
      },
      signal: new AbortController().signal,
      onProgress: noProgress,
      limit: 2,
    });
    expect(rows).toEqual([1, 2]);
    expect(calls).toBe(2);
  });
});

/**
 * A report of numbered rows that pages with cursors as the server does: each cursor names the last
 * row read, and the next page starts after that row wherever it now is.
 */
function keysetReport(total: number) {
  const list = Array.from({ length: total }, (_, i) => ({ n: i + 1 }));
  const asked: { page: number; after: string | undefined }[] = [];
  const report = {
    asked,
    insert(at: number, n: number) {
      list.splice(at, 0, { n });
      return report;
    },
    fetchPage: (page: number, limit: number, _signal: AbortSignal, after?: string) => {
      asked.push({ page, after });
      const from = after ? list.findIndex((r) => `after-${r.n}` === after) + 1 : 0;
      const items = list.slice(from, from + limit);
      const last = items[items.length - 1];
      const more = from + limit < list.length;
      return Promise.resolve({
        items,
        total: list.length,
        next: more && last ? `after-${last.n}` : null,
      });
    },
  };
  return report;
}
