import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

type Counted = { current: number; ttl: number };
type Answer = (error: Error | null, result?: Counted) => void;

/** How often windows that are over are deleted, at most. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A store for `@fastify/rate-limit` that counts in the database (table `rate_limits`), so every copy
 * of the server on one database counts the same requests (issue 25): ten failed sign-ins spread over
 * two copies are ten, not five on each. One upsert per count, atomic on both dialects: a window that
 * is over starts again at 1, otherwise the count goes up. Windows that are over are deleted now and
 * then, and at start (`housekeeping`).
 *
 * Fixed windows, like the plugin's own in-memory store. A limit made with `createRateLimit` counts
 * under its keys as given (the routes make them distinct: `account:`, `address:`...); a route's own
 * `rateLimit` counts under its method and URL too, as the plugin's Redis store does.
 */
export function rateLimitStore(
  db: Kysely<Database>,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  let sweptAt = 0;
  const sweep = (at: number) => {
    if (at - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = at;
    // Not awaited: a count never waits for the sweep, and a failed sweep is retried later.
    db.deleteFrom('rate_limits')
      .where('resets_at', '<=', at)
      .execute()
      .catch(() => {
        sweptAt = 0;
      });
  };

  const answer = (work: Promise<Counted>, done: Answer) =>
    work.then(
      (counted) => done(null, counted),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly scope = '',
    ) {}

    incr(key: string, done: Answer, timeWindow: number): void {
      const at = now();
      sweep(at);
      const counting = db
        .insertInto('rate_limits')
        .values({ key: this.scope + key, hits: 1, resets_at: at + timeWindow })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            const over = eb('rate_limits.resets_at', '<=', at);
            return {
              hits: eb
                .case()
                .when(over)
                .then(1)
                .else(eb('rate_limits.hits', '+', 1))
                .end(),
              resets_at: eb
                .case()
                .when(over)
                .then(at + timeWindow)
                .else(eb.ref('rate_limits.resets_at'))
                .end(),
            };
          }),
        )
        .returning(['hits', 'resets_at'])
        .executeTakeFirstOrThrow()
        .then((row) => ({ current: Number(row.hits), ttl: Number(row.resets_at) - at }));
      void answer(counting, done);
    }

    /** The count so far, without counting (`{ increment: false }`). */
    read(key: string, done: Answer): void {
      const at = now();
      const reading = db
        .selectFrom('rate_limits')
        .select(['hits', 'resets_at'])
        .where('key', '=', this.scope + key)
        .where('resets_at', '>', at)
        .executeTakeFirst()
        .then((row) =>
          row
            ? { current: Number(row.hits), ttl: Number(row.resets_at) - at }
            : { current: 0, ttl: 0 },
        );
      void answer(reading, done);
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // `createRateLimit` passes no route; a route's own limit passes the route it guards.
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const scope = route?.url ? `${String(route.method)} ${String(route.url)}|` : '';
      return new DatabaseRateLimitStore(undefined, this.scope + scope);
    }
  }
  return DatabaseRateLimitStore;
}
