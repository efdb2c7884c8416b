import { v7 as uuidv7 } from 'uuid';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { purchasingFixture } from './testing';
import { demoServer, errorOf } from '../../testing/harness';

const demo = demoServer();
const { admin, server } = demo;
const fx = purchasingFixture(server, admin);

/** A sent order of (material, packs) received as (material → good quantity); its row. */
async function receivedOrder(lines: Array<[string, number, number]>) {
  const order = (
    await admin('POST', '/supplier-orders', {
      id: uuidv7(),
      location_id: fx().home,
      supplier_id: fx().supplier,
      lines: lines.map(([material_id, packs]) => ({ id: uuidv7(), material_id, packs })),
      send: true,
    })
  ).json();
  const reply = await admin('POST', `/supplier-orders/${order.id}/receive`, {
    id: uuidv7(),
    lines: order.lines.map((l: { id: string }, i: number) => ({
      line_id: l.id,
      quantity: lines[i]![2],
    })),
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json();
}

const invoiceBody = (
  order: { id: string } | null,
  lines: Array<[string, number, number]>,
  extra: Record<string, unknown> = {},
) => ({
  id: uuidv7(),
  location_id: fx().home,
  supplier_id: fx().supplier,
  supplier_order_id: order?.id ?? null,
  invoice_number: `INV-${Math.floor(Math.random() * 1e6)}`,
  invoice_date: '2026-11-20',
  lines: lines.map(([material_id, quantity, unit_price]) => ({
    material_id,
    quantity,
    unit_price,
  })),
  tax: 5,
  ...extra,
});

describe('supplier invoices', () => {
  it('matches against what was ordered and received, and approves differences only when accepted', async () => {
    const order = await receivedOrder([
      [fx().flour, 2, 50_000],
      [fx().milk, 1, 10_000],
    ]);
    const body = invoiceBody(order, [
      [fx().flour, 50_000, 0.002],
      [fx().milk, 12_000, 0.004],
    ]);
    const created = await fx().buyer('POST', '/supplier-invoices', body);
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json();
    expect(invoice).toMatchObject({
      status: 'draft',
      subtotal: 148,
      tax: 5,
      total: 153,
      supplier_order_ref: order.number,
      due_date: '2026-12-20',
    });
    expect(invoice.number).toMatch(/^SI-\d{6}$/);
    expect((await fx().buyer('POST', '/supplier-invoices', body)).statusCode).toBe(200);
    const reused = await fx().buyer('POST', '/supplier-invoices', { ...body, tax: 6 });
    expect(errorOf(reused).code).toBe('ID_REUSED');

    const detail = (await fx().buyer('GET', `/supplier-invoices/${invoice.id}`)).json();
    expect(detail.matching.order).toMatchObject({ id: order.id, number: order.number });
    expect(detail.matching.has_differences).toBe(true);
    const milk = detail.matching.lines.find(
      (l: { material_id: string }) => l.material_id === fx().milk,
    );
    expect(milk).toMatchObject({
      ordered: 12_000,
      received: 10_000,
      invoiced: 12_000,
      quantity_difference: 2000,
      price_difference: 0,
      amount_difference: 8,
      differs: true,
    });
    const flour = detail.matching.lines.find(
      (l: { material_id: string }) => l.material_id === fx().flour,
    );
    expect(flour).toMatchObject({ quantity_difference: 0, differs: false });

    const noRight = await fx().buyer('PUT', `/supplier-invoice-change/${invoice.id}`, {
      status: 'approved',
      accept_differences: true,
    });
    expect(noRight.statusCode).toBe(403);
    const refused = await fx().approver('PUT', `/supplier-invoice-change/${invoice.id}`, {
      status: 'approved',
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('INVOICE_DIFFERENCES');
    expect(
      (refused.json().error.differences as Array<{ material_id: string }>).map(
        (d) => d.material_id,
      ),
    ).toEqual([fx().milk]);
    const approved = await fx().approver('PUT', `/supplier-invoice-change/${invoice.id}`, {
      status: 'approved',
      accept_differences: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', accepted_differences: true });
    const again = await fx().approver('PUT', `/supplier-invoice-change/${invoice.id}`, {
      status: 'approved',
    });
    expect(again.statusCode).toBe(200);
    const after = (await admin('GET', `/supplier-orders/${order.id}`)).json();
    expect(after.invoiced_value).toBe(148);
    expect(after.lines.map((l: { invoiced: number }) => l.invoiced)).toEqual([50_000, 12_000]);
    const back = await fx().approver('PUT', `/supplier-invoice-change/${invoice.id}`, {
      status: 'draft',
    });
    expect(errorOf(back).code).toBe('INVALID_TRANSITION');
    const paid = await fx().approver('PUT', `/supplier-invoice-change/${invoice.id}`, {
      status: 'paid',
    });
    expect(paid.json().status).toBe('paid');
  });

  it('approves a matching invoice without accepting anything, and shows a price difference', async () => {
    const order = await receivedOrder([[fx().flour, 1, 25_000]]);
    const exact = (
      await admin('POST', '/supplier-invoices', invoiceBody(order, [[fx().flour, 25_000, 0.002]]))
    ).json();
    const approved = await fx().approver('PUT', `/supplier-invoice-change/${exact.id}`, {
      status: 'approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().accepted_differences).toBe(false);

    // A second invoice for the same delivery: everything was billed already.
    const dearer = (
      await admin('POST', '/supplier-invoices', invoiceBody(order, [[fx().flour, 25_000, 0.0024]]))
    ).json();
    const line = (await admin('GET', `/supplier-invoices/${dearer.id}`)).json().matching.lines[0];
    expect(line).toMatchObject({
      already_invoiced: 25_000,
      quantity_difference: 25_000,
      differs: true,
    });
    expect(line.price_difference).toBeCloseTo(0.0004, 6);
    const disputed = await admin('PUT', `/supplier-invoice-change/${dearer.id}`, {
      status: 'disputed',
      note: 'Billed twice',
    });
    expect(disputed.json()).toMatchObject({ status: 'disputed', note: 'Billed twice' });
  });

  it('ties an invoice to an order by its reference', async () => {
    const order = await receivedOrder([[fx().milk, 1, 12_000]]);
    const loose = (
      await admin('POST', '/supplier-invoices', invoiceBody(null, [[fx().milk, 12_000, 0.004]]))
    ).json();
    expect(loose.supplier_order_id).toBeNull();
    const unmatched = (await admin('GET', `/supplier-invoices/${loose.id}`)).json().matching;
    expect(unmatched).toMatchObject({ order: null, has_differences: false });
    const tied = await admin('PUT', '/supplier-invoices/ref', {
      id: loose.id,
      supplier_order_ref: order.number,
    });
    expect(tied.statusCode, tied.body).toBe(200);
    expect(tied.json()).toMatchObject({
      supplier_order_id: order.id,
      supplier_order_ref: order.number,
    });
    const text = await admin('PUT', '/supplier-invoices/ref', {
      id: loose.id,
      supplier_order_ref: 'call Sam',
    });
    expect(text.json()).toMatchObject({ supplier_order_id: null, supplier_order_ref: 'call Sam' });
    const wrongOrder = await admin(
      'POST',
      '/supplier-invoices',
      invoiceBody({ id: uuidv7() }, [[fx().milk, 1, 1]]),
    );
    expect(wrongOrder.statusCode).toBe(400);
  });

  it('exports the filtered invoices as supplier-orders-<ISO time>.xlsx', async () => {
    const reply = await admin(
      'GET',
      `/supplier-invoices/export?loc=${fx().home}&from=2026-11-01&to=2026-11-30&st=approved,paid`,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="supplier-orders-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.xlsx"$/,
    );
    const book = XLSX.read(reply.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
    });
    expect(rows[0]).toEqual([
      'Number',
      'Supplier invoice number',
      'Supplier',
      'Location',
      'Order',
      'Invoice date',
      'Due date',
      'Status',
      'Subtotal',
      'Tax',
      'Total',
    ]);
    const statuses = rows.slice(1).map((r) => r[7]);
    expect(statuses.sort()).toEqual(['approved', 'paid']);
    expect(rows.slice(1).find((r) => r[7] === 'paid')).toContain(153);
    const none = await admin('GET', '/supplier-invoices/export?from=2000-01-01&to=2000-01-02');
    expect(
      XLSX.utils.sheet_to_json(XLSX.read(none.rawPayload).Sheets['Supplier invoices']!),
    ).toEqual([]);
  });

  it('checks locations and permissions on every call, and garbage never gets a 500', async () => {
    const { stranger, keeper } = fx();
    const invoice = (
      await admin('POST', '/supplier-invoices', invoiceBody(null, [[fx().milk, 1, 1]]))
    ).json();
    expect((await stranger('GET', `/supplier-invoices/${invoice.id}`)).statusCode).toBe(403);
    expect(
      (await stranger('PUT', `/supplier-invoice-change/${invoice.id}`, { status: 'cancelled' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await stranger('PUT', '/supplier-invoices/ref', { id: invoice.id, supplier_order_ref: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await stranger('POST', '/supplier-invoices', invoiceBody(null, [[fx().milk, 1, 1]])))
        .statusCode,
    ).toBe(403);
    expect((await stranger('GET', `/supplier-invoices?loc=${fx().home}`)).statusCode).toBe(403);
    const theirs = (await stranger('GET', '/supplier-invoices')).json().data;
    expect(theirs.some((i: { id: string }) => i.id === invoice.id)).toBe(false);
    expect((await stranger('GET', `/supplier-invoices/export?loc=${fx().home}`)).statusCode).toBe(
      403,
    );
    expect((await keeper('GET', '/supplier-invoices')).statusCode).toBe(403);
    expect((await admin('GET', `/supplier-invoices/${uuidv7()}`)).statusCode).toBe(404);

    const garbage: Array<[string, string, unknown]> = [
      ['POST', '/supplier-invoices', { id: uuidv7() }],
      ['POST', '/supplier-invoices', invoiceBody(null, [[uuidv7(), 1, 1]])],
      ['POST', '/supplier-invoices', invoiceBody(null, [[fx().milk, -1, 1]])],
      [
        'POST',
        '/supplier-invoices',
        invoiceBody(null, [[fx().milk, 1, 1]], { invoice_date: 'today' }),
      ],
      ['PUT', '/supplier-invoices/ref', { id: 'x' }],
      ['PUT', `/supplier-invoice-change/${invoice.id}`, { status: 'gone' }],
      ['PUT', `/supplier-invoice-change/${invoice.id}`, null],
      ['GET', '/supplier-invoices?st=%00', undefined],
      ['GET', '/supplier-invoices/export?to=never', undefined],
    ];
    for (const [method, path, body] of garbage) {
      const reply = await admin(method as 'POST', path, body);
      expect(reply.statusCode, `${method} ${path}: ${reply.body}`).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, `${method} ${path}: ${reply.body}`).toBeLessThan(500);
    }
  });
});
