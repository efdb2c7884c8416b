import { MAX_REPORT_PAGE } from '@contract/reports';

export interface FetchAllPagesOptions<Row> {
  fetchPage: (
    page: number,
    limit: number,
    signal: AbortSignal,
  ) => Promise<{ items: Row[]; total: number }>;
  signal: AbortSignal;
  onProgress: (done: number, total: number) => void;
  /** Items per page; the largest page a report serves unless told otherwise. */
  limit?: number;
}

/** The error a cancelled export rejects with, as `fetch` does. */
export const abortError = () => new DOMException('The export was cancelled', 'AbortError');

export const isAbortError = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * Settles with the page, or rejects with an AbortError the moment the signal fires, even when the
 * page's fetcher does not listen to the signal itself.
 */
function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Every page of a report, one after the other (a report server is not asked for twenty pages at
 * once), with progress after each page. Reading stops at the total the last page reported, or at a
 * short page: rows sold while the export runs never make it loop or stop early.
 */
export async function fetchAllPages<Row>({
  fetchPage,
  signal,
  onProgress,
  limit = MAX_REPORT_PAGE,
}: FetchAllPagesOptions<Row>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    if (signal.aborted) throw abortError();
    const { items, total } = await unlessAborted(fetchPage(page, limit, signal), signal);
    for (const item of items) rows.push(item);
    onProgress(rows.length, Math.max(total, rows.length));
    if (items.length < limit || page * limit >= total) return rows;
  }
}
