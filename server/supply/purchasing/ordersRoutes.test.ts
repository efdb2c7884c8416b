import { auditReply } from '@contract/audit';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { purchasingFixture } from './testing';
import { demoServer, errorOf, type Caller } from '../../testing/harness';

const demo = demoServer();
const { admin, server } = demo;
const fx = purchasingFixture(server, admin);

const suggestions = async (who: Caller = admin) =>
  who('GET', `/supplier-orders/suggestions?supplier=${fx().supplier}&loc=${fx().home}`);
const lineOf = (reply: { json: () => { lines: Array<{ material_id: string }> } }, m: string) =>
  reply.json().lines.find((l) => l.material_id === m) as Record<string, unknown>;

/** A sent order of `lines` (material, packs) at home; its row. */
describe('supplier materials', () => {
  it('keeps one live row per supplier and material, and one preferred supplier per material', async () => {
    const again = await admin('POST', '/supplier-materials', {
      supplier_id: fx().supplier,
      material_id: fx().flour,
      pack_size: 1000,
      price: 3,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('DUPLICATE');

    const rival = (await admin('POST', '/suppliers', { name: `Rival ${uuidv7()}` })).json().id;
    const rivalFlour = await admin('POST', '/supplier-materials', {
      supplier_id: rival,
      material_id: fx().flour,
      pack_size: 10_000,
      price: 21,
      is_preferred: true,
    });
    expect(rivalFlour.statusCode).toBe(201);
    const ours = (await admin('GET', `/supplier-materials?material=${fx().flour}`)).json().data;
    expect(ours).toHaveLength(2);
    const preferred = ours.filter((r: { is_preferred: boolean }) => r.is_preferred);
    expect(preferred.map((r: { supplier_id: string }) => r.supplier_id)).toEqual([rival]);
    // Back to ours being preferred: the rival's row is cleared in the same write.
    const mine = ours.find((r: { supplier_id: string }) => r.supplier_id === fx().supplier);
    const back = await admin('PUT', `/supplier-materials/${mine.id}`, {
      version: mine.version,
      is_preferred: true,
    });
    expect(back.statusCode).toBe(200);
    const after = (await admin('GET', `/supplier-materials?material=${fx().flour}`)).json().data;
    expect(
      after
        .filter((r: { is_preferred: boolean }) => r.is_preferred)
        .map((r: { id: string }) => r.id),
    ).toEqual([mine.id]);
    const bySupplier = (await admin('GET', `/supplier-materials?supplier=${fx().supplier}`)).json();
    expect(bySupplier.data).toHaveLength(2);
  });

  it('takes the new supplier fields and refuses bad ones', async () => {
    const supplier = (await admin('GET', `/suppliers/${fx().supplier}`)).json();
    expect(supplier).toMatchObject({
      order_days: [1, 4],
      delivery_days: [2, 5],
      lead_time_days: 1,
    });
    const bad = await admin('POST', '/suppliers', { name: 'Bad days', order_days: [7] });
    expect(bad.statusCode).toBe(400);
    const late = await admin('POST', '/suppliers', { name: 'Slow', lead_time_days: 61 });
    expect(late.statusCode).toBe(400);
  });
});

describe('par suggestions', () => {
  it('brings stock to par in whole packs, rounding up a pack from the threshold', async () => {
    const reply = await suggestions(fx().buyer);
    expect(reply.statusCode, reply.body).toBe(200);
    // Flour: need 60 kg = 2 sacks + 10 kg (0.4 of a sack, below the half): 2 sacks.
    expect(lineOf(reply, fx().flour)).toMatchObject({
      par: 60_000,
      minimum: 20_000,
      on_hand: 0,
      on_order: 0,
      need: 60_000,
      packs: 2,
      quantity: 50_000,
      line_total: 100,
      below_minimum: true,
      last_ordered: null,
    });
    // Milk: need 30 l = 2 cases + 6 l, exactly half a case: rounded up to 3.
    expect(lineOf(reply, fx().milk)).toMatchObject({ need: 30_000, packs: 3, line_total: 144 });
    expect(reply.json()).toMatchObject({ threshold: 0.5, total: 244, minimum_order: 100 });
    expect(reply.json().below_minimum).toBe(0);
  });

  it('follows the location threshold, what is on order and the supplier minimum', async () => {
    const set = await admin('POST', `/config?loc=${fx().home}`, {
      name: 'order_pack_threshold',
      value: '0.6',
    });
    expect(set.statusCode).toBeLessThan(300);
    expect(lineOf(await suggestions(), fx().milk)).toMatchObject({ packs: 2 });

    const order = await fx().sentOrder([[fx().flour, 1]]);
    const reply = await suggestions();
    // 25 kg on order: need 35 kg = 1 sack + 10 kg (0.4 < 0.6).
    expect(lineOf(reply, fx().flour)).toMatchObject({ on_order: 25_000, need: 35_000, packs: 1 });
    expect(lineOf(reply, fx().flour).last_ordered).toMatchObject({
      order_id: order.id,
      packs: 1,
      quantity: 25_000,
    });
    const supplier = (await admin('GET', `/suppliers/${fx().supplier}`)).json();
    await admin('PUT', `/suppliers/${fx().supplier}`, {
      version: supplier.version,
      minimum_order: 500,
    });
    const short = (await suggestions()).json();
    expect(short.total).toBe(146);
    expect(short.below_minimum).toBe(354);
    await admin('POST', `/supplier-orders/${order.id}/cancel`, { redirect: false });
    await admin('POST', `/config?loc=${fx().home}`, { name: 'order_pack_threshold', value: '' });
  });

  it('checks the location and the permission', async () => {
    expect((await suggestions(fx().stranger)).statusCode).toBe(403);
    expect((await suggestions(fx().keeper)).statusCode).toBe(403);
    const unknown = await admin(
      'GET',
      `/supplier-orders/suggestions?supplier=${uuidv7()}&loc=${fx().home}`,
    );
    expect(unknown.statusCode).toBe(404);
    const garbage = await admin('GET', '/supplier-orders/suggestions?supplier=x&loc=1');
    expect(garbage.statusCode).toBe(400);
  });
});

describe('supplier order life cycle', () => {
  it('creates once per id, edits a draft at its version, and numbers orders', async () => {
    const body = {
      id: uuidv7(),
      location_id: fx().home,
      supplier_id: fx().supplier,
      lines: [{ id: uuidv7(), material_id: fx().flour, packs: 2 }],
      note: 'Weekly',
    };
    const first = await fx().buyer('POST', '/supplier-orders', body);
    expect(first.statusCode, first.body).toBe(201);
    const order = first.json();
    expect(order).toMatchObject({ status: 'draft', total: 100, received_value: 0 });
    expect(order.number).toMatch(/^PO-\d{6}$/);
    expect(order.lines[0]).toMatchObject({
      item_code: 'FL-25',
      pack_size: 25_000,
      quantity: 50_000,
    });
    const again = await fx().buyer('POST', '/supplier-orders', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().number).toBe(order.number);
    const reused = await fx().buyer('POST', '/supplier-orders', { ...body, note: 'Other' });
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused).code).toBe('ID_REUSED');

    const edited = await fx().buyer('PUT', `/supplier-orders/${order.id}`, {
      version: order.version,
      lines: [{ id: uuidv7(), material_id: fx().milk, packs: 1, price: 50 }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ total: 50, version: order.version + 1 });
    // The audit log keeps the order's fields as they were and as they are, created and edited.
    const audit = auditReply.parse(
      (await admin('GET', `/audit-log?collection=supplierOrders&row_id=${order.id}`)).json(),
    ).items;
    expect(audit.map((e) => e.action)).toEqual(['update', 'create']);
    expect(audit[0]!.row_label).toBe(order.number);
    expect(audit[0]!.fields.find((f) => f.field === 'total')).toEqual({
      field: 'total',
      before: 100,
      after: 50,
    });
    expect(audit[1]!.fields.find((f) => f.field === 'status')).toMatchObject({ after: 'draft' });
    const stale = await fx().buyer('PUT', `/supplier-orders/${order.id}`, {
      version: order.version,
      note: 'late',
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('VERSION_CONFLICT');

    const next = await fx().sentOrder([[fx().milk, 1]]);
    expect(Number(next.number.slice(3))).toBe(Number(order.number.slice(3)) + 1);
    // A material the supplier does not list needs its pack and price.
    const unlisted = await admin('POST', '/supplier-orders', {
      ...body,
      id: uuidv7(),
      lines: [{ id: uuidv7(), material_id: fx().cream, packs: 1 }],
    });
    expect(unlisted.statusCode).toBe(400);
    expect(errorOf(unlisted).fields).toHaveProperty(['lines.0.pack_size']);
  });

  it('sends, accepts and declines with { redirect: false } and a bearer token', async () => {
    const draft = (
      await admin('POST', '/supplier-orders', {
        id: uuidv7(),
        location_id: fx().home,
        supplier_id: fx().supplier,
        lines: [{ id: uuidv7(), material_id: fx().milk, packs: 2 }],
      })
    ).json();
    const early = await admin('POST', `/accept-supplier-order/${draft.id}`, { redirect: false });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('INVALID_TRANSITION');
    expect(errorOf(early).message).toContain('draft');
    const sent = await fx().buyer('POST', `/supplier-orders/${draft.id}/send`);
    expect(sent.json()).toMatchObject({ status: 'sent' });
    expect(sent.json().sent_at).not.toBeNull();

    const accepted = await fx().buyer('POST', `/accept-supplier-order/${draft.id}`, {
      redirect: false,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('accepted');
    const twice = await fx().buyer('POST', `/accept-supplier-order/${draft.id}`, {
      redirect: false,
    });
    expect(twice.statusCode).toBe(200);
    expect(twice.json().version).toBe(accepted.json().version);
    const decline = await fx().buyer('POST', `/decline-supplier-order/${draft.id}`, {
      redirect: false,
    });
    expect(decline.statusCode).toBe(409);
    expect(errorOf(decline).message).toContain('accepted');

    const other = await fx().sentOrder([[fx().flour, 1]]);
    const declined = await fx().buyer('POST', `/decline-supplier-order/${other.id}`, {
      redirect: false,
      reason: 'Out of stock until Monday',
    });
    expect(declined.json()).toMatchObject({
      status: 'declined',
      decline_reason: 'Out of stock until Monday',
    });
    const late = await fx().buyer('POST', `/accept-supplier-order/${other.id}`, {
      redirect: false,
    });
    expect(late.statusCode).toBe(409);

    const unsigned = await server.app.inject({
      method: 'POST',
      url: `/api/accept-supplier-order/${draft.id}`,
      payload: { redirect: false },
    });
    expect(unsigned.statusCode).toBe(401);
    const redirecting = await admin('POST', `/accept-supplier-order/${draft.id}`, {
      redirect: true,
    });
    expect(redirecting.statusCode).toBe(400);
  });

  it('checks locations and permissions on every call', async () => {
    const order = await fx().sentOrder([[fx().milk, 1]]);
    const { stranger, keeper } = fx();
    expect((await stranger('GET', `/supplier-orders/${order.id}`)).statusCode).toBe(403);
    expect((await stranger('POST', `/accept-supplier-order/${order.id}`, {})).statusCode).toBe(403);
    expect((await stranger('POST', `/supplier-orders/${order.id}/cancel`)).statusCode).toBe(403);
    const strangerList = (await stranger('GET', '/supplier-orders')).json();
    expect(strangerList.data.some((o: { id: string }) => o.id === order.id)).toBe(false);
    expect((await stranger('GET', `/supplier-orders?loc=${fx().home}`)).statusCode).toBe(403);
    const elsewhere = await stranger('POST', '/supplier-orders', {
      id: uuidv7(),
      location_id: fx().home,
      supplier_id: fx().supplier,
      lines: [{ id: uuidv7(), material_id: fx().milk, packs: 1 }],
    });
    expect(elsewhere.statusCode).toBe(403);
    expect((await keeper('GET', `/supplier-orders/${order.id}`)).statusCode).toBe(403);
    expect((await keeper('POST', `/supplier-orders/${order.id}/send`)).statusCode).toBe(403);
    expect((await admin('GET', `/supplier-orders/${uuidv7()}`)).statusCode).toBe(404);
    const receipt = { id: uuidv7(), lines: [{ line_id: order.lines[0].id, quantity: 1 }] };
    expect(
      (await stranger('POST', `/supplier-orders/${order.id}/receive`, receipt)).statusCode,
    ).toBe(403);
    expect((await demo.staff('GET', '/supplier-orders')).statusCode).toBe(403);
  });

  it('lists with filters and paging', async () => {
    const all = await fx().buyer('GET', `/supplier-orders?loc=${fx().home}&limit=2`);
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toHaveLength(2);
    expect(all.json().pagination.total).toBeGreaterThan(2);
    const declined = (await admin('GET', '/supplier-orders?st=declined')).json().data;
    expect(declined.length).toBeGreaterThan(0);
    expect(declined.every((o: { status: string }) => o.status === 'declined')).toBe(true);
    const several = (await admin('GET', '/supplier-orders?st=declined,accepted')).json().data;
    expect(several.length).toBeGreaterThan(declined.length);
    expect((await admin('GET', '/supplier-orders?st=lost')).statusCode).toBe(400);
    const number = declined[0].number as string;
    const found = (await admin('GET', `/supplier-orders?search=${number}`)).json().data;
    expect(found.map((o: { id: string }) => o.id)).toEqual([declined[0].id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await admin('GET', `/supplier-orders?from=${today}&to=${today}`)).json().data.length,
    ).toBeGreaterThan(0);
    expect((await admin('GET', '/supplier-orders?to=2000-01-01')).json().data).toHaveLength(0);
  });
});

describe('garbage', () => {
  it('never answers a 500', async () => {
    const order = await fx().sentOrder([[fx().milk, 1]]);
    const bodies: Array<[string, string, unknown]> = [
      ['POST', '/supplier-orders', { id: 'nope' }],
      ['POST', '/supplier-orders', []],
      [
        'POST',
        '/supplier-orders',
        {
          id: uuidv7(),
          location_id: fx().home,
          supplier_id: fx().supplier,
          lines: [{ id: uuidv7(), material_id: fx().milk, packs: -1 }],
        },
      ],
      [
        'POST',
        '/supplier-orders',
        {
          id: uuidv7(),
          location_id: fx().home,
          supplier_id: uuidv7(),
          lines: [{ id: uuidv7(), material_id: uuidv7(), packs: 1 }],
        },
      ],
      [
        'POST',
        '/supplier-orders',
        {
          id: uuidv7(),
          location_id: uuidv7(),
          supplier_id: fx().supplier,
          lines: [{ id: uuidv7(), material_id: fx().milk, packs: 1 }],
        },
      ],
      ['PUT', `/supplier-orders/${order.id}`, { version: 'x' }],
      [
        'POST',
        `/supplier-orders/${order.id}/receive`,
        { id: uuidv7(), lines: [{ line_id: uuidv7(), quantity: 1 }] },
      ],
      [
        'POST',
        `/supplier-orders/${order.id}/receive`,
        { id: uuidv7(), lines: [{ line_id: order.lines[0].id, quantity: 1e300 }] },
      ],
      ['POST', `/supplier-orders/${order.id}/receive`, 'text'],
      ['POST', `/accept-supplier-order/${order.id}`, { redirect: false, extra: 1 }],
      ['POST', '/accept-supplier-order/not-an-id', { redirect: false }],
      ['GET', '/supplier-orders?page=-1', undefined],
      ['GET', '/supplier-orders?from=yesterday', undefined],
    ];
    for (const [method, path, body] of bodies) {
      const reply = await admin(method as 'POST', path, body);
      expect(reply.statusCode, `${method} ${path}: ${reply.body}`).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, `${method} ${path}: ${reply.body}`).toBeLessThan(500);
    }
  });
});
