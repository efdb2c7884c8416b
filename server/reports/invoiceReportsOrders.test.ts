import { describe, expect, it } from 'vitest';
import { salesFixture } from '../sales/testing';
import { demoServer } from '../testing/harness';
import { allPages, getter, invoiceReportsData, range, sum } from './invoiceReportsTesting';

const demo = demoServer();
const { admin, staff } = demo;
const fx = salesFixture(admin);
const data = invoiceReportsData(admin, staff, demo.staffLocation, fx);
const get = getter(admin);

type Row = Record<string, unknown> & { id: string; number: string };
const numbers = (rows: readonly Row[]) => rows.map((r) => r.number);
const statusesOf = (reply: { statuses: Array<{ status: string; count: number; total: number }> }) =>
  Object.fromEntries(reply.statuses.map((s) => [s.status, [s.count, s.total]]));

describe('the orders report', () => {
  it('lists every order whatever its status, with counts and totals per status', async () => {
    const { A, B, ids } = data();
    const report = await get(`/orders-report?${range}&loc=all`);
    expect(numbers(report.items)).toEqual(['P1', 'V1', 'R1', 'P2', 'S3', 'S2', 'S1']);
    const byNumber = Object.fromEntries(report.items.map((r: Row) => [r.number, r]));
    expect(byNumber.P1).toEqual({
      id: ids.P1,
      number: 'P1',
      created_at: '2026-10-06T15:00:00.000Z',
      business_date: '2026-10-06',
      location_id: A,
      status: 'pending',
      kind: 'sale',
      channel_id: null,
      order_type_id: fx().dineIn,
      cashier_id: data().Y,
      table_id: null,
      guests: null,
      items: 1,
      total: 56,
      paid: 20,
      minutes_to_complete: null,
    });
    expect(byNumber.V1).toMatchObject({ status: 'void', total: 10.5, paid: 10.5 });
    expect(byNumber.V1.minutes_to_complete).toBeNull();
    expect(byNumber.R1).toMatchObject({ kind: 'refund', items: -1, total: -9.45, paid: -9.45 });
    expect(byNumber.R1.minutes_to_complete).toBeNull();
    expect(byNumber.P2).toMatchObject({
      location_id: B,
      status: 'preparing',
      total: 10.5,
      paid: 0,
    });
    // Sent completed by its till: completed when it was made, whenever it reached the server.
    expect(byNumber.S1).toMatchObject({
      items: 3,
      total: 18.9,
      paid: 18.9,
      minutes_to_complete: 0,
    });
    expect(statusesOf(report)).toEqual({
      pending: [1, 56],
      preparing: [1, 10.5],
      ready: [0, 0],
      // 18.90 + 58.24 + 42 - 9.45
      completed: [4, 109.69],
      void: [1, 10.5],
    });
    expect(report.totals).toEqual({ total: 186.69, paid: 140.19, guests: 6 });
    expect(report.total).toBe(7);
  });

  it('filters by each of the six, keeping every status counted when one status is picked', async () => {
    const { X, Y, salads } = data();
    const { cash, dineIn, deliveroo } = fx();
    const cases: Array<[string, string[]]> = [
      ['&status=pending', ['P1']],
      ['&status=completed', ['R1', 'S3', 'S2', 'S1']],
      [`&cashier_id=${Y}`, ['P1', 'V1', 'S2']],
      [`&cashier_id=${X}&order_type_id=${dineIn}`, ['R1', 'S3', 'S1']],
      [`&channel_id=${deliveroo}`, ['S2']],
      [`&payment_method_id=${cash}`, ['P1', 'R1', 'S1']],
      [`&category_id=${salads}`, ['P2']],
    ];
    const whole = statusesOf(await get(`/orders-report?${range}&loc=all`));
    for (const [filter, expected] of cases) {
      const path = `/orders-report?${range}&loc=all${filter}`;
      const { first, items } = await allPages(get, path, 2);
      expect(numbers(items as Row[]), path).toEqual(expected);
      const report = first as unknown as Parameters<typeof statusesOf>[0] & {
        totals: Record<string, number>;
      };
      expect(report.totals.total).toBe(sum(items.map((r) => r.total as number)));
      expect(report.totals.paid).toBe(sum(items.map((r) => r.paid as number)));
      if (filter.startsWith('&status=')) expect(statusesOf(report)).toEqual(whole);
    }
  });

  it('pages through every order once, in any order asked, with the same totals', async () => {
    for (const sort of ['created_at', 'number', 'status', 'total', 'paid', 'items', 'guests']) {
      for (const dir of ['asc', 'desc']) {
        const path = `/orders-report?${range}&loc=all&sort=${sort}&dir=${dir}`;
        const { first, items } = await allPages(get, path, 3);
        expect(items, path).toHaveLength(7);
        expect(new Set(items.map((r) => r.id)).size).toBe(7);
        expect((first.totals as Record<string, number>).total).toBe(186.69);
      }
    }
    // Newest first merges the locations' invoices by business date and time, page after page.
    for (const dir of ['asc', 'desc']) {
      const whole = await get(`/orders-report?${range}&loc=all&dir=${dir}`);
      const paged = await allPages(get, `/orders-report?${range}&loc=all&dir=${dir}`, 2);
      expect(paged.items).toEqual(whole.items);
      const keys = (whole.items as Row[]).map((r) => `${r.business_date} ${r.created_at}`);
      const ordered = [...keys].sort();
      expect(keys).toEqual(dir === 'asc' ? ordered : ordered.reverse());
    }
    const byTotal = await get(`/orders-report?${range}&loc=all&sort=total&dir=desc&limit=3`);
    expect(numbers(byTotal.items)).toEqual(['S2', 'P1', 'S3']);
  });

  it('times an order from creation to completion', async () => {
    const { B } = data();
    const f = fx();
    const order = f.invoice({
      location_id: B,
      number: 'O1',
      created_at: new Date(Date.now() - 25 * 60_000).toISOString(),
      status: 'pending',
      payments: [],
    });
    const posted = await admin('POST', '/invoices', order);
    expect(posted.statusCode).toBe(201);
    const completed = await admin('PUT', `/invoices/${order.id}/status`, {
      status: 'completed',
      payments: [{ payment_method_id: f.card, amount: 10.5, tip: 0 }],
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const day = posted.json().business_date as string;
    const report = await get(`/orders-report?from=${day}&to=${day}&loc=${B}`);
    const row = report.items.find((r: Row) => r.number === 'O1');
    expect(row.minutes_to_complete).toBeGreaterThanOrEqual(25);
    expect(row.minutes_to_complete).toBeLessThan(27);
  });
});

describe('the orders summary', () => {
  it('splits completed sales by channel and order type, with the orders per status', async () => {
    const { dineIn, deliveroo } = fx();
    const summary = await get(`/orders-summary?${range}&loc=all`);
    expect(summary.items).toEqual([
      {
        channel_id: deliveroo,
        order_type_id: null,
        transactions: 1,
        guests: 0,
        net_sales: 52,
        total_sales: 58.24,
        average_order_value: 52,
        share: 51.49,
      },
      {
        channel_id: null,
        order_type_id: dineIn,
        // S1 and S3; R1 gives back 9 of S1.
        transactions: 2,
        guests: 6,
        net_sales: 49,
        total_sales: 51.45,
        average_order_value: 24.5,
        share: 48.51,
      },
    ]);
    expect(summary.totals).toEqual({
      transactions: 3,
      guests: 6,
      net_sales: 101,
      total_sales: 109.69,
      average_order_value: 33.667,
      share: 100,
    });
    expect(summary.figures).toMatchObject({ net_sales: 101, transactions: 3, refunds: 9 });
    expect(statusesOf(summary)).toEqual(statusesOf(await get(`/orders-report?${range}&loc=all`)));
    const dine = await get(`/orders-summary?${range}&loc=all&order_type_id=${dineIn}`);
    expect(dine.items).toHaveLength(1);
    expect(dine.figures).toMatchObject({ net_sales: 49, transactions: 2 });
    expect(statusesOf(dine)).toMatchObject({ pending: [1, 56], completed: [3, 51.45] });
    const paged = await get(`/orders-summary?${range}&loc=all&sort=guests&dir=asc&limit=1&page=2`);
    expect(paged).toMatchObject({ total: 2, items: [{ order_type_id: dineIn }] });
  });
});

describe('balances', () => {
  it('lists the sales not fully paid, largest balance first, and their total per location', async () => {
    const { A, B, ids } = data();
    const report = await get(`/balance-report?${range}&loc=all`);
    expect(report.items).toEqual([
      {
        id: ids.P1,
        number: 'P1',
        created_at: '2026-10-06T15:00:00.000Z',
        location_id: A,
        status: 'pending',
        crm_customer_id: null,
        total: 56,
        paid: 20,
        balance: 36,
      },
      expect.objectContaining({ number: 'P2', location_id: B, balance: 10.5, paid: 0 }),
    ]);
    expect(report.totals).toEqual({ total: 66.5, paid: 20, balance: 46.5 });
    const byDate = await get(`/balance-report?${range}&loc=all&sort=created_at&dir=asc`);
    expect(numbers(byDate.items)).toEqual(['P2', 'P1']);
    const paged = await allPages(get, `/balance-report?${range}&loc=all`, 1);
    expect(numbers(paged.items as Row[])).toEqual(['P1', 'P2']);

    const perLocation = await get(`/total-balance?${range}&loc=all`);
    const of = (id: string) =>
      perLocation.items.find((r: { location_id: string }) => r.location_id === id);
    expect(of(A)).toEqual({ location_id: A, invoices: 1, total: 56, paid: 20, balance: 36 });
    expect(of(B)).toEqual({ location_id: B, invoices: 1, total: 10.5, paid: 0, balance: 10.5 });
    // Every location read has its row, zeros where nothing is owed.
    const listed = perLocation.items.map((r: { location_id: string }) => r.location_id);
    expect([...listed].sort()).toEqual([...perLocation.locations].sort());
    expect(perLocation.totals).toEqual({ invoices: 2, total: 66.5, paid: 20, balance: 46.5 });
    for (const loc of [A, B]) {
      const one = await get(`/total-balance?${range}&loc=${loc}`);
      expect(one.items).toEqual([of(loc)]);
      expect(one.totals.balance).toBe(of(loc).balance);
    }
  });
});

describe('all locations', () => {
  it('are the sum of each location in every report of orders and balances', async () => {
    const { A, B } = data();
    const paths = ['/orders-report', '/orders-summary', '/balance-report', '/total-balance'];
    for (const path of paths) {
      const read = (loc: string) => get(`${path}?${range}&loc=${loc}`);
      const [all, a, b] = [await read('all'), await read(A), await read(B)];
      for (const [key, value] of Object.entries(all.totals as Record<string, number | null>)) {
        // Ratios are recomputed over all, not added up.
        if (key === 'average_order_value' || key === 'share') continue;
        expect(value, `${path} ${key}`).toBe(sum([a.totals[key], b.totals[key]]));
      }
      // Orders are listed once each; the summary's and the per-location rows are groups.
      if (path === '/orders-report' || path === '/balance-report') {
        expect(all.total, path).toBe(a.total + b.total);
      }
      if (!all.statuses) continue;
      for (const [i, status] of all.statuses.entries()) {
        expect(status.count, `${path} ${status.status}`).toBe(
          a.statuses[i].count + b.statuses[i].count,
        );
        expect(status.total).toBe(sum([a.statuses[i].total, b.statuses[i].total]));
      }
    }
  });
});
