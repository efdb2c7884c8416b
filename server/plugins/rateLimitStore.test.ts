import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../testing/harness';
import { rateLimitStore } from './rateLimitStore';

const WINDOW = 15 * 60_000;
const START = Date.parse('2026-11-20T10:00:00Z');

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => ({ database, drop } = await createTestDatabase()));
afterAll(() => drop());

/** A store as one server process makes it, on a clock the test moves. */
function storeOf(clock: { now: number }): FastifyRateLimitStore & {
  read: FastifyRateLimitStore['incr'];
} {
  const Store = rateLimitStore(database.db, () => clock.now);
  return new Store({}) as never;
}

const count = (store: FastifyRateLimitStore, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), WINDOW, 10),
  );
const peek = (store: ReturnType<typeof storeOf>, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.read(key, (error, result) => (error ? reject(error) : resolve(result!)), WINDOW, 10),
  );

describe('request limits counted in the database', () => {
  it('count one key across two server processes, each count once', async () => {
    const clock = { now: START };
    const [one, two] = [storeOf(clock), storeOf(clock)];
    const counts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => count(i % 2 ? one : two, 'account:ana')),
    );
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    clock.now += 60_000;
    expect(await peek(one, 'account:ana')).toEqual({ current: 10, ttl: WINDOW - 60_000 });
    expect(await count(two, 'account:ana')).toEqual({ current: 11, ttl: WINDOW - 60_000 });
    expect(await peek(one, 'account:bob')).toEqual({ current: 0, ttl: 0 });
  });

  it('start again at one once the window is over', async () => {
    const clock = { now: START };
    const store = storeOf(clock);
    await count(store, 'address:10.0.0.1');
    await count(store, 'address:10.0.0.1');
    clock.now += WINDOW;
    expect(await peek(store, 'address:10.0.0.1')).toEqual({ current: 0, ttl: 0 });
    expect(await count(store, 'address:10.0.0.1')).toEqual({ current: 1, ttl: WINDOW });
  });

  it('keep a route’s own limit apart from another’s with the same key', async () => {
    const clock = { now: START };
    const store = storeOf(clock);
    const route = (url: string) =>
      store.child({ routeInfo: { method: 'POST', url } } as never) as ReturnType<typeof storeOf>;
    await count(route('/api/a'), 'user-1');
    await count(route('/api/a'), 'user-1');
    expect((await count(route('/api/b'), 'user-1')).current).toBe(1);
    expect((await peek(route('/api/a'), 'user-1')).current).toBe(2);
  });

  it('forget windows that are over', async () => {
    const clock = { now: START + 10 * WINDOW };
    await count(storeOf(clock), 'address:sweeper');
    // The sweep runs beside the count; wait for it to have deleted every earlier window.
    await expect
      .poll(async () =>
        (await database.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key),
      )
      .toEqual(['address:sweeper']);
  });
});
