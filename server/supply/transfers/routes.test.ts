import type { TransferRow } from '@contract/transfers';
import { v4 as uuidv4 } from 'uuid';
import { beforeAll, describe, expect, test } from 'vitest';
import { transferFixture } from './testing';
import { demoServer, errorOf } from '../../testing/harness';

const { server, admin } = demoServer();
const fixture = transferFixture(server, admin, 'tr');

/** A transfer from the warehouse to the marina of beef and milk, made by the warehouse. */
async function sendTransfer(beef: number, milk: number, send = true) {
  const f = fixture();
  const body = {
    id: uuidv4(),
    to_location_id: f.marina,
    lines: [
      { id: uuidv4(), material_id: f.beef, quantity: beef },
      { id: uuidv4(), material_id: f.milk, quantity: milk },
    ],
    send,
  };
  const reply = await f.warehouseUser('POST', `/stock-transfer-invoices?loc=${f.warehouse}`, body);
  expect(reply.statusCode).toBe(201);
  return { body, row: reply.json() as TransferRow };
}

const change = (id: string, body: Record<string, unknown>) =>
  fixture().store('PUT', `/stock-transfer-invoices-change/${id}`, body);

describe('a transfer between two places', () => {
  beforeAll(async () => {
    const f = fixture();
    await f.post(f.warehouse, [
      { material_id: f.beef, quantity: 20_000, unit_cost: 0.03 },
      { material_id: f.milk, quantity: 100, unit_cost: 2 },
    ]);
  });

  test('in transit: in neither stock, on the transfer; posted once however often it is sent', async () => {
    const f = fixture();
    const { body, row } = await sendTransfer(1_000, 10);
    expect(row).toMatchObject({ status: 'sent', location_id: f.warehouse, value: 50 });
    expect(row.lines.map((l) => l.unit_cost)).toEqual([0.03, 2]);
    expect(await f.stock(f.warehouse, f.beef)).toBe(19_000);
    expect(await f.stock(f.marina, f.beef)).toBe(0);
    const again = await f.warehouseUser(
      'POST',
      `/stock-transfer-invoices?loc=${f.warehouse}`,
      body,
    );
    expect(again.statusCode).toBe(200);
    const resend = await f.warehouseUser('PUT', `/stock-transfer-invoices-change/${row.id}`, {
      status: 'sent',
    });
    expect(resend.statusCode).toBe(200);
    expect(await f.stock(f.warehouse, f.beef)).toBe(19_000);
    const list = (
      await f.store('GET', `/stock-transfer-invoices?loc=${f.marina}&direction=in`)
    ).json();
    expect(list.data.map((t: TransferRow) => t.id)).toContain(row.id);
    expect(list.in_transit).toContainEqual({
      location_id: f.marina,
      material_id: f.beef,
      quantity: 1_000,
    });
    // Without inventory.costs the transfer carries no cost.
    const blind = (await f.blindStore('GET', `/stock-transfer-invoices/${row.id}`)).json();
    expect(blind).not.toHaveProperty('value');
    expect(blind.lines[0]).not.toHaveProperty('unit_cost');
    // Only the receiver receives, only the sender cancels.
    const byWarehouse = await f.warehouseUser('PUT', `/stock-transfer-invoices-change/${row.id}`, {
      status: 'received',
    });
    expect(byWarehouse.statusCode).toBe(403);
    const cancelByStore = await change(row.id, { status: 'cancelled' });
    expect(cancelByStore.statusCode).toBe(403);
    expect((await f.sohoStore('GET', `/stock-transfer-invoices/${row.id}`)).statusCode).toBe(403);
  });

  test('received with a loss: the sent quantity comes in, the shortfall is lost in transit', async () => {
    const f = fixture();
    const beforeBeef = await f.stock(f.marina, f.beef);
    const { body, row } = await sendTransfer(2_000, 12);
    const received = await change(row.id, {
      status: 'received',
      receipt: { id: uuidv4(), lines: [{ line_id: body.lines[0]!.id, received_quantity: 1_750 }] },
    });
    expect(received.statusCode).toBe(200);
    const done = received.json() as TransferRow;
    expect(done.status).toBe('received');
    expect(done.lines.map((l) => l.received_quantity)).toEqual([1_750, 12]);
    expect(await f.stock(f.marina, f.beef)).toBe(beforeBeef + 1_750);
    const moves = await f.movementsOf(row.id);
    expect(moves.filter((m) => m.location_id === f.marina && m.material_id === f.beef)).toEqual([
      expect.objectContaining({ kind: 'transfer_in', quantity: 2_000 }),
      expect.objectContaining({ kind: 'wastage', quantity: -250, reason: 'transit_loss' }),
    ]);
    // The receiver's cost follows the sender's.
    const balance = await server.database.db
      .selectFrom('stock_balances')
      .select('average_cost')
      .where('location_id', '=', f.marina)
      .where('material_id', '=', f.milk)
      .executeTakeFirstOrThrow();
    expect(Number(balance.average_cost)).toBeCloseTo(2, 6);
  });

  test('received with a surplus: an adjustment in; received twice: posted once', async () => {
    const f = fixture();
    const beforeMilk = await f.stock(f.marina, f.milk);
    const { body, row } = await sendTransfer(500, 6);
    const receipt = {
      id: uuidv4(),
      lines: [{ line_id: body.lines[1]!.id, received_quantity: 7 }],
    };
    const first = await change(row.id, { status: 'received', receipt });
    expect(first.statusCode).toBe(200);
    const replay = await change(row.id, { status: 'received', receipt });
    expect(replay.statusCode).toBe(200);
    const other = await change(row.id, {
      status: 'received',
      receipt: { ...receipt, id: uuidv4() },
    });
    expect(other.statusCode).toBe(200);
    expect(await f.stock(f.marina, f.milk)).toBe(beforeMilk + 7);
    const moves = await f.movementsOf(row.id);
    expect(moves.filter((m) => m.location_id === f.marina && m.material_id === f.milk)).toEqual([
      expect.objectContaining({ kind: 'adjustment', quantity: 1 }),
      expect.objectContaining({ kind: 'transfer_in', quantity: 6 }),
    ]);
    // Nothing received can be cancelled.
    const late = await f.warehouseUser('PUT', `/stock-transfer-invoices-change/${row.id}`, {
      status: 'cancelled',
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('INVALID_TRANSITION');
    expect(errorOf(late).message).toContain('received');
  });

  test('cancelled after send: the stock is back at the sender; a draft moves nothing', async () => {
    const f = fixture();
    const before = await f.stock(f.warehouse, f.beef);
    const { row } = await sendTransfer(3_000, 1);
    expect(await f.stock(f.warehouse, f.beef)).toBe(before - 3_000);
    const cancelled = await f.warehouseUser('PUT', `/stock-transfer-invoices-change/${row.id}`, {
      status: 'cancelled',
      reason: 'Truck broke down',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(await f.stock(f.warehouse, f.beef)).toBe(before);
    const again = await f.warehouseUser('PUT', `/stock-transfer-invoices-change/${row.id}`, {
      status: 'cancelled',
    });
    expect(again.statusCode).toBe(200);
    expect(await f.stock(f.warehouse, f.beef)).toBe(before);
    const receive = await change(row.id, { status: 'received' });
    expect(errorOf(receive).code).toBe('INVALID_TRANSITION');

    const draft = await sendTransfer(400, 2, false);
    expect(draft.row.status).toBe('draft');
    expect(await f.stock(f.warehouse, f.beef)).toBe(before);
    const early = await change(draft.row.id, { status: 'received' });
    expect(early.statusCode).toBe(409);
    const sent = await f.warehouseUser('PUT', `/stock-transfer-invoices-change/${draft.row.id}`, {
      status: 'sent',
    });
    expect(sent.json().status).toBe('sent');
    expect(await f.stock(f.warehouse, f.beef)).toBe(before - 400);
  });

  test('the list by direction and status; bad references are refused', async () => {
    const f = fixture();
    const out = (
      await f.warehouseUser(
        'GET',
        `/stock-transfer-invoices?loc=${f.warehouse}&direction=out&st=received`,
      )
    ).json();
    // The demo's transfers are there too: these are the ones this file made.
    const ours = (out.data as TransferRow[]).filter((t) =>
      t.lines.some((l) => l.material_id === f.beef),
    );
    expect(ours.map((t) => t.status)).toEqual(['received', 'received']);
    expect((out.data as TransferRow[]).every((t) => t.status === 'received')).toBe(true);
    const incoming = (
      await f.warehouseUser('GET', `/stock-transfer-invoices?loc=${f.warehouse}&direction=in`)
    ).json();
    expect((incoming.data as TransferRow[]).every((t) => t.to_location_id === f.warehouse)).toBe(
      true,
    );
    expect((await f.store('GET', `/stock-transfer-invoices?loc=${f.warehouse}`)).statusCode).toBe(
      403,
    );
    const toSelf = await f.warehouseUser('POST', `/stock-transfer-invoices?loc=${f.warehouse}`, {
      id: uuidv4(),
      to_location_id: f.warehouse,
      lines: [{ id: uuidv4(), material_id: f.beef, quantity: 1 }],
    });
    expect(toSelf.statusCode).toBe(400);
    const unknown = await f.warehouseUser('POST', `/stock-transfer-invoices?loc=${f.warehouse}`, {
      id: uuidv4(),
      to_location_id: f.marina,
      lines: [{ id: uuidv4(), material_id: uuidv4(), quantity: 1 }],
    });
    expect(errorOf(unknown).fields).toHaveProperty('lines.0.material_id');
    const elsewhere = await f.store('POST', `/stock-transfer-invoices?loc=${f.warehouse}`, {
      id: uuidv4(),
      to_location_id: f.marina,
      lines: [{ id: uuidv4(), material_id: f.beef, quantity: 1 }],
    });
    expect(elsewhere.statusCode).toBe(403);
    const reader = await f.reader('POST', `/stock-transfer-invoices?loc=${f.marina}`, {
      id: uuidv4(),
      to_location_id: f.soho,
      lines: [{ id: uuidv4(), material_id: f.beef, quantity: 1 }],
    });
    expect(reader.statusCode).toBe(403);
    expect((await f.store('GET', `/stock-transfer-invoices/${uuidv4()}`)).statusCode).toBe(404);
  });
});

describe('garbage never gets a 500', () => {
  const junk: unknown[] = [
    null,
    42,
    'text',
    [],
    [1, 2],
    {},
    { id: 'x' },
    { status: 'teleported' },
    { status: 'received', receipt: { id: 'nope', lines: 'all' } },
    { status: 'sent', lines: [{ line_id: 1, sent_quantity: -1 }] },
    { id: uuidv4(), from_location_id: uuidv4(), lines: [{ id: uuidv4(), quantity: 1e308 }] },
    { version: 'one', lines: [{}] },
    { lines: [{ line_id: uuidv4(), accepted_quantity: 'many' }] },
    { id: uuidv4(), to_location_id: null, lines: null, send: 'yes' },
    { ['__proto__']: { admin: true } },
  ];

  test('every call, every junk body and query', async () => {
    const f = fixture();
    const id = uuidv4();
    const calls: Array<[string, string]> = [
      ['POST', `/stock-order-request?loc=${f.marina}`],
      ['PUT', `/stock-order-request/update/${id}`],
      ['PUT', `/stock-order-request/accept/${id}`],
      ['PUT', `/stock-order-request/status/${id}`],
      ['PUT', '/stock-order-request/status/not-an-id'],
      ['POST', `/stock-transfer-invoices?loc=${f.warehouse}`],
      ['PUT', `/stock-transfer-invoices-change/${id}`],
    ];
    for (const [method, path] of calls) {
      for (const body of junk) {
        const reply = await admin(method, path, JSON.stringify(body), {
          'content-type': 'application/json',
        });
        expect(reply.statusCode, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
    const reads = [
      '/stock-order-request?type=sideways',
      '/stock-order-request?st=done&page=-1',
      '/stock-order-request?from=yesterday',
      `/stock-order-request?loc=${uuidv4()}`,
      '/stock-order-request/export?to=2020-13-45',
      '/stock-order-request/not-an-id',
      '/warehouseLocation?loc=%00',
      '/requestMaterials?from=garbage',
      '/requestMaterials',
      '/stock-transfer-invoices?direction=up&limit=100000',
      '/stock-transfer-invoices/not-an-id',
    ];
    for (const path of reads) {
      const reply = await admin('GET', path);
      expect(reply.statusCode, path).toBeLessThan(500);
    }
  });
});

describe('/api/docs', () => {
  test('documents every call of order requests and transfers, each with a summary', async () => {
    const docs = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const calls: Array<[string, string]> = [
      ['/api/stock-order-request', 'get'],
      ['/api/stock-order-request', 'post'],
      ['/api/stock-order-request/export', 'get'],
      ['/api/stock-order-request/{id}', 'get'],
      ['/api/stock-order-request/update/{id}', 'put'],
      ['/api/stock-order-request/accept/{id}', 'put'],
      ['/api/stock-order-request/status/{id}', 'put'],
      ['/api/warehouseLocation', 'get'],
      ['/api/requestMaterials', 'get'],
      ['/api/stock-transfer-invoices', 'get'],
      ['/api/stock-transfer-invoices', 'post'],
      ['/api/stock-transfer-invoices/{id}', 'get'],
      ['/api/stock-transfer-invoices-change/{id}', 'put'],
    ];
    for (const [path, method] of calls) {
      expect(docs.paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();
    }
  });
});
