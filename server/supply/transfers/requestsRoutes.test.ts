import type { OrderRequestRow, TransferRow } from '@contract/transfers';
import { v4 as uuidv4 } from 'uuid';
import { beforeAll, describe, expect, test } from 'vitest';
import * as XLSX from 'xlsx';
import { transferFixture } from './testing';
import { demoServer, errorOf } from '../../testing/harness';

const { server, admin } = demoServer();
const fixture = transferFixture(server, admin, 'or');

const requestBody = (from: string, lines: Array<[material: string, quantity: number]>) => ({
  id: uuidv4(),
  from_location_id: from,
  note: 'For the weekend',
  lines: lines.map(([material_id, quantity]) => ({ id: uuidv4(), material_id, quantity })),
});

describe('an order request through its whole life', () => {
  const body = { value: null as ReturnType<typeof requestBody> | null };
  const get = () => body.value!;
  let requestId = '';
  let transferId = '';

  beforeAll(async () => {
    const f = fixture();
    await f.post(f.warehouse, [
      { material_id: f.beef, quantity: 10_000, unit_cost: 0.02 },
      { material_id: f.milk, quantity: 48, unit_cost: 1.5 },
    ]);
    body.value = requestBody(f.warehouse, [
      [f.beef, 3_000],
      [f.milk, 24],
    ]);
    requestId = get().id;
  });

  test('the store creates it once; other content under its id is refused', async () => {
    const f = fixture();
    const created = await f.store('POST', `/stock-order-request?loc=${f.marina}`, get());
    expect(created.statusCode).toBe(201);
    const row = created.json() as OrderRequestRow;
    expect(row).toMatchObject({
      status: 'pending',
      location_id: f.marina,
      from_location_id: f.warehouse,
      version: 1,
    });
    expect(row.number).toMatch(/^OR-\d{6}$/);
    expect(row.lines.map((l) => [l.quantity, l.accepted_quantity])).toEqual([
      [3_000, null],
      [24, null],
    ]);
    const again = await f.store('POST', `/stock-order-request?loc=${f.marina}`, get());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(row);
    const other = await f.store('POST', `/stock-order-request?loc=${f.marina}`, {
      ...get(),
      lines: [{ ...get().lines[0]!, quantity: 1 }],
    });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).code).toBe('ID_REUSED');
    // Asking nothing of the ledger yet.
    expect(await f.stock(f.warehouse, f.beef)).toBe(10_000);
    expect(await f.stock(f.marina, f.beef)).toBe(0);
  });

  test('only the supplying place accepts, declines or sends; only the store cancels', async () => {
    const f = fixture();
    const own = await f.store('PUT', `/stock-order-request/accept/${requestId}`, {});
    expect(own.statusCode).toBe(403);
    const send = await f.store('PUT', `/stock-order-request/status/${requestId}`, {
      status: 'declined',
    });
    expect(send.statusCode).toBe(403);
    const cancel = await f.warehouseUser('PUT', `/stock-order-request/status/${requestId}`, {
      status: 'cancelled',
    });
    expect(cancel.statusCode).toBe(403);
    const storeSends = await f.store('PUT', `/stock-order-request/status/${requestId}`, {
      status: 'sent',
    });
    expect(storeSends.statusCode).toBe(403);
    const warehouseEdits = await f.warehouseUser(
      'PUT',
      `/stock-order-request/update/${requestId}`,
      {
        version: 1,
        note: 'x',
      },
    );
    expect(warehouseEdits.statusCode).toBe(403);
    // A store asks only for itself, and reads only its own lists, forms and exports.
    const forOther = await f.store('POST', `/stock-order-request?loc=${f.soho}`, {
      ...requestBody(f.warehouse, [[f.flour, 1]]),
    });
    expect(forOther.statusCode).toBe(403);
    for (const path of [
      `/stock-order-request/export?loc=${f.soho}`,
      `/requestMaterials?loc=${f.soho}&from=${f.warehouse}`,
      `/warehouseLocation?loc=${f.soho}`,
    ]) {
      expect((await f.store('GET', path)).statusCode, path).toBe(403);
    }
    // Only a warehouse or central kitchen is asked, never the store itself.
    for (const from of [f.soho, f.marina, f.roastery]) {
      const wrong = await f.store('POST', `/stock-order-request?loc=${f.marina}`, {
        ...requestBody(from, [[f.flour, 1]]),
      });
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).fields).toHaveProperty('from_location_id');
    }
    // Another store sees nothing of it.
    expect((await f.sohoStore('GET', `/stock-order-request/${requestId}`)).statusCode).toBe(403);
    // Reading and writing needs the permissions.
    const readOnly = await f.reader('PUT', `/stock-order-request/update/${requestId}`, {
      version: 1,
      note: 'x',
    });
    expect(readOnly.statusCode).toBe(403);
    expect(errorOf(readOnly).permission).toBe('inventory.write');
  });

  test('the store changes it while pending, at its version', async () => {
    const f = fixture();
    const stale = await f.store('PUT', `/stock-order-request/update/${requestId}`, {
      version: 7,
      note: 'Late',
    });
    expect(errorOf(stale).code).toBe('VERSION_CONFLICT');
    const changed = await f.store('PUT', `/stock-order-request/update/${requestId}`, {
      version: 1,
      needed_by: '2030-01-10',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ version: 2, needed_by: '2030-01-10' });
  });

  test('the warehouse accepts with a changed quantity; the store can no longer change it', async () => {
    const f = fixture();
    const [beefLine] = get().lines;
    const accepted = await f.warehouseUser('PUT', `/stock-order-request/accept/${requestId}`, {
      lines: [{ line_id: beefLine!.id, accepted_quantity: 2_500 }],
    });
    expect(accepted.statusCode).toBe(200);
    const row = accepted.json() as OrderRequestRow;
    expect(row.status).toBe('accepted');
    expect(row.lines.map((l) => l.accepted_quantity)).toEqual([2_500, 24]);
    const again = await f.warehouseUser('PUT', `/stock-order-request/accept/${requestId}`, {});
    expect(again.statusCode).toBe(200);
    const late = await f.store('PUT', `/stock-order-request/update/${requestId}`, {
      version: row.version,
      note: 'More',
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('INVALID_TRANSITION');
    expect(errorOf(late).message).toContain('accepted');
    const cancel = await f.store('PUT', `/stock-order-request/status/${requestId}`, {
      status: 'cancelled',
    });
    expect(errorOf(cancel).code).toBe('INVALID_TRANSITION');
    expect(await f.stock(f.warehouse, f.beef)).toBe(10_000);
  });

  test('sent: a transfer carries it and the stock leaves the warehouse, once', async () => {
    const f = fixture();
    // The store cannot complete what has not been sent.
    const early = await f.store('PUT', `/stock-order-request/status/${requestId}`, {
      status: 'completed',
    });
    expect(errorOf(early).code).toBe('INVALID_TRANSITION');
    const sent = await f.warehouseUser('PUT', `/stock-order-request/status/${requestId}`, {
      status: 'sent',
    });
    expect(sent.statusCode).toBe(200);
    const row = sent.json() as OrderRequestRow;
    expect(row.status).toBe('sent');
    expect(row.lines.map((l) => l.sent_quantity)).toEqual([2_500, 24]);
    transferId = row.transfer_id!;
    const transfer = (
      await f.warehouseUser('GET', `/stock-transfer-invoices/${transferId}`)
    ).json() as TransferRow;
    expect(transfer).toMatchObject({
      status: 'sent',
      location_id: f.warehouse,
      to_location_id: f.marina,
      order_request_id: requestId,
    });
    expect(transfer.number).toMatch(/^TR-\d{6}$/);
    expect(transfer.lines.map((l) => [l.quantity, l.unit_cost])).toEqual([
      [2_500, 0.02],
      [24, 1.5],
    ]);
    const resent = await f.warehouseUser('PUT', `/stock-order-request/status/${requestId}`, {
      status: 'sent',
    });
    expect(resent.statusCode).toBe(200);
    expect(await f.stock(f.warehouse, f.beef)).toBe(7_500);
    expect(await f.stock(f.warehouse, f.milk)).toBe(24);
    // In transit: in neither place's stock, on the transfer.
    expect(await f.stock(f.marina, f.beef)).toBe(0);
    const list = (
      await f.store('GET', `/stock-transfer-invoices?loc=${f.marina}&direction=in`)
    ).json();
    expect(list.in_transit).toEqual(
      expect.arrayContaining([
        { location_id: f.marina, material_id: f.beef, quantity: 2_500 },
        { location_id: f.marina, material_id: f.milk, quantity: 24 },
      ]),
    );
    // The warehouse cannot receive it for the store.
    const wrongSide = await f.warehouseUser('PUT', `/stock-order-request/status/${requestId}`, {
      status: 'completed',
    });
    expect(wrongSide.statusCode).toBe(403);
  });

  test('the store receives it: the request is completed and both stocks are right', async () => {
    const f = fixture();
    const [beefLine, milkLine] = get().lines;
    const receipt = {
      id: uuidv4(),
      lines: [
        { line_id: beefLine!.id, received_quantity: 2_500 },
        { line_id: milkLine!.id, received_quantity: 22 },
      ],
    };
    const done = await f.store('PUT', `/stock-order-request/status/${requestId}`, {
      status: 'completed',
      receipt,
    });
    expect(done.statusCode).toBe(200);
    const row = done.json() as OrderRequestRow;
    expect(row.status).toBe('completed');
    expect(row.lines.map((l) => l.received_quantity)).toEqual([2_500, 22]);
    expect(await f.stock(f.marina, f.beef)).toBe(2_500);
    expect(await f.stock(f.marina, f.milk)).toBe(22);
    expect(await f.stock(f.warehouse, f.beef)).toBe(7_500);
    // Received again (another tablet, another receipt id): nothing more is posted.
    const twice = await f.store('PUT', `/stock-order-request/status/${requestId}`, {
      status: 'completed',
      receipt: { ...receipt, id: uuidv4() },
    });
    expect(twice.statusCode).toBe(200);
    expect(await f.stock(f.marina, f.milk)).toBe(22);
    const moves = await f.movementsOf(transferId);
    expect(moves.filter((m) => m.location_id === f.marina)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ material_id: f.milk, kind: 'transfer_in', quantity: 24 }),
        expect.objectContaining({ kind: 'wastage', quantity: -2, reason: 'transit_loss' }),
      ]),
    );
    expect(moves).toHaveLength(5);
  });

  test('both places pull it; a third place does not', async () => {
    const f = fixture();
    const pulled = async (call: typeof f.store) =>
      (await call('GET', '/sync/pull?since=0&limit=1000')).json().changes as Array<{
        collection: string;
        row: { id: string; status: string };
      }>;
    const atStore = await pulled(f.store);
    expect(atStore).toContainEqual(
      expect.objectContaining({
        collection: 'orderRequests',
        row: expect.objectContaining({ id: requestId, status: 'completed' }),
      }),
    );
    const atWarehouse = await pulled(f.warehouseUser);
    expect(atWarehouse.some((c) => c.collection === 'transfers' && c.row.id === transferId)).toBe(
      true,
    );
    expect(atWarehouse.some((c) => c.row.id === requestId)).toBe(true);
    const atSoho = await pulled(f.sohoStore);
    expect(atSoho.some((c) => c.row.id === requestId || c.row.id === transferId)).toBe(false);
  });
});

describe('the tabs, the status filter and the export', () => {
  // At Soho, where the demo asks nothing: the store's own tab holds only these.
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const f = fixture();
    const make = async (key: string, from: string) => {
      const b = requestBody(from, [[f.flour, 5]]);
      const reply = await f.sohoStore('POST', `/stock-order-request?loc=${f.soho}`, b);
      if (reply.statusCode !== 201) throw new Error(reply.body);
      ids[key] = b.id;
    };
    await make('pending', f.warehouse);
    await make('declined', f.warehouse);
    await make('cancelled', f.kitchen);
    await make('accepted', f.kitchen);
    await make('completed', f.warehouse);
    await f.warehouseUser('PUT', `/stock-order-request/status/${ids.declined}`, {
      status: 'declined',
      reason: 'Out of flour',
    });
    await f.sohoStore('PUT', `/stock-order-request/status/${ids.cancelled}`, {
      status: 'cancelled',
    });
    await admin('PUT', `/stock-order-request/accept/${ids.accepted}`, {});
    await f.warehouseUser('PUT', `/stock-order-request/accept/${ids.completed}`, {});
    await f.warehouseUser('PUT', `/stock-order-request/status/${ids.completed}`, {
      status: 'sent',
    });
    const done = await f.sohoStore('PUT', `/stock-order-request/status/${ids.completed}`, {
      status: 'completed',
    });
    if (done.json().status !== 'completed') throw new Error(done.body);
  });

  const listed = async (path: string) => {
    const reply = await fixture().sohoStore('GET', path);
    expect(reply.statusCode).toBe(200);
    return reply.json() as { data: OrderRequestRow[]; pagination: { total: number } };
  };

  test('created: what the store asked, with All, Pending and Completed', async () => {
    const f = fixture();
    const all = await listed(`/stock-order-request?loc=${f.soho}&type=created&st=all`);
    expect(all.pagination.total).toBe(5);
    const pending = await listed(`/stock-order-request?loc=${f.soho}&type=created&st=pending`);
    expect(pending.data.map((r) => r.id).sort()).toEqual([ids.pending, ids.accepted].sort());
    const completed = await listed(`/stock-order-request?loc=${f.soho}&st=completed`);
    expect(completed.data.map((r) => r.id)).toEqual([ids.completed]);
    const declined = await listed(`/stock-order-request?loc=${f.soho}&st=declined`);
    expect(declined.data.map((r) => [r.id, r.status_reason])).toEqual([
      [ids.declined, 'Out of flour'],
    ]);
    // Newest first, paged.
    const page = await listed(`/stock-order-request?loc=${f.soho}&limit=2&page=3`);
    expect(page.data.map((r) => r.id)).toEqual([ids.pending]);
    expect(all.data[0]!.id).toBe(ids.completed);
  });

  test('received: what the warehouse was asked; a period of business days', async () => {
    const f = fixture();
    const received = await f.warehouseUser(
      'GET',
      `/stock-order-request?loc=${f.warehouse}&type=received&st=all&limit=1000`,
    );
    const rows = received.json().data as OrderRequestRow[];
    expect(rows.every((r) => r.from_location_id === f.warehouse)).toBe(true);
    const ours = rows.filter((r) => r.location_id === f.soho).map((r) => r.id);
    expect(ours.sort()).toEqual([ids.pending, ids.declined, ids.completed].sort());
    const pendingThere = await f.warehouseUser(
      'GET',
      `/stock-order-request?loc=${f.warehouse}&type=received&st=pending&limit=1000`,
    );
    const pendingIds = (pendingThere.json().data as OrderRequestRow[]).map((r) => r.id);
    expect(pendingIds).toContain(ids.pending);
    expect(pendingIds).not.toContain(ids.completed);
    const mine = await f.warehouseUser('GET', `/stock-order-request?loc=${f.warehouse}`);
    expect(mine.json().data).toEqual([]);
    const future = await listed(`/stock-order-request?loc=${f.soho}&from=2099-01-01`);
    expect(future.data).toEqual([]);
    const wide = await listed(`/stock-order-request?loc=${f.soho}&from=2020-01-01&to=2099-12-31`);
    expect(wide.pagination.total).toBe(5);
    const reversed = await f.sohoStore(
      'GET',
      `/stock-order-request?loc=${f.soho}&from=2030-01-02&to=2030-01-01`,
    );
    expect(reversed.statusCode).toBe(400);
    // Another place's list is refused.
    expect((await f.sohoStore('GET', `/stock-order-request?loc=${f.warehouse}`)).statusCode).toBe(
      403,
    );
  });

  test('export: order-requests-<ISO timestamp>.xlsx, one row per line', async () => {
    const f = fixture();
    const reply = await f.sohoStore(
      'GET',
      `/stock-order-request/export?loc=${f.soho}&type=created&st=pending`,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="order-requests-\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\.xlsx"$/,
    );
    const book = XLSX.read(reply.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      book.Sheets[book.SheetNames[0]!]!,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ Material: 'or flour', Unit: 'kg', Asked: 5 });
    expect(rows.map((r) => r.Status).sort()).toEqual(['accepted', 'pending']);
    expect(String(rows[0]!.Number)).toMatch(/^OR-\d{6}$/);
  });
});
