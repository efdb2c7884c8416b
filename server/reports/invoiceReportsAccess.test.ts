import { apiError } from '@contract/errors';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { salesFixture } from '../sales/testing';
import { caller, demoServer, errorOf, signIn, type Caller } from '../testing/harness';
import { D1, getter, invoiceReportsData, range } from './invoiceReportsTesting';

const demo = demoServer();
const { admin, staff } = demo;
const fx = salesFixture(admin);
const data = invoiceReportsData(admin, staff, demo.staffLocation, fx);
let counter: Caller;
beforeAll(async () => {
  counter = caller(demo.server.app, await signIn(demo.server.app, 'counter'));
});

const paths = [
  '/invoices-sales-report/v2',
  '/invoices-sales-report/v3',
  '/orders-report',
  '/orders-summary',
  '/balance-report',
  '/total-balance',
];

describe('who reads the invoice reports', () => {
  it('a user of one location reads it alone, and is refused any other', async () => {
    const { A, B } = data();
    const asStaff = getter(staff);
    const asAdmin = getter(admin);
    for (const path of paths) {
      const own = await asStaff(`${path}?${range}&loc=all`);
      expect(own.locations, path).toEqual([A]);
      const mine = await asAdmin(`${path}?${range}&loc=${A}`);
      expect(own.items, path).toEqual(mine.items);
      expect(own.totals, path).toEqual(mine.totals);
      // No location given: their own.
      expect((await asStaff(`${path}?${range}`)).locations).toEqual([A]);
      const elsewhere = await staff('GET', `${path}?${range}&loc=${B}`);
      expect(elsewhere.statusCode, path).toBe(403);
      expect(errorOf(elsewhere).code).toBe('FORBIDDEN');
    }
    const sales = await asStaff(`/invoices-sales-report/v2?${range}&loc=all`);
    expect(sales.figures).toMatchObject({ net_sales: 61, transactions: 2 });
    const orders = await asStaff(`/orders-report?${range}&loc=all`);
    expect(orders.items.map((r: { number: string }) => r.number)).toEqual([
      'P1',
      'V1',
      'R1',
      'S2',
      'S1',
    ]);
  });

  it('needs reporting.read', async () => {
    for (const path of paths) {
      const reply = await counter('GET', `${path}?${range}`);
      expect(reply.statusCode, path).toBe(403);
      expect(errorOf(reply).permission).toBe('reporting.read');
    }
  });
});

describe('garbage in the query string', () => {
  it('is refused with 400, never answered with a 500', async () => {
    const garbage = [
      'sort=DROP',
      'sort=created_at;drop table invoices',
      'sort=gross',
      'limit=99999',
      'limit=0',
      'page=0',
      'page=abc',
      'dir=sideways',
      'from=2020-13-45',
      'from=2026-02-30',
      `from=${D1}&to=2026-01-01`,
      'from=1899-12-31&to=1900-01-05',
      'to=2100-01-01&from=2099-12-01',
      'channel_id=abc',
      'order_type_id=1%20or%201=1',
    ];
    for (const path of paths) {
      for (const query of garbage) {
        const reply = await admin('GET', `${path}?${query}`);
        expect(reply.statusCode, `${path}?${query}: ${reply.body}`).toBe(400);
        apiError.parse(reply.json());
      }
    }
    // A location that is not an id is malformed; an id no location has is not found.
    for (const path of paths) {
      const reply = await admin('GET', `${path}?loc=abc`);
      expect(reply.statusCode, path).toBe(400);
      expect(errorOf(reply).code).toBe('VALIDATION');
      const unknown = await admin('GET', `${path}?loc=019b8cbd-af00-7000-8000-00000000dead`);
      expect(unknown.statusCode, path).toBe(404);
      expect(errorOf(unknown).code).toBe('NOT_FOUND');
    }
    for (const query of ['status=nope', 'category_id=x', 'payment_method_id=%00']) {
      expect((await admin('GET', `/orders-report?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('random query strings never cause a 5xx', async () => {
    const query = fc
      .dictionary(
        fc.constantFrom(
          'from',
          'to',
          'loc',
          'page',
          'limit',
          'sort',
          'dir',
          'channel_id',
          'status',
          'payment_method_id',
        ),
        fc.oneof(fc.string(), fc.integer().map(String), fc.constant(''), fc.constant(D1)),
      )
      .map((params) => new URLSearchParams(params).toString());
    for (const path of paths) {
      await fc.assert(
        fc.asyncProperty(query, async (q) => {
          const reply = await admin('GET', `${path}?${q}`);
          expect(reply.statusCode, `${path}?${q}`).toBeLessThan(500);
          if (reply.statusCode >= 400) apiError.parse(reply.json());
        }),
        { numRuns: 25, seed: 11 },
      );
    }
  });
});
