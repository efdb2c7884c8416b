import type { Page } from '@playwright/test';

interface BatchBody {
  calls: Array<{ method: string; path: string; idempotency_key?: string }>;
}

/**
 * Every `POST /api/batch` a page sends, with the idempotency keys of its calls: what the sync engine
 * pushed, as seen from the browser side.
 */
export class BatchLog {
  /** One entry per request: the keys of its calls, in order. */
  readonly requests: string[][] = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/batch') return;
      const body = request.postDataJSON() as BatchBody | null;
      this.requests.push((body?.calls ?? []).map((call) => call.idempotency_key ?? ''));
    });
  }

  /** How many times each idempotency key was sent. */
  sendsPerKey(): Map<string, number> {
    return BatchLog.sendsPerKey([this]);
  }

  /** How many times each idempotency key was sent, over several pages. */
  static sendsPerKey(logs: readonly BatchLog[]): Map<string, number> {
    const sends = new Map<string, number>();
    for (const key of logs.flatMap((log) => log.requests.flat())) {
      sends.set(key, (sends.get(key) ?? 0) + 1);
    }
    return sends;
  }
}
