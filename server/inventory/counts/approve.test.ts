import { auditReply } from '@contract/audit';
import type { ReviewReply } from '@contract/counts';
import { v4 as uuidv4 } from 'uuid';
import { beforeAll, describe, expect, test } from 'vitest';
import { approveCount } from './approve';
import { at, countFixture, entry } from './testing';
import { salesFixture } from '../../sales/testing';
import { demoServer, errorOf } from '../../testing/harness';

const { server, admin } = demoServer();
const fixture = countFixture(server, admin, 'approve');
const sales = salesFixture(admin);

const T0 = Date.now() - 3 * 3_600_000;

const movementsOf = (countId: string) =>
  server.database.db
    .selectFrom('stock_movements')
    .selectAll()
    .where('document_id', '=', countId)
    .execute();

async function startCount(cutoff: string, sheet = fixture().sheet) {
  const id = uuidv4();
  const reply = await admin('POST', `/inventory-counts/create?loc=${fixture().dubai}`, {
    id,
    sheet_ids: [sheet],
    cutoff_at: cutoff,
  });
  expect(reply.statusCode).toBe(201);
  return id;
}

describe('sales made after the cut-off', () => {
  let burger: string;
  beforeAll(async () => {
    const f = fixture();
    expect(sales().dubai).toBe(f.dubai);
    const product = await admin('POST', '/products', {
      name: 'Count test burger',
      price: 10,
      recipe: [{ material_id: f.beef, quantity: 150, unit: 'g' }],
    });
    expect(product.statusCode).toBe(201);
    burger = product.json().id;
    await f.post([
      { material_id: f.beef, quantity: 5_000, unit_cost: 0.02, occurred_at: at(T0, -60) },
    ]);
  });

  const sell = async (minutes: number) => {
    const invoice = sales().invoice({ created_at: at(T0, minutes) });
    invoice.lines = invoice.lines.map((l) => ({
      ...l,
      product_id: burger,
      quantity: 2,
      unit_price: 5,
    }));
    const reply = await admin('POST', '/invoices', invoice);
    expect(reply.statusCode, reply.body).toBe(201);
  };

  test('are added back when sold before the material was counted, and only then', async () => {
    const f = fixture();
    const countId = await startCount(at(T0, 0));
    await sell(20);
    await f.counterA(
      'POST',
      '/inventory-counts/add-item',
      entry(countId, f.beef, f.fridge, 4_700, at(T0, 45)),
    );
    await sell(50);
    // Milk counted later still leaves the beef's own last entry as its bound.
    await f.counterB(
      'POST',
      '/inventory-counts/add-item',
      entry(countId, f.milk, f.fridge, 0, at(T0, 60)),
    );
    const review = (
      await admin('GET', `/inventory-counts/review?id=${countId}`)
    ).json() as ReviewReply;
    const beef = review.lines.find((l) => l.material_id === f.beef)!;
    // Two burgers of 150 g sold at +20 were on no shelf when the beef was counted at +45; the two
    // sold at +50 were still there.
    expect(beef).toMatchObject({
      counted_raw: 4_700,
      after_cutoff: -300,
      counted: 5_000,
      expected: 5_000,
      variance: 0,
    });
    const approved = await admin('POST', `/inventory-counts/${countId}/approve`, {});
    expect(approved.json()).toMatchObject({ status: 'approved', adjustment_value: 0 });
    expect(await movementsOf(countId)).toHaveLength(0);
    // The audit log says who approved it, with the status as it was and as it is.
    const [logged] = auditReply.parse(
      (await admin('GET', `/audit-log?collection=inventoryCounts&row_id=${countId}`)).json(),
    ).items;
    expect(logged).toMatchObject({ action: 'update', user_name: 'admin' });
    expect(logged!.fields.find((f) => f.field === 'status')).toEqual({
      field: 'status',
      before: 'counting',
      after: 'approved',
    });
  });
});

describe('approve posts once', () => {
  beforeAll(() =>
    fixture().post([
      { material_id: fixture().milk, quantity: 10, unit_cost: 1, occurred_at: at(T0, 90) },
    ]),
  );
  /** A count of milk 3 short, its cut-off after every earlier count's. */
  const prepare = async (minutes: number) => {
    const f = fixture();
    const countId = await startCount(at(T0, minutes));
    const held = (
      await admin('GET', `/inventory-counts/review?id=${countId}`)
    ).json() as ReviewReply;
    const milk = held.lines.find((l) => l.material_id === f.milk)!.expected;
    await f.counterA(
      'POST',
      '/inventory-counts/add-item',
      entry(countId, f.milk, f.fridge, milk - 3, at(T0, minutes + 1)),
    );
    await f.counterA('POST', `/inventory-counts/${countId}/submit`, {});
    return countId;
  };

  test('pressed on two devices at the same moment', async () => {
    const countId = await prepare(100);
    const replies = await Promise.all([
      admin('POST', `/inventory-counts/${countId}/approve`, {}),
      admin('POST', `/inventory-counts/${countId}/approve`, { note: 'second tablet' }),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(replies.map((r) => r.json().status)).toEqual(['approved', 'approved']);
    const posted = await movementsOf(countId);
    expect(posted).toHaveLength(1);
    expect(Number(posted[0]!.quantity)).toBe(-3_000);
    const lines = await server.database.db
      .selectFrom('count_lines')
      .selectAll()
      .where('count_id', '=', countId)
      .execute();
    expect(lines).toHaveLength(1);
  });

  test('sent again with its Idempotency-Key, and again without', async () => {
    const countId = await prepare(150);
    const headers = { 'idempotency-key': `approve-${countId}` };
    const first = await admin('POST', `/inventory-counts/${countId}/approve`, {}, headers);
    const replay = await admin('POST', `/inventory-counts/${countId}/approve`, {}, headers);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const plain = await admin('POST', `/inventory-counts/${countId}/approve`, {});
    expect(plain.json().version).toBe(first.json().version);
    expect(await movementsOf(countId)).toHaveLength(1);
  });
});

describe('the claim itself', () => {
  test('two approving transactions racing without the business lock still post once', async () => {
    const f = fixture();
    const countId = await startCount(at(T0, 300));
    await f.counterA(
      'POST',
      '/inventory-counts/add-item',
      entry(countId, f.flour, f.dry, 1_000, at(T0, 301)),
    );
    const { db } = server.database;
    const auth = {
      sessionId: 'test',
      userId: f.counterAId,
      customerId: f.customerId,
      profile: {} as never,
      grant: {
        is_admin: true,
        modules: [],
        permissions: [],
        location_id: f.dubai,
        allow_locations: [],
      },
    };
    // Plain transactions, not writeTransaction: only the conditional update keeps them apart.
    const results = await Promise.allSettled(
      [0, 1].map(() => db.transaction().execute((trx) => approveCount(trx, auth, countId, {}))),
    );
    const statuses = results.map((r) =>
      r.status === 'fulfilled' ? r.value.status : String(r.reason),
    );
    // SQLite runs them one after the other; PostgreSQL makes the second wait on the row and then
    // find it claimed. Either way one movement, one set of lines.
    expect(statuses).toEqual([200, 200]);
    expect(await movementsOf(countId)).toHaveLength(1);
    const lines = await db
      .selectFrom('count_lines')
      .selectAll()
      .where('count_id', '=', countId)
      .execute();
    expect(lines).toHaveLength(1);
  });
});

describe('send back, PUT and resolutions', () => {
  test('a count sent back reopens on the next entry; stale PUTs are refused', async () => {
    const f = fixture();
    const countId = await startCount(at(T0, 200));
    await f.counterA('POST', `/inventory-counts/${countId}/submit`, { note: 'done' });
    const back = await admin('POST', `/inventory-counts/${countId}/send-back`, {
      note: 'recount milk',
    });
    expect(back.json()).toMatchObject({
      status: 'sent_back',
      review_note: 'recount milk',
      note: 'done',
    });
    const early = await admin('POST', `/inventory-counts/${countId}/approve`, {});
    expect(errorOf(early).code).toBe('INVALID_STATUS_CHANGE');
    await f.counterB(
      'POST',
      '/inventory-counts/add-item',
      entry(countId, f.milk, f.fridge, 1, at(T0, 201)),
    );
    const count = (await f.counterA('GET', `/inventory-counts/by-id?id=${countId}`)).json();
    expect(count.status).toBe('counting');

    const put = await f.counterA('PUT', `/inventory-counts/${countId}`, {
      version: count.version,
      name: 'Recount',
      uncounted: 'zero',
    });
    expect(put.json()).toMatchObject({
      name: 'Recount',
      uncounted: 'zero',
      version: count.version + 1,
    });
    const stale = await f.counterA('PUT', `/inventory-counts/${countId}`, {
      version: count.version,
      name: 'Lost',
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('VERSION_CONFLICT');
    // A bottle found on a shelf no sheet lists: taken, and flagged in the review.
    const stray = await admin('POST', '/materials', {
      name: 'Stray syrup',
      unit: 'piece',
      cost: 4,
    });
    const found = entry(countId, stray.json().id, f.dry, 2, at(T0, 202));
    expect((await f.counterA('POST', '/inventory-counts/add-item', found)).statusCode).toBe(201);
    // Uncounted now means zero: the flour on the sheet goes to 0 on approve.
    const review = (
      await admin('GET', `/inventory-counts/review?id=${countId}`)
    ).json() as ReviewReply;
    expect(review.lines.find((l) => l.material_id === f.flour)).toMatchObject({
      uncounted: true,
      counted: 0,
      on_sheet: true,
    });
    expect(review.lines.find((l) => l.material_id === found.material_id)).toMatchObject({
      on_sheet: false,
      counted: 2,
      expected: 0,
      variance: 2,
      variance_percent: null,
      variance_value: 8,
    });
  });
});
