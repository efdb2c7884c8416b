import { v4 as uuidv4 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { salesFixture } from '../sales/testing';
import { caller, demoServer, errorOf, signIn, type Caller } from '../testing/harness';
import { stockHistory } from './stockReportsTesting';

/** Who may read the stock reports, for which locations, and what a bad query gets: never a 500. */

const { server, admin, staff, staffLocation } = demoServer();
const sales = salesFixture(admin);
const history = stockHistory(server, admin, sales);
let counter: Caller;
beforeAll(async () => {
  counter = caller(server.app, await signIn(server.app, 'counter'));
});

const get = (who: Caller, query: string) => who('GET', `/materials-report?${query}`);
const between = (from: string, to: string) => `from_count=${from}&to_count=${to}`;

describe('locations and permissions', () => {
  it('needs reporting.read', async () => {
    const reply = await get(counter, 'view=stock');
    expect(reply.statusCode).toBe(403);
    expect(errorOf(reply).permission).toBe('reporting.read');
  });

  it('keeps a user of one location to it', async () => {
    const h = history();
    expect(staffLocation()).toBe(h.dubai);
    const refused = await get(staff, `view=stock&loc=${h.soho}`);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).location).toBe(h.soho);
    for (const view of ['stock', 'usage']) {
      const all = await get(staff, `view=${view}&loc=all&to=2025-05-08`);
      expect(all.statusCode).toBe(200);
      expect(all.json().locations).toEqual([h.dubai]);
    }
    const own = await get(staff, `view=usage&${between(h.countA, h.countB)}`);
    expect(own.statusCode).toBe(200);
  });

  it("refuses another location's counts to a user of one location", async () => {
    const h = history();
    const reply = await get(staff, `view=usage&${between(h.sohoCount, h.countB)}`);
    expect(reply.statusCode).toBe(403);
    expect(errorOf(reply).location).toBe(h.soho);
  });
});

describe('between counts', () => {
  const fieldsOf = async (query: string) => {
    const reply = await get(admin, `view=usage&${query}`);
    expect(reply.statusCode, reply.body).toBe(400);
    return errorOf(reply).fields ?? {};
  };

  it('reads the counts of one location, approved, in order', async () => {
    const h = history();
    expect(await fieldsOf(`from_count=${h.countA}`)).toHaveProperty('to_count');
    expect(await fieldsOf(`to_count=${h.countB}`)).toHaveProperty('from_count');
    expect(await fieldsOf(between(h.countA, h.countA))).toHaveProperty('to_count');
    expect(await fieldsOf(between(uuidv4(), h.countB))).toHaveProperty('from_count');
    expect(await fieldsOf(between(h.countA, h.openCount))).toHaveProperty('to_count');
    expect(await fieldsOf(between(h.countB, h.countA))).toHaveProperty('to_count');
    expect(await fieldsOf(between(h.countA, h.sohoCount))).toHaveProperty('to_count');
    expect(await fieldsOf(`loc=${h.soho}&${between(h.countA, h.countB)}`)).toHaveProperty(
      'from_count',
    );
    const all = await get(admin, `view=usage&loc=all&${between(h.countA, h.countB)}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().locations).toEqual([h.dubai]);
  });
});

describe('garbage', () => {
  it('answers 400, never 500', async () => {
    const h = history();
    const queries = [
      'sort=DROP',
      'sort=drop_table',
      'limit=99999',
      'limit=0',
      'page=0',
      'page=abc',
      'dir=sideways',
      'from=2020-13-45',
      'to=2100-01-01',
      'from=1899-12-31',
      'from=2025-05-09&to=2025-05-01',
      'category_id=not-an-id',
      'from_count=xyz&to_count=abc',
      `from_count=${h.countA}&to_count=' or 1=1 --`,
    ];
    const views = ['view=stock&', 'view=usage&'];
    const asked = [
      ...queries.flatMap((query) => views.map((view) => `${view}${query}`)),
      // A column of the other view.
      'view=stock&sort=variance_cost',
      'view=usage&sort=value',
      'view=nope',
    ];
    for (const query of asked) {
      const reply = await get(admin, query);
      expect(reply.statusCode, `${query}: ${reply.body}`).toBe(400);
    }
    // The report frame's answers for a location that is not an id, and one the business does not have.
    const malformed = await get(admin, 'loc=abc');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).code).toBe('VALIDATION');
    const unknown = await get(admin, 'loc=019b8cbd-af00-7000-8000-00000000dead');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
  });
});

describe('the API document', () => {
  it('describes both views of the reply', async () => {
    const doc = (await server.app.inject({ url: '/api/docs/json' })).json();
    const get = doc.paths['/api/materials-report'].get;
    expect(get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['view', 'from_count', 'to_count', 'category_id']),
    );
    const reply = get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(reply)).toContain('variance_cost');
    expect(JSON.stringify(reply)).toContain('unit_cost');
  });
});
