import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { purchasingFixture } from './testing';
import { caller, demoServer, errorOf, signIn } from '../../testing/harness';

const demo = demoServer();
const { admin, server } = demo;
const fx = purchasingFixture(server, admin);

const stockOf = async (material: string) => {
  const reply = await admin('GET', `/inventory?loc=${fx().home}`);
  expect(reply.statusCode).toBe(200);
  const item = reply.json().items.find((i: { material_id: string }) => i.material_id === material);
  return { quantity: item?.quantity ?? 0, value: item?.value ?? 0 };
};
const movementsOf = async (orderId: string) =>
  (await admin('GET', `/movement/v2?loc=${fx().home}&document_id=${orderId}&limit=100`)).json()
    .data as Array<{ material_id: string; quantity: number; unit_cost: number; kind: string }>;

describe('receiving', () => {
  it('receives short and over, refuses damaged goods and moves the average cost, once', async () => {
    // 10 kg of flour already in stock at 0.002 a gram.
    const opening = await admin('POST', `/inventory?loc=${fx().home}`, {
      id: uuidv7(),
      lines: [{ material_id: fx().flour, quantity: 10_000, unit_cost: 0.002 }],
    });
    expect(opening.statusCode).toBe(201);
    const order = await fx().sentOrder([
      [fx().flour, 2],
      [fx().milk, 3],
    ]);
    const [flour, milk] = order.lines;
    const receipt = {
      id: uuidv7(),
      lines: [
        // Short: one sack of two, at 60 a sack on the delivery note (0.0024 a gram).
        { line_id: flour.id, quantity: 25_000, price: 60 },
        // Over: 40 l of 36 l good, and 1 l damaged.
        { line_id: milk.id, quantity: 40_000, damaged: 1000 },
      ],
    };
    // The store's keeper receives (inventory.write, no supplier rights).
    const first = await fx().keeper('POST', `/supplier-orders/${order.id}/receive`, receipt);
    expect(first.statusCode, first.body).toBe(201);
    const received = first.json();
    expect(received.status).toBe('partly_received');
    expect(received.lines[0]).toMatchObject({ received: 25_000, received_value: 60 });
    expect(received.lines[1]).toMatchObject({
      received: 40_000,
      damaged: 1000,
      received_value: 160,
    });
    expect(received.received_value).toBe(220);
    const afterFirst = await stockOf(fx().flour);
    expect(afterFirst.quantity).toBe(35_000);
    // Weighted average after the receipt: (10 000 x 0.002 + 25 000 x 0.0024) / 35 000.
    expect(afterFirst.value).toBeCloseTo(80, 3);
    expect((await stockOf(fx().milk)).quantity).toBe(40_000);

    // Twice by mistake (a second tap, another tablet): answered, posted once.
    const again = await admin('POST', `/supplier-orders/${order.id}/receive`, receipt);
    expect(again.statusCode).toBe(200);
    expect(again.json().version).toBe(received.version);
    expect((await stockOf(fx().flour)).quantity).toBe(35_000);
    expect(await movementsOf(order.id)).toHaveLength(2);
    const reused = await admin('POST', `/supplier-orders/${order.id}/receive`, {
      ...receipt,
      lines: [{ line_id: flour.id, quantity: 1 }],
    });
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused).code).toBe('ID_REUSED');

    // The rest of the flour arrives: received; then closed, after which nothing more is received.
    const rest = await admin('POST', `/supplier-orders/${order.id}/receive`, {
      id: uuidv7(),
      lines: [{ line_id: flour.id, quantity: 25_000 }],
    });
    expect(rest.json()).toMatchObject({ status: 'received', received_value: 270 });
    expect((await stockOf(fx().flour)).quantity).toBe(60_000);
    // Received at the order's 50 a sack: 80 + 50.
    expect((await stockOf(fx().flour)).value).toBeCloseTo(130, 3);
    const movements = await movementsOf(order.id);
    expect(movements).toHaveLength(3);
    expect(movements.every((m) => m.kind === 'receipt')).toBe(true);
    const closed = await admin('POST', `/supplier-orders/${order.id}/close`);
    expect(closed.json().status).toBe('closed');
    const late = await admin('POST', `/supplier-orders/${order.id}/receive`, {
      id: uuidv7(),
      lines: [{ line_id: flour.id, quantity: 1 }],
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('INVALID_TRANSITION');
  });

  it('records a substitute in the same unit as received against the line', async () => {
    const order = await fx().sentOrder([[fx().milk, 1]]);
    const line = order.lines[0];
    const wrongUnit = await admin('POST', `/supplier-orders/${order.id}/receive`, {
      id: uuidv7(),
      lines: [{ line_id: line.id, quantity: 12_000, substitute_material_id: fx().flour }],
    });
    expect(wrongUnit.statusCode).toBe(400);
    const before = await stockOf(fx().cream);
    const milkBefore = await stockOf(fx().milk);
    const receiptId = uuidv7();
    const reply = await admin('POST', `/supplier-orders/${order.id}/receive`, {
      id: receiptId,
      lines: [{ line_id: line.id, quantity: 12_000, substitute_material_id: fx().cream }],
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().status).toBe('received');
    expect(reply.json().lines[0]).toMatchObject({ received: 0 });
    expect(reply.json().lines[0].substitutes).toEqual([
      { receipt_id: receiptId, material_id: fx().cream, quantity: 12_000, value: 48 },
    ]);
    expect((await stockOf(fx().cream)).quantity).toBe(before.quantity + 12_000);
    expect((await stockOf(fx().milk)).quantity).toBe(milkBefore.quantity);
  });

  it('is refused on drafts, cancelled and declined orders', async () => {
    const draft = (
      await admin('POST', '/supplier-orders', {
        id: uuidv7(),
        location_id: fx().home,
        supplier_id: fx().supplier,
        lines: [{ id: uuidv7(), material_id: fx().milk, packs: 1 }],
      })
    ).json();
    const receipt = { id: uuidv7(), lines: [{ line_id: draft.lines[0].id, quantity: 1000 }] };
    const refused = await admin('POST', `/supplier-orders/${draft.id}/receive`, receipt);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toContain('draft');
    await admin('POST', `/supplier-orders/${draft.id}/cancel`, {});
    expect((await admin('POST', `/supplier-orders/${draft.id}/send`)).statusCode).toBe(409);
    const counter = caller(server.app, await signIn(server.app, 'counter'));
    const noRights = await counter('POST', `/supplier-orders/${draft.id}/receive`, receipt);
    expect(noRights.statusCode).toBe(403);
  });

  it('reaches devices through the sync pull', async () => {
    const order = await fx().sentOrder([[fx().milk, 1]]);
    const pulled = await admin('GET', '/sync/pull?since=0&limit=5000');
    expect(pulled.statusCode).toBe(200);
    const rows = pulled
      .json()
      .changes.filter((c: { collection: string }) => c.collection === 'supplierOrders');
    expect(rows.map((c: { row: { id: string } }) => c.row.id)).toContain(order.id);
    const stranger = (await fx().stranger('GET', '/sync/pull?since=0&limit=5000')).json();
    expect(stranger.changes.some((c: { row: { id: string } }) => c.row.id === order.id)).toBe(
      false,
    );
  });
});
