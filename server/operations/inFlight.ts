import type { FastifyInstance } from 'fastify';

/**
 * The requests this copy is answering, for background work that gives way to them: the demo's
 * top-up after a restart waits for them between two batches, so a sign-in beside it waits for the
 * batch under way at most, not for one batch per turn of the event loop it needs (issue 21).
 * Event streams (the live channel, issue 26) stay open for as long as a device is there: they are
 * not counted, or background work would wait for as long as anyone has the app open.
 */
export interface InFlight {
  /** Requests being answered now. */
  readonly count: number;
  /** Settles when none is being answered, or after `maxWaitMs` under a load that never ends. */
  settled(maxWaitMs: number): Promise<void>;
}

export function trackInFlight(app: FastifyInstance): InFlight {
  let count = 0;
  let waiters: Array<() => void> = [];
  const wake = () => {
    const woken = waiters;
    waiters = [];
    for (const resolve of woken) resolve();
  };
  app.addHook('onRequest', async (request, reply) => {
    if (String(request.headers.accept ?? '').includes('text/event-stream')) return;
    count += 1;
    // A response's `close` comes once, whether it was sent in full or its client went away.
    reply.raw.once('close', () => {
      count -= 1;
      if (count === 0) wake();
    });
  });
  return {
    get count() {
      return count;
    },
    settled(maxWaitMs) {
      if (count === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, maxWaitMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
