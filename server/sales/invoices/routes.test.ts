import { v7 as uuidv7 } from 'uuid';
import { plainLine } from '@contract/invoiceExample';
import { describe, expect, it } from 'vitest';
import type { InvoiceBody } from '@contract/sales';
import { writeTransaction } from '../../db/changes';
import { rebuildSalesAggregates } from '../aggregates';
import { salesFixture } from '../testing';
import { demoServer, errorOf } from '../../testing/harness';

const demo = demoServer();
const { admin, staff } = demo;
const fx = salesFixture(admin);

const post = (body: unknown) => admin('POST', '/invoices', body);
const line = (overrides: Partial<InvoiceBody['lines'][number]> = {}) => ({
  ...plainLine({ id: fx().vatProduct, name: 'Test burger' }),
  ...overrides,
});

describe('recording a sale', () => {
  it('stores it with its business date, hour and totals, and answers 201', async () => {
    const body = fx().invoice({ created_at: '2026-11-20T23:30:00+04:00' });
    const reply = await post(body);
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      id: body.id,
      kind: 'sale',
      status: 'completed',
      business_date: '2026-11-20',
      local_hour: 23,
      created_at: '2026-11-20T19:30:00.000Z',
      currency: 'AED',
      totals: { gross: 10, tax: 0.5, due: 10.5, paid: 10.5, vat: 0.5 },
    });
  });

  it('answers a resend with the stored invoice and writes nothing; other content with the same id is refused', async () => {
    const body = fx().invoice();
    expect((await post(body)).statusCode).toBe(201);
    const before = await summary('2026-11-20', '2026-11-20');
    // The same invoice, its keys in another order: the same.
    const again = await post(Object.fromEntries(Object.entries(body).reverse()));
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(body.id);
    expect(await summary('2026-11-20', '2026-11-20')).toEqual({
      ...before,
      as_of: expect.any(String),
    });
    // Serialised again by the till: nulls for what it left out, the same instant in UTC.
    const reserialised = await post({
      ...body,
      channel_id: null,
      table_id: null,
      created_at: new Date(body.created_at).toISOString(),
    });
    expect(reserialised.statusCode, reserialised.body).toBe(200);
    const other = await post({ ...body, number: 'SOMETHING-ELSE' });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).code).toBe('ID_REUSED');
  });

  it('refuses bad references, payments that do not add up, and garbage, naming each field', async () => {
    const bad = await post(
      fx().invoice({
        lines: [line({ product_id: uuidv7() }), line({ is_complimentary: true, discount: 1 })],
        payments: [{ payment_method_id: uuidv7(), amount: 3, tip: 0 }],
        table_id: uuidv7(),
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      'lines.0.product_id': 'Refers to an entry that does not exist',
      'lines.1.discount': 'A complimentary line has no discount',
      'payments.0.payment_method_id': 'Refers to an entry that does not exist',
      table_id: 'Refers to an entry that does not exist',
    });
    const short = await post(
      fx().invoice({ payments: [{ payment_method_id: fx().card, amount: 9, tip: 0 }] }),
    );
    expect(errorOf(short).fields?.payments).toBe('Payments add up to 9.00, but the total is 10.50');
    for (const garbage of [
      null,
      [],
      { id: 'not-a-uuid' },
      { ...fx().invoice(), created_at: 'yesterday' },
      { ...fx().invoice(), lines: [] },
      { ...fx().invoice(), lines: [line({ quantity: -1 })] },
      { ...fx().invoice(), status: 'paid' },
      { ...fx().invoice(), surprise: true },
      { ...fx().invoice(), payload: 'x'.repeat(300 * 1024) },
      // Text PostgreSQL cannot store.
      { ...fx().invoice(), number: 'S-1\u0000' },
      { ...fx().invoice(), lines: [line({ name: 'Burger\u0000' })] },
      // Sums no database integer could hold, even for an order not yet paid.
      {
        ...fx().invoice({ status: 'pending', payments: [] }),
        lines: Array.from({ length: 20 }, () => line({ quantity: 1_000_000, unit_price: 1e9 })),
      },
    ]) {
      const reply = await post(garbage);
      expect(reply.statusCode, JSON.stringify(garbage).slice(0, 80)).toBe(400);
      expect(errorOf(reply).code).toMatch(/VALIDATION|INVALID_JSON/);
    }
    // A payload nested deeper than any order (once a 500: the stack ran out), as the till sends
    // it: JSON text (this test's own JSON.stringify could not write it).
    const nested = JSON.stringify(fx().invoice()).replace(
      /}$/,
      `,"payload":${'['.repeat(6000)}${']'.repeat(6000)}}`,
    );
    const deep = await admin('POST', '/invoices', nested, { 'content-type': 'application/json' });
    expect(deep.statusCode).toBe(400);
    expect(errorOf(deep).fields?.payload).toBe('Nested too deeply');
  });

  it('takes a batch invoice by invoice: the good ones are recorded, each bad one answered on its own', async () => {
    const good = fx().invoice();
    const sale = fx().invoice();
    const refund = fx().invoice({ refund_of: sale.id, number: 'R-1' });
    // Sent twice: refused twice for what it is, not as an id taken by another invoice.
    const unknownProduct = fx().invoice({ lines: [line({ product_id: uuidv7() })] });
    const reply = await admin('POST', '/invoices/batch', {
      invoices: [
        good,
        { ...fx().invoice(), lines: [] },
        sale,
        refund,
        good,
        { ...good, number: 'X' },
        unknownProduct,
        unknownProduct,
      ],
    });
    expect(reply.statusCode).toBe(200);
    const results = reply.json().results as Array<{
      index: number;
      status: number;
      error?: { code: string };
    }>;
    expect(results.map((r) => r.status)).toEqual([201, 400, 201, 201, 200, 409, 400, 400]);
    expect(results[7]!.error?.code).toBe('VALIDATION');
    expect((await admin('GET', `/invoices/${refund.id}`)).json()).toMatchObject({
      kind: 'refund',
      refunds_invoice: { id: sale.id },
    });
    expect((await admin('GET', `/invoices/${sale.id}`)).json().refunded_by).toEqual([
      expect.objectContaining({ id: refund.id }),
    ]);
  });

  it('refuses a refund of more than was sold, and of a sale at another location', async () => {
    const sale = fx().invoice();
    expect((await post(sale)).statusCode).toBe(201);
    const twice = fx().invoice({
      refund_of: sale.id,
      lines: [line({ quantity: 2 })],
      payments: [{ payment_method_id: fx().card, amount: 21, tip: 0 }],
    });
    expect(errorOf(await post(twice)).fields?.['lines.0.quantity']).toBe(
      'More than the sale has left to refund (1)',
    );
    // The one burger sold for 10.50 given back at 100: more than the sale has left, in value.
    const dearer = fx().invoice({
      refund_of: sale.id,
      lines: [line({ unit_price: 100, tax: 5 })],
      payments: [{ payment_method_id: fx().card, amount: 105, tip: 0 }],
    });
    expect(errorOf(await post(dearer)).fields?.lines).toBe(
      'More than the sale has left to refund (10.50)',
    );
    // Half of it back, then the other half; then nothing is left.
    const half = (n: string) =>
      fx().invoice({
        refund_of: sale.id,
        number: n,
        lines: [line({ quantity: 0.5, unit_price: 10, tax: 0.25 })],
        payments: [{ payment_method_id: fx().card, amount: 5.25, tip: 0 }],
      });
    expect((await post(half('R-A'))).statusCode).toBe(201);
    expect((await post(half('R-B'))).statusCode).toBe(201);
    expect(errorOf(await post(half('R-C'))).fields?.['lines.0.quantity']).toBe(
      'More than the sale has left to refund (0)',
    );
    const elsewhere = fx().invoice({ refund_of: sale.id, location_id: fx().abuDhabi });
    expect(errorOf(await post(elsewhere)).fields?.refund_of).toBe(
      'Must be a completed sale of the same location',
    );
  });

  it('refuses a location the caller may not use with 403, and a caller who may not record sales', async () => {
    const soho = await staff('POST', '/invoices', fx().invoice({ location_id: fx().soho }));
    expect(soho.statusCode).toBe(403);
    const staffOwn = await staff(
      'POST',
      '/invoices',
      fx().invoice({ location_id: demo.staffLocation() }),
    );
    expect([403]).toContain(staffOwn.statusCode);
    expect(errorOf(staffOwn).permission).toBe('sales.write');
  });
});

describe('the business date', () => {
  it('keeps the hours before the closing hour on the day before when a location closes after midnight', async () => {
    // Soho becomes a late bar: open 18:00 to 02:00, London time.
    expect(
      (await admin('POST', `/config?loc=${fx().soho}`, { name: 'opening_hour', value: '18' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin('POST', `/config?loc=${fx().soho}`, { name: 'closing_hour', value: '2' }))
        .statusCode,
    ).toBe(200);
    const at = async (created_at: string, location_id: string) => {
      const reply = await post(
        fx().invoice({
          location_id,
          created_at,
          payments: [{ payment_method_id: fx().card, amount: 10.5, tip: 0 }],
        }),
      );
      expect(reply.statusCode, reply.body).toBe(201);
      return reply.json() as { business_date: string; local_hour: number };
    };
    // 01:30 in London (winter, UTC+0) belongs to the 20th; 02:30 starts the 21st.
    expect(await at('2026-11-21T01:30:00Z', fx().soho)).toMatchObject({
      business_date: '2026-11-20',
      local_hour: 1,
    });
    expect(await at('2026-11-21T02:30:00Z', fx().soho)).toMatchObject({
      business_date: '2026-11-21',
      local_hour: 2,
    });
    // Dubai closes at 23: 01:30 there (21:30 UTC the day before) is its calendar date.
    expect(await at('2026-11-20T21:30:00Z', fx().dubai)).toMatchObject({
      business_date: '2026-11-21',
      local_hour: 1,
    });
  });
});

/** Sales figures of the Abu Dhabi cafe, whose days these tests alone write to. */
const summary = async (from: string, to: string, loc = fx().dubai) =>
  (await admin('GET', `/reports-v2/sales/summary-metrics?from=${from}&to=${to}&loc=${loc}`)).json();

describe('the sales figures', () => {
  it('follow their definitions on a hand-computed day: a discount, a complimentary line, a refund, a void, a tip, two taxes of which one is VAT', async () => {
    const day = (time: string) => `2026-10-05T${time}+04:00`;
    const at = fx().abuDhabi;
    const saleA = fx().invoice({
      location_id: at,
      created_at: day('12:10:00'),
      guests: 2,
      lines: [
        // 2 x (10 + 2 cheese) = 24, less 4 discount; tax 1.00, all VAT.
        line({
          quantity: 2,
          discount: 4,
          tax: 1,
          modifiers: [
            { modifier_item_id: fx().modifierItem, name: 'Cheese', quantity: 1, unit_price: 2 },
          ],
        }),
        // 50, tax 6.00 of which 5/12 is VAT: 2.50.
        line({ product_id: fx().mixedProduct, name: 'Platter', unit_price: 50, tax: 6 }),
        // Free: 10 of value, tax 0.50.
        line({ is_complimentary: true }),
      ],
      // 84 - 10 complimentary - 4 discount + 7.50 tax = 77.50.
      payments: [{ payment_method_id: fx().card, amount: 77.5, tip: 5 }],
    });
    const saleB = fx().invoice({
      location_id: at,
      created_at: day('18:00:00'),
      payments: [{ payment_method_id: fx().cash, amount: 10.5, tip: 0 }],
    });
    // One burger of A back: 10 less its share of the discount, 2; tax 0.40.
    const refund = fx().invoice({
      location_id: at,
      created_at: day('19:00:00'),
      refund_of: saleA.id,
      lines: [line({ discount: 2, tax: 0.4 })],
      payments: [{ payment_method_id: fx().card, amount: 8.4, tip: 0 }],
    });
    const voided = fx().invoice({ location_id: at, created_at: day('20:00:00') });
    const pending = fx().invoice({
      location_id: at,
      created_at: day('20:30:00'),
      status: 'pending',
      payments: [],
    });
    for (const invoice of [saleA, saleB, refund, voided, pending]) {
      const reply = await post(invoice);
      expect(reply.statusCode, reply.body).toBe(201);
    }
    expect(
      (await admin('PUT', `/invoices/${voided.id}/status`, { status: 'void' })).statusCode,
    ).toBe(200);

    const figures = await summary('2026-10-05', '2026-10-05', at);
    expect(figures).toMatchObject({
      gross_sales: 94,
      discounts: 4,
      complimentary: 10,
      refunds: 8,
      net_sales: 72,
      tax: 7.6,
      vat: 4.1,
      tips: 5,
      total_sales: 79.6,
      transactions: 2,
      average_order_value: 36,
    });
    // The pending order counts once completed, with its payment.
    const completed = await admin('PUT', `/invoices/${pending.id}/status`, {
      status: 'completed',
      payments: [{ payment_method_id: fx().cash, amount: 10.5, tip: 1 }],
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await summary('2026-10-05', '2026-10-05', at)).toMatchObject({
      gross_sales: 104,
      net_sales: 82,
      tips: 6,
      transactions: 3,
    });
    // The figures of the aggregates are the figures of the invoices themselves.
    const running = await summary('2026-10-01', '2026-10-31', at);
    await writeTransaction(demo.server.database, await customerId(), (trx) =>
      rebuildSalesAggregates(trx, customerIdValue!),
    );
    expect(await summary('2026-10-01', '2026-10-31', at)).toEqual({
      ...running,
      as_of: expect.any(String),
    });
  });

  it('compare a day with the day before, and a longer period with the period just before it', async () => {
    const at = fx().abuDhabi;
    const on = (date: string) =>
      post(fx().invoice({ location_id: at, created_at: `${date}T10:00:00+04:00` }));
    await on('2026-09-09');
    await on('2026-09-10');
    await on('2026-09-10');
    const day = await summary('2026-09-10', '2026-09-10', at);
    expect(day.transactions).toBe(2);
    expect(day.compare).toMatchObject({
      transactions: 1,
      period: { from: '2026-09-09', to: '2026-09-09', until: null },
    });
    const week = await summary('2026-09-08', '2026-09-14', at);
    expect(week.compare.period).toMatchObject({ from: '2026-09-01', to: '2026-09-07' });
  });

  it('give a location-limited user their own location only, and 403 for another', async () => {
    const own = await staff(
      'GET',
      '/reports-v2/sales/summary-metrics?from=2026-10-05&to=2026-10-05',
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().locations).toEqual([demo.staffLocation()]);
    const all = await staff(
      'GET',
      '/reports-v2/sales/summary-metrics?loc=all&from=2026-10-05&to=2026-10-05',
    );
    expect(all.json().locations).toEqual([demo.staffLocation()]);
    const other = await staff('GET', `/reports-v2/sales/summary-metrics?loc=${fx().abuDhabi}`);
    expect(other.statusCode).toBe(403);
    for (const query of [
      'from=2026-13-01',
      'from=2026-10-05&to=2026-10-01',
      'from=1899-12-31',
      'loc=%27%3B--',
    ]) {
      const reply = await admin('GET', `/reports-v2/sales/summary-metrics?${query}`);
      expect(reply.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, query).toBeLessThan(500);
    }
  });
});

let customerIdValue: string | null = null;
async function customerId(): Promise<string> {
  customerIdValue ??= (await admin('GET', '/user-find/current')).json().customer_id as string;
  return customerIdValue;
}

describe('orders moving on', () => {
  it('go pending, preparing, ready, completed; a void is final; a resend of the same status changes nothing', async () => {
    const order = fx().invoice({ status: 'pending', payments: [] });
    expect((await post(order)).statusCode).toBe(201);
    for (const status of ['preparing', 'ready']) {
      const reply = await admin('PUT', `/invoices/${order.id}/status`, { status });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().status).toBe(status);
    }
    const unpaid = await admin('PUT', `/invoices/${order.id}/status`, { status: 'completed' });
    expect(unpaid.statusCode).toBe(400);
    expect(errorOf(unpaid).fields?.payments).toBe(
      'Payments add up to 0.00, but the total is 10.50',
    );
    const paid = {
      status: 'completed',
      payments: [{ payment_method_id: fx().card, amount: 10.5, tip: 0 }],
    };
    expect((await admin('PUT', `/invoices/${order.id}/status`, paid)).statusCode).toBe(200);
    expect(
      (await admin('PUT', `/invoices/${order.id}/status`, { status: 'completed' })).statusCode,
    ).toBe(200);
    // A till that did not hear the answer sends the same completion again: the same answer.
    const resent = await admin('PUT', `/invoices/${order.id}/status`, paid);
    expect(resent.statusCode, resent.body).toBe(200);
    const otherPayments = await admin('PUT', `/invoices/${order.id}/status`, {
      ...paid,
      payments: [{ payment_method_id: fx().cash, amount: 10.5, tip: 0 }],
    });
    expect(otherPayments.statusCode).toBe(400);
    const back = await admin('PUT', `/invoices/${order.id}/status`, { status: 'pending' });
    expect(back.statusCode).toBe(409);
    expect(errorOf(back).code).toBe('INVALID_STATUS_CHANGE');
    expect(
      (await admin('PUT', `/invoices/${order.id}/status`, { status: 'void' })).statusCode,
    ).toBe(200);
    expect(
      (await admin('PUT', `/invoices/${order.id}/status`, { status: 'completed' })).statusCode,
    ).toBe(409);
    const detail = (await admin('GET', `/invoices/${order.id}`)).json();
    expect(detail.status_history.map((h: { status: string }) => h.status)).toEqual([
      'pending',
      'preparing',
      'ready',
      'completed',
      'void',
    ]);
  });

  it('keep a sale with refunds from being voided, and refuse garbage', async () => {
    const sale = fx().invoice();
    expect((await post(sale)).statusCode).toBe(201);
    expect((await post(fx().invoice({ refund_of: sale.id }))).statusCode).toBe(201);
    const voided = await admin('PUT', `/invoices/${sale.id}/status`, { status: 'void' });
    expect(voided.statusCode).toBe(409);
    for (const body of [
      null,
      {},
      { status: 'eaten' },
      { status: 'void', extra: 1 },
      { status: 'completed', payments: 'cash' },
    ]) {
      const reply = await admin('PUT', `/invoices/${sale.id}/status`, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await admin('PUT', `/invoices/${uuidv7()}/status`, { status: 'void' })).statusCode,
    ).toBe(404);
    expect((await admin('PUT', '/invoices/not-an-id/status', { status: 'void' })).statusCode).toBe(
      400,
    );
  });
});

describe('finding an invoice', () => {
  it('by the number on the receipt or its id, and an aggregator order’s payload by its Otter id', async () => {
    const payload = {
      provider: 'deliveroo',
      order: { id: 'gb:7788', items: [{ name: 'Burger', qty: 1 }] },
    };
    const body = fx().invoice({ number: 'DXB-777001', otter_id: 'otter-7788', payload });
    expect((await post(body)).statusCode).toBe(201);
    const byNumber = await admin('GET', '/invoices/customer-invoice-id/DXB-777001');
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json()).toMatchObject({
      id: body.id,
      has_payload: true,
      lines: [{ name: 'Test burger' }],
    });
    expect((await admin('GET', `/invoices/customer-invoice-id/${body.id}`)).json().id).toBe(
      body.id,
    );
    expect((await admin('GET', '/invoices/customer-invoice-id/NOPE-1')).statusCode).toBe(404);
    const otter = await admin('POST', '/invoices/otter-payload', { otter_id: 'otter-7788' });
    expect(otter.json()).toEqual({ invoice_id: body.id, otter_id: 'otter-7788', payload });
    expect((await admin('GET', `/invoices/${body.id}/payload`)).json()).toEqual({ payload });
    // The staff user works at Dubai: an aggregator order of another location is not theirs to see.
    expect(
      (await staff('POST', '/invoices/otter-payload', { otter_id: 'otter-7788' })).statusCode,
    ).toBe(200);
    const elsewhere = fx().invoice({ location_id: fx().abuDhabi, otter_id: 'otter-9900', payload });
    expect((await post(elsewhere)).statusCode).toBe(201);
    expect(
      (await staff('POST', '/invoices/otter-payload', { otter_id: 'otter-9900' })).statusCode,
    ).toBe(404);
    expect((await admin('POST', '/invoices/otter-payload', { otter_id: '' })).statusCode).toBe(400);
  });

  it('lists a period’s invoices newest first, filtered and paged', async () => {
    const at = fx().soho;
    const made = [];
    for (const minute of ['10', '20', '30']) {
      const invoice = fx().invoice({
        location_id: at,
        created_at: `2026-07-07T12:${minute}:00Z`,
        number: `SOHO-${minute}`,
      });
      expect((await post(invoice)).statusCode).toBe(201);
      made.push(invoice);
    }
    const page = await admin('GET', `/invoices?loc=${at}&from=2026-07-07&to=2026-07-07&limit=2`);
    expect(page.json().data.map((i: { number: string }) => i.number)).toEqual([
      'SOHO-30',
      'SOHO-20',
    ]);
    expect(page.json().pagination).toEqual({ total: 3, page: 1, limit: 2, totalPages: 2 });
    const found = await admin(
      'GET',
      `/invoices?loc=${at}&from=2026-07-07&to=2026-07-07&search=ho-1`,
    );
    expect(found.json().data.map((i: { number: string }) => i.number)).toEqual(['SOHO-10']);
    const percent = await admin(
      'GET',
      `/invoices?loc=${at}&from=2026-07-07&to=2026-07-07&search=%25`,
    );
    expect(percent.json().data).toEqual([]);
    const byMethod = await admin(
      'GET',
      `/invoices?loc=${at}&from=2026-07-07&to=2026-07-07&payment_method_id=${fx().cash}`,
    );
    expect(byMethod.json().data).toEqual([]);
  });

  it('documents POST /api/invoices with its example', async () => {
    const docs = (await demo.server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const post = docs.paths['/api/invoices'].post;
    const example = post.requestBody.content['application/json'].example;
    expect(example).toMatchObject({ number: 'DXB-000123', status: 'completed' });
    expect(post.description).toMatch(/Idempotent on `id`/);
    expect(docs.paths['/api/invoices/batch'].post).toBeDefined();
  });
});
