import { MAX_REPORT_PAGE } from '@contract/reports';

/** One page of a report as the export reads it. */
export interface FetchedPage<Row> {
  items: Row[];
  total: number;
  /**
   * The report's cursor of the next page (contract/reports.ts `next`): null on the last page,
   * absent when the report pages by number only.
   */
  next?: string | null;
}

export interface FetchAllPagesOptions<Row> {
  /** Reads page `page`; `after`, when given, is the cursor the page before gave (read by it). */
  fetchPage: (
    page: number,
    limit: number,
    signal: AbortSignal,
    after?: string,
  ) => Promise<FetchedPage<Row>>;
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
 * once), with progress after each page. A report that gives cursors is read after each page's
 * cursor until it gives none: each page then costs the server the same, and rows sold while the
 * export runs never make a row repeat or go missing. Otherwise pages are read by number, stopping
 * at the total the last page reported or at a short page, so such rows never make it loop or stop
 * early.
 */
export async function fetchAllPages<Row>({
  fetchPage,
  signal,
  onProgress,
  limit = MAX_REPORT_PAGE,
}: FetchAllPagesOptions<Row>): Promise<Row[]> {
  const rows: Row[] = [];
  let after: string | undefined;
  for (let page = 1; ; page++) {
    if (signal.aborted) throw abortError();
    const { items, total, next } = await unlessAborted(
      fetchPage(page, limit, signal, after),
      signal,
    );
    for (const item of items) rows.push(item);
    onProgress(rows.length, Math.max(total, rows.length));
    if (next === undefined) {
      if (items.length < limit || page * limit >= total) return rows;
    } else {
      // An empty page with a cursor would be read again and again: the read ends there.
      if (next === null || items.length === 0) return rows;
      after = next;
    }
  }
}
