import { v4 as uuidv4 } from 'uuid';
import { beforeAll, describe, expect, test } from 'vitest';
import { at, countFixture, entry } from './testing';
import { demoServer, errorOf, type Caller } from '../../testing/harness';

const { server, admin, staff, staffLocation } = demoServer();
const fixture = countFixture(server, admin, 'access');

const T0 = Date.now() - 3_600_000;
const dubaiCount = uuidv4();
const sohoCount = uuidv4();
let entryId: string;

/** Every key of a reply, however deep, so a cost cannot hide in a nested row. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}
const costly = ['adjustment_value', 'expected', 'cost', 'value', 'average_cost', 'variance_value'];

beforeAll(async () => {
  const f = fixture();
  await f.post([
    { material_id: f.beef, quantity: 1_000, unit_cost: 0.02, occurred_at: at(T0, -10) },
  ]);
  const made = await admin('POST', `/inventory-counts/create?loc=${f.dubai}`, {
    id: dubaiCount,
    sheet_ids: [f.sheet],
    cutoff_at: at(T0, 0),
  });
  expect(made.statusCode).toBe(201);
  const soho = await admin('POST', `/inventory-counts/create?loc=${f.soho}`, {
    id: sohoCount,
    sheet_ids: [f.sohoSheet],
  });
  expect(soho.statusCode).toBe(201);
  const e = entry(dubaiCount, f.beef, f.fridge, 900, at(T0, 5));
  entryId = e.id;
  expect((await f.counterA('POST', '/inventory-counts/add-item', e)).statusCode).toBe(201);
  await admin('POST', `/inventory-counts/${dubaiCount}/approve`, {});
});

describe('a blind counter', () => {
  test('sees no expected quantity and no cost in any reply, the pull included', async () => {
    const f = fixture();
    const replies = [
      await f.counterA('GET', `/inventory-counts/list?loc=${f.dubai}`),
      await f.counterA('GET', '/inventory-counts/list'),
      await f.counterA('GET', `/inventory-counts/by-id?id=${dubaiCount}`),
      await f.counterA('GET', `/inventory-counts/activity?id=${dubaiCount}`),
      await f.counterA('GET', '/sync/pull?since=0&limit=2000'),
    ];
    const ours = (reply: (typeof replies)[number]) => {
      const body = reply.json();
      // The pull also brings settings (whose rows have a `value`): only counts and entries here.
      return 'changes' in body
        ? (body.changes as Array<{ collection: string }>).filter((c) =>
            ['inventoryCounts', 'countEntries'].includes(c.collection),
          )
        : body;
    };
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(200);
      const keys = keysOf(ours(reply));
      for (const key of costly)
        expect(keys.has(key), `${key} in ${reply.body.slice(0, 200)}`).toBe(false);
    }
    const pulled = replies[4]!.json().changes as Array<{ collection: string; row: { id: string } }>;
    expect(pulled.some((c) => c.collection === 'inventoryCounts' && c.row.id === dubaiCount)).toBe(
      true,
    );
    expect(pulled.some((c) => c.collection === 'countEntries' && c.row.id === entryId)).toBe(true);
    // Not the count of a location they may not use.
    expect(pulled.some((c) => c.row.id === sohoCount)).toBe(false);
    const review = await f.counterA('GET', `/inventory-counts/review?id=${dubaiCount}`);
    expect(review.statusCode).toBe(403);
    expect(errorOf(review)).toMatchObject({ code: 'FORBIDDEN', permission: 'inventory.costs' });
  });

  test('while those with costs see the approved adjustment', async () => {
    const count = (await admin('GET', `/inventory-counts/by-id?id=${dubaiCount}`)).json();
    expect(count.adjustment_value).toBe(-2);
    const pulled = (await admin('GET', '/sync/pull?since=0&limit=2000')).json().changes as Array<{
      row: { id: string; adjustment_value?: number };
    }>;
    expect(pulled.find((c) => c.row.id === dubaiCount)!.row.adjustment_value).toBe(-2);
  });
});

describe('permissions and locations', () => {
  test('every call checks its permission', async () => {
    const f = fixture();
    const cases: Array<[Caller, string, string, unknown, string]> = [
      [
        f.reader,
        'POST',
        `/inventory-counts/create?loc=${f.dubai}`,
        { id: uuidv4(), sheet_ids: [f.sheet] },
        'inventory.count',
      ],
      [
        f.reader,
        'POST',
        '/inventory-counts/add-item',
        entry(sohoCount, f.milk, f.fridge, 1, at(T0, 1)),
        'inventory.count',
      ],
      [f.reader, 'DELETE', '/inventory-counts/activity', { id: entryId }, 'inventory.count'],
      [f.reader, 'POST', `/inventory-counts/${sohoCount}/submit`, {}, 'inventory.count'],
      [f.reader, 'PUT', `/inventory-counts/${sohoCount}`, { version: 1 }, 'inventory.count'],
      [f.counterA, 'POST', `/inventory-counts/${sohoCount}/send-back`, {}, 'inventory.approve'],
      [f.counterA, 'POST', `/inventory-counts/${sohoCount}/approve`, {}, 'inventory.approve'],
      [staff, 'POST', `/inventory-counts/${sohoCount}/approve`, {}, 'inventory.approve'],
      [
        f.counterA,
        'GET',
        `/inventory-counts/review?id=${dubaiCount}`,
        undefined,
        'inventory.costs',
      ],
    ];
    for (const [who, method, path, body, permission] of cases) {
      const reply = await who(method as 'GET', path, body);
      expect(reply.statusCode, `${method} ${path}`).toBe(403);
      expect(errorOf(reply), `${method} ${path}`).toMatchObject({ code: 'FORBIDDEN', permission });
    }
    // Read alone lists and reads.
    expect((await f.reader('GET', `/inventory-counts/by-id?id=${dubaiCount}`)).statusCode).toBe(
      200,
    );
    expect((await server.app.inject({ url: '/api/inventory-counts/list' })).statusCode).toBe(401);
  });

  test('a count at a location the caller may not use is refused in every call', async () => {
    const f = fixture();
    const soho = f.sohoCounter;
    const refused: Array<[Caller, string, string, unknown]> = [
      [f.counterA, 'GET', `/inventory-counts/list?loc=${f.soho}`, undefined],
      [f.counterA, 'GET', `/inventory-counts/by-id?id=${sohoCount}`, undefined],
      [f.counterA, 'GET', `/inventory-counts/activity?id=${sohoCount}`, undefined],
      [
        f.counterA,
        'POST',
        `/inventory-counts/create?loc=${f.soho}`,
        { id: uuidv4(), sheet_ids: [f.sohoSheet] },
      ],
      [
        f.counterA,
        'POST',
        '/inventory-counts/add-item',
        entry(sohoCount, f.milk, f.fridge, 1, at(T0, 1)),
      ],
      [f.counterA, 'POST', `/inventory-counts/${sohoCount}/submit`, {}],
      [f.counterA, 'PUT', `/inventory-counts/${sohoCount}`, { version: 1, name: 'x' }],
      [soho, 'DELETE', '/inventory-counts/activity', { id: entryId }],
      [soho, 'GET', `/inventory-counts/activity?id=${dubaiCount}`, undefined],
    ];
    for (const [who, method, path, body] of refused) {
      const reply = await who(method as 'GET', path, body);
      expect(reply.statusCode, `${method} ${path} ${reply.body}`).toBe(403);
      expect(errorOf(reply).code).toBe('FORBIDDEN');
    }
    const list = (await f.counterA('GET', '/inventory-counts/list')).json().data as Array<{
      id: string;
    }>;
    expect(list.map((c) => c.id)).toContain(dubaiCount);
    expect(list.map((c) => c.id)).not.toContain(sohoCount);
    // Store staff (inventory.write) may count at their own location.
    expect(staffLocation()).toBe(f.dubai);
    const ownCount = await staff('POST', '/inventory-counts/create', {
      id: uuidv4(),
      sheet_ids: [f.sheet],
    });
    expect(ownCount.statusCode).toBe(201);
  });

  test('garbage never gets a 500', async () => {
    const f = fixture();
    const junk: unknown[] = [
      null,
      [],
      'text',
      42,
      {},
      { id: 'not-a-uuid' },
      { id: uuidv4(), count_id: dubaiCount, parts: 'x' },
      { id: uuidv4(), sheet_ids: [], cutoff_at: 'yesterday' },
      { version: 'one' },
      { resolutions: [{ material_id: f.beef, area_id: f.fridge, keep: 'everyone' }] },
      { note: 'x'.repeat(5_000) },
      entry(dubaiCount, f.beef, f.fridge, 1e12, at(T0, 1)),
      entry(dubaiCount, f.beef, f.fridge, -1, at(T0, 1)),
      {
        ...entry(dubaiCount, f.beef, f.fridge, 1, at(T0, 1)),
        parts: [{ unit: '', factor: 0, quantity: 1 }],
      },
    ];
    const calls: Array<[string, string]> = [
      ['POST', `/inventory-counts/create?loc=${f.dubai}`],
      ['POST', '/inventory-counts/add-item'],
      ['DELETE', '/inventory-counts/activity'],
      ['POST', `/inventory-counts/${sohoCount}/submit`],
      ['POST', `/inventory-counts/${sohoCount}/send-back`],
      ['POST', `/inventory-counts/${sohoCount}/approve`],
      ['PUT', `/inventory-counts/${sohoCount}`],
      ['POST', '/inventory-counts/not-a-uuid/approve'],
    ];
    for (const [method, path] of calls) {
      for (const body of junk) {
        const reply = await admin(method as 'POST', path, JSON.stringify(body), {
          'content-type': 'application/json',
        });
        expect(
          reply.statusCode,
          `${method} ${path} ${JSON.stringify(body)?.slice(0, 80)}`,
        ).toBeLessThan(500);
      }
    }
    for (const path of [
      '/inventory-counts/by-id?id=x',
      '/inventory-counts/review',
      '/inventory-counts/activity?id=',
    ]) {
      expect((await admin('GET', path)).statusCode).toBe(400);
    }
    expect((await admin('GET', `/inventory-counts/by-id?id=${uuidv4()}`)).statusCode).toBe(404);
  });
});
