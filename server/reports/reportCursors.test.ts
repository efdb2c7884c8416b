import { apiError } from '@contract/errors';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { salesFixture } from '../sales/testing';
import { demoServer, errorOf } from '../testing/harness';
import { getter } from './invoiceReportsTesting';
import {
  at,
  byCursors,
  byPages,
  C2,
  cursorRange,
  keysetReports,
  postCursorData,
  rowKey,
  type KeysetPath,
  type Page,
} from './reportCursorsTesting';

/**
 * Keyset paging of the reports that page in SQL (contract/reports.ts `after` and `next`): a read
 * after each cursor gives the very rows the page numbers give, in the same order, each once,
 * whatever the sort, direction, locations and filters, ties included; anything but a cursor of the
 * same read is a 400.
 */

const demo = demoServer();
const { admin, staff } = demo;
const fx = salesFixture(admin);
const get = getter(admin) as (path: string) => Promise<Page>;
const places = { A: '', B: '' };

beforeAll(async () => {
  const f = fx();
  places.A = demo.staffLocation();
  places.B = places.A === f.dubai ? f.abuDhabi : f.dubai;
  await postCursorData(admin, f, places.A, places.B);
});

const paths = Object.keys(keysetReports) as KeysetPath[];

describe('reading a report after its cursors', () => {
  // By time, one location reads its index and several are merged: both are read; the other
  // orders sort the period whatever the locations.
  it.each(paths)(
    '%s: the rows of the page numbers, in their order, each once',
    async (path) => {
      for (const sort of keysetReports[path]) {
        for (const dir of ['desc', 'asc']) {
          for (const loc of sort === 'created_at' ? ['all', places.A] : ['all']) {
            const query = `${path}?${cursorRange}&loc=${loc}&sort=${sort}&dir=${dir}`;
            const whole = await get(`${query}&limit=5000`);
            expect(whole.next, query).toBeNull();
            const pages = await byPages(get, query, 4);
            const { items, pages: read } = await byCursors(get, query, 4);
            expect(pages, query).toEqual(whole.items);
            expect(items, query).toEqual(whole.items);
            expect(new Set(items.map(rowKey)).size, query).toBe(items.length);
            // The first page gives the totals; the pages after a cursor leave them to it.
            expect(read[0]!.totals, query).toEqual(whole.totals);
            for (const page of read.slice(1)) expect(page.totals, query).toBeNull();
            expect(read.every((p) => p.total === whole.total)).toBe(true);
          }
        }
      }
    },
    120_000,
  );

  it('is tested on data whose sort keys tie', async () => {
    const orders = await get(`/orders-report?${cursorRange}&loc=all&limit=5000`);
    const times = orders.items.map((i) => `${String(i.location_id)} ${String(i.created_at)}`);
    expect(new Set(times).size).toBeLessThan(times.length);
    const totals = orders.items.map((i) => i.total);
    expect(new Set(totals).size).toBeLessThan(totals.length / 2);
    expect(orders.items.some((i) => i.guests === null)).toBe(true);
    expect(orders.total).toBe(26);
    const payments = await get(
      `/reports-v2/advanced-payments/transactions?${cursorRange}&loc=all&limit=5000`,
    );
    const invoices = payments.items.map((i) => i.invoice_id);
    expect(new Set(invoices).size).toBeLessThan(invoices.length);
  });

  it('gives the same rows with filters, and reads each page of a page number too', async () => {
    const { card } = fx();
    for (const query of [
      `/invoices-sales-report/v2?${cursorRange}&loc=all&payment_method_id=${card}`,
      `/orders-report?${cursorRange}&loc=all&status=completed&sort=guests`,
      `/reports-v2/advanced-payments/transactions?${cursorRange}&loc=all&payment_method_id=${card}`,
    ]) {
      const whole = await get(`${query}&limit=5000`);
      expect(whole.items.length, query).toBeGreaterThan(4);
      expect((await byCursors(get, query, 4)).items, query).toEqual(whole.items);
      // A page read by number gives the cursor of the page after it.
      const second = await get(`${query}&limit=4&page=2`);
      const third = await get(`${query}&limit=4&after=${second.next}`);
      expect(third.items, query).toEqual(whole.items.slice(8, 12));
    }
  });

  it('keeps a location-limited user to their own location, whoever gave the cursor', async () => {
    const asStaff = getter(staff) as (path: string) => Promise<Page>;
    for (const path of paths) {
      const query = `${path}?${cursorRange}&loc=all`;
      const own = await get(`${path}?${cursorRange}&loc=${places.A}&limit=5000`);
      expect((await byCursors(asStaff, query, 2)).items, path).toEqual(own.items);
      // The administrator's cursor of the same read leads a staff user to their own rows after it.
      const everywhere = await get(`${query}&limit=5000`);
      const first = await get(`${query}&limit=2`);
      const after = await asStaff(`${query}&limit=5000&after=${first.next}`);
      expect(after.items, path).toEqual(
        everywhere.items.slice(2).filter((i) => i.location_id === places.A),
      );
    }
  });
});

describe('rows written while a report is read', () => {
  it('never make a page repeat or skip a row', async () => {
    const f = fx();
    const day = '2024-04-02';
    const query = `/invoices-sales-report/v2?from=${day}&to=${day}&loc=all`;
    const sale = (n: string, time: string, location = places.A) =>
      f.invoice({ number: n, location_id: location, created_at: at(day, time) });
    const before = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
    const batch = await admin('POST', '/invoices/batch', {
      invoices: before.map((t, i) => sale(`W${i}`, t, i % 2 ? places.A : places.B)),
    });
    for (const result of batch.json().results) expect(result.status, batch.body).toBe(201);
    const first = await get(`${query}&limit=3`);
    const second = await get(`${query}&limit=3&after=${first.next}`);
    // Meanwhile: a sale newer than every row read, and one a till sends late, among those to come.
    for (const late of [sale('W-new', '13:00'), sale('W-late', '09:45', places.B)]) {
      expect((await admin('POST', '/invoices', late)).statusCode).toBe(201);
    }
    const rest = await byCursors(get, query, 3, String(second.next));
    const numbers = [...first.items, ...second.items, ...rest.items].map((i) => i.number);
    expect(numbers).toEqual(['W7', 'W6', 'W5', 'W4', 'W3', 'W2', 'W-late', 'W1', 'W0']);
    // Page numbers would have read again the last row of page two, pushed down by the new sale.
    const pageThree = await get(`${query}&limit=3&page=3`);
    expect(pageThree.items[0]!.number).toBe('W2');
  });
});

describe('cursors that are not of this read', () => {
  const base = `/invoices-sales-report/v2?${cursorRange}&loc=all&limit=2`;
  let cursor = '';
  beforeAll(async () => {
    cursor = String((await get(base)).next);
  });

  it('are refused with 400, never answered with a 500', async () => {
    const forged = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const refused = [
      'garbage',
      '%25%25%25',
      'a'.repeat(601),
      forged({ q: 'x', v: [] }),
      forged([1, 2, 3]),
      forged(null),
      // Its digest with values of the wrong kinds for the order.
      forged({ ...JSON.parse(Buffer.from(cursor, 'base64url').toString()), v: [1, 2, 3] }),
    ];
    for (const after of refused) {
      const reply = await admin('GET', `${base}&after=${after}`);
      expect(reply.statusCode, after).toBe(400);
      expect(errorOf(reply).code).toBe('VALIDATION');
    }
    const elsewhere = [
      // Another report, order, direction, period, location or filter.
      base.replace('/v2', '/v3'),
      `${base}&sort=number`,
      `${base}&dir=asc`,
      base.replace(`to=${C2}`, 'to=2024-03-22'),
      base.replace('loc=all', `loc=${places.A}`),
      `${base}&cashier_id=${(await admin('GET', '/user-find/current')).json().id}`,
      `/orders-report?${cursorRange}&loc=all&limit=2`,
    ];
    for (const path of elsewhere) {
      const reply = await admin('GET', `${path}&after=${cursor}`);
      expect(reply.statusCode, path).toBe(400);
      expect(errorOf(reply).message).toMatch(/another report, order, period/);
    }
    // Reports of few items page by number only, and say so.
    for (const path of ['/orders-summary', '/sales-summary', '/products-sales-report']) {
      const reply = await admin('GET', `${path}?${cursorRange}&after=${cursor}`);
      expect(reply.statusCode, path).toBe(400);
    }
  });

  it('random cursors never cause a 5xx', async () => {
    const text = fc.oneof(
      fc.string(),
      fc.base64String(),
      fc.json().map((j) => Buffer.from(j).toString('base64url')),
      fc
        .array(fc.oneof(fc.string(), fc.double(), fc.constant(null)))
        .map((v) => Buffer.from(JSON.stringify({ q: 'zz', v })).toString('base64url')),
    );
    for (const path of paths) {
      await fc.assert(
        fc.asyncProperty(text, async (after) => {
          const reply = await admin(
            'GET',
            `${path}?${cursorRange}&loc=all&after=${encodeURIComponent(after)}`,
          );
          expect(reply.statusCode, after).toBeLessThan(500);
          if (reply.statusCode >= 400) apiError.parse(reply.json());
        }),
        { numRuns: 25, seed: 11 },
      );
    }
  });
});

describe('the API document', () => {
  it('names the cursor a report takes and the one it gives', async () => {
    const doc = (await demo.server.app.inject({ url: '/api/docs/json' })).json();
    for (const path of paths) {
      const get = doc.paths[`/api${path}`].get;
      expect(
        get.parameters.map((p: { name: string }) => p.name),
        path,
      ).toContain('after');
      const reply = get.responses['200'].content['application/json'].schema;
      expect(Object.keys(reply.properties), path).toContain('next');
    }
  });
});

describe('the location of a report', () => {
  it('is a 400 when it is not an id, and not found when no location has it', async () => {
    for (const path of [...paths, '/sales-summary', '/materials-report', '/total-balance']) {
      for (const loc of ['abc', '1%20or%201=1', 'ALL']) {
        const reply = await admin('GET', `${path}?${cursorRange}&loc=${loc}`);
        expect(reply.statusCode, `${path} ${loc}`).toBe(400);
        expect(errorOf(reply).code).toBe('VALIDATION');
      }
      const unknown = await admin('GET', `${path}?loc=019b8cbd-af00-7000-8000-00000000dead`);
      expect(unknown.statusCode, path).toBe(404);
      for (const loc of ['all', '0', '']) {
        expect((await admin('GET', `${path}?${cursorRange}&loc=${loc}`)).statusCode).toBe(200);
      }
    }
  });
});
