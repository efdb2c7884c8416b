import { describe, expect, it } from 'vitest';
import { demoServer, errorOf } from '../testing/harness';
import { D1, D2, PERIOD, expectSumOfLocations, reportsDataSet } from './aggregateReportsTesting';

const demo = demoServer();
const { admin, staff } = demo;
const data = reportsDataSet(admin, staff);

const get = async (path: string) => {
  const reply = await admin('GET', path);
  expect(reply.statusCode, `${path}: ${reply.body.slice(0, 300)}`).toBe(200);
  return reply.json();
};
type Row = Record<string, unknown>;

const calls = [
  '/sales-summary',
  '/invoices-users-report',
  '/discounts-report',
  '/categoryReports',
  '/products-sales-report',
  '/payment-report',
  '/payment-report/v2',
];

describe('every aggregate report', () => {
  it('reads all locations as the sum of each', async () => {
    const { dubai, soho } = data();
    for (const path of calls) {
      const totals = async (loc: string) => (await get(`${path}?${PERIOD}&loc=${loc}`)).totals;
      const all = await totals('all');
      expect(all.net_sales ?? all.net, path).toBeGreaterThan(0);
      expectSumOfLocations(all, [await totals(dubai), await totals(soho)]);
    }
  });

  it("gives a location-limited user their own location's figures and nothing else", async () => {
    const { dubai, soho } = data();
    for (const path of calls) {
      const own = await staff('GET', `${path}?${PERIOD}&loc=all`);
      expect(own.statusCode, path).toBe(200);
      expect(own.json().locations, path).toEqual([dubai]);
      expect(own.json().totals, path).toEqual((await get(`${path}?${PERIOD}&loc=${dubai}`)).totals);
      const elsewhere = await staff('GET', `${path}?${PERIOD}&loc=${soho}`);
      expect(elsewhere.statusCode, path).toBe(403);
    }
  });

  it('answers garbage with 400, never 500', async () => {
    const garbage = [
      'sort=DROP',
      'sort=nonsense',
      'limit=99999',
      'limit=0',
      'page=-1',
      'dir=sideways',
      'from=2020-13-45',
      `from=1899-12-31&to=${D1}`,
      `from=${D2}&to=${D1}`,
      'to=2100-01-01',
      'cashier_id=x',
      'group=year',
    ];
    for (const path of calls) {
      for (const query of garbage) {
        // Reports without `group` ignore it, as they ignore the filters they do not read.
        if (query === 'group=year' && !['/sales-summary', '/discounts-report'].includes(path)) {
          continue;
        }
        const reply = await admin('GET', `${path}?${query}`);
        expect(reply.statusCode, `${path}?${query}: ${reply.body}`).toBe(400);
        expect(errorOf(reply).code).toBe('VALIDATION');
      }
      // A location that is not an id is malformed; an id no location has is not found.
      const malformed = await admin('GET', `${path}?loc=abc`);
      expect(malformed.statusCode, path).toBe(400);
      expect(errorOf(malformed).code).toBe('VALIDATION');
      const unknown = await admin('GET', `${path}?loc=019b8cbd-af00-7000-8000-00000000dead`);
      expect(unknown.statusCode, path).toBe(404);
      expect(errorOf(unknown).code).toBe('NOT_FOUND');
    }
  });

  it('pages through every item with the same totals', async () => {
    for (const path of calls) {
      const whole = await get(`${path}?${PERIOD}&loc=all&limit=5000`);
      const pages: Row[] = [];
      for (let page = 1; pages.length < whole.total; page += 1) {
        const reply = await get(`${path}?${PERIOD}&loc=all&limit=1&page=${page}`);
        expect(reply.items, path).toHaveLength(1);
        expect(reply.totals, path).toEqual(whole.totals);
        expect(reply.total, path).toBe(whole.total);
        pages.push(reply.items[0]);
      }
      expect(pages, path).toEqual(whole.items);
      const past = await get(`${path}?${PERIOD}&loc=all&limit=1&page=${whole.total + 1}`);
      expect(past.items, path).toEqual([]);
    }
  });
});
