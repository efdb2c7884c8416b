import type { ReviewLine, ReviewReply } from '@contract/counts';
import { v4 as uuidv4 } from 'uuid';
import { beforeAll, describe, expect, test } from 'vitest';
import { at, countFixture, entry } from './testing';
import { stockAt } from '../ledger';
import { demoServer, errorOf } from '../../testing/harness';

const { server, admin } = demoServer();
const fixture = countFixture(server, admin, 'flow');

/** Two hours ago: the cut-off; everything else is minutes after it (or before). */
const T0 = Date.now() - 2 * 3_600_000;
const countId = uuidv4();

const lineOf = (review: ReviewReply, material: string): ReviewLine => {
  const line = review.lines.find((l) => l.material_id === material);
  if (!line) throw new Error(`no line for ${material}`);
  return line;
};

const countMovements = async (material: string) =>
  server.database.db
    .selectFrom('stock_movements')
    .selectAll()
    .where('document_id', '=', countId)
    .where('material_id', '=', material)
    .execute();

describe('a count from two devices, reviewed at its cut-off and approved once', () => {
  beforeAll(async () => {
    const f = fixture();
    await f.post([
      { material_id: f.beef, quantity: 10_000, unit_cost: 0.02, occurred_at: at(T0, -60) },
      { material_id: f.milk, quantity: 24, unit_cost: 1.5, occurred_at: at(T0, -60) },
      { material_id: f.flour, quantity: 5, unit_cost: 1, occurred_at: at(T0, -60) },
      // Used during service after the cut-off, between the two beef entries.
      { material_id: f.beef, quantity: -1_000, occurred_at: at(T0, 30) },
    ]);
  });

  test('create is idempotent on the id; another cut-off under that id is refused', async () => {
    const f = fixture();
    const body = { id: countId, name: 'Sunday', sheet_ids: [f.sheet], cutoff_at: at(T0, 0) };
    const created = await f.counterA('POST', `/inventory-counts/create?loc=${f.dubai}`, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'counting', location_id: f.dubai, version: 1 });
    const again = await f.counterA('POST', `/inventory-counts/create?loc=${f.dubai}`, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(created.json());
    const other = await f.counterA('POST', `/inventory-counts/create?loc=${f.dubai}`, {
      ...body,
      cutoff_at: at(T0, 5),
    });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).code).toBe('ID_REUSED');
    // The sheets must be the count's location's.
    const wrong = await admin('POST', `/inventory-counts/create?loc=${f.dubai}`, {
      id: uuidv4(),
      sheet_ids: [f.sohoSheet],
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields).toHaveProperty('sheet_ids.0');
  });

  test('entries land once each; a second content under one id is refused', async () => {
    const f = fixture();
    // Beef in two areas: dry store before the wastage, fridge after it.
    const dry = entry(countId, f.beef, f.dry, 3_000, at(T0, 10));
    expect((await f.counterA('POST', '/inventory-counts/add-item', dry)).statusCode).toBe(201);
    const resend = await f.counterA('POST', '/inventory-counts/add-item', dry);
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toMatchObject({ id: dry.id, quantity: 3_000 });
    const reused = await f.counterA('POST', '/inventory-counts/add-item', {
      ...dry,
      area_id: f.fridge,
    });
    expect(errorOf(reused).code).toBe('ID_REUSED');
    // As the app's outbox sends it: the entry id is the Idempotency-Key.
    const fridge = entry(countId, f.beef, f.fridge, 5_000, at(T0, 60));
    const key = { 'idempotency-key': fridge.id };
    const sent = await f.counterA('POST', '/inventory-counts/add-item', fridge, key);
    expect(sent.statusCode).toBe(201);
    const replayed = await f.counterA('POST', '/inventory-counts/add-item', fridge, key);
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(sent.json());

    // Milk: 1 case + 3, then add 5, then a correction to 18; counter B counts 6 on the same shelf.
    const packs = entry(countId, f.milk, f.fridge, 0, at(T0, 11), {
      parts: [
        { unit: 'case', factor: 12, quantity: 1 },
        { unit: '', factor: 1, quantity: 3 },
      ],
    });
    const added = await f.counterA('POST', '/inventory-counts/add-item', packs);
    expect(added.json().quantity).toBe(15);
    await f.counterA(
      'POST',
      '/inventory-counts/add-item',
      entry(countId, f.milk, f.fridge, 5, at(T0, 12)),
    );
    await f.counterA(
      'POST',
      '/inventory-counts/add-item',
      entry(countId, f.milk, f.fridge, 18, at(T0, 13), { mode: 'replace' }),
    );
    const b = entry(countId, f.milk, f.fridge, 6, at(T0, 14), { device_id: 'tablet-2' });
    expect((await f.counterB('POST', '/inventory-counts/add-item', b)).statusCode).toBe(201);

    // A mistaken entry, undone (twice: the second changes nothing).
    const oops = entry(countId, f.beef, f.fridge, 99_999, at(T0, 15));
    await f.counterB('POST', '/inventory-counts/add-item', oops);
    const undo = await f.counterB('DELETE', '/inventory-counts/activity', { id: oops.id });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().deleted_at).not.toBeNull();
    const undoAgain = await f.counterB('DELETE', '/inventory-counts/activity', { id: oops.id });
    expect(undoAgain.json()).toEqual(undo.json());

    const activity = (await f.counterA('GET', `/inventory-counts/activity?id=${countId}`)).json();
    expect(activity.data).toHaveLength(7);
    expect(activity.data[0].id).toBe(fridge.id);
    expect(activity.data.find((e: { id: string }) => e.id === oops.id).deleted_at).not.toBeNull();
  });

  test('an area not on the count’s sheets and a material of no one are refused', async () => {
    const f = fixture();
    const area = await f.counterA(
      'POST',
      '/inventory-counts/add-item',
      entry(countId, f.beef, uuidv4(), 1, at(T0, 20)),
    );
    expect(errorOf(area).fields).toHaveProperty('area_id');
    const material = await f.counterA(
      'POST',
      '/inventory-counts/add-item',
      entry(countId, uuidv4(), f.fridge, 1, at(T0, 20)),
    );
    expect(errorOf(material).fields).toHaveProperty('material_id');
    const retired = await admin('POST', '/materials', { name: 'Retired', is_active: false });
    const inactive = await f.counterA(
      'POST',
      '/inventory-counts/add-item',
      entry(countId, retired.json().id, f.fridge, 1, at(T0, 20)),
    );
    expect(errorOf(inactive).fields).toHaveProperty('material_id');
  });

  test('the review brings each material back to the cut-off and flags the double count', async () => {
    const f = fixture();
    const reply = await admin('GET', `/inventory-counts/review?id=${countId}`);
    expect(reply.statusCode).toBe(200);
    const review = reply.json() as ReviewReply;
    // 3,000 + 5,000 counted; the 1,000 used before the last entry is added back.
    expect(lineOf(review, f.beef)).toMatchObject({
      counted_raw: 8_000,
      after_cutoff: -1_000,
      counted: 9_000,
      expected: 10_000,
      variance: -1_000,
      variance_percent: -10,
      variance_value: -20,
      needs_resolution: false,
      on_sheet: true,
    });
    const milk = lineOf(review, f.milk);
    expect(milk).toMatchObject({ counted: 24, needs_resolution: true, expected: 24, variance: 0 });
    expect(milk.counters.map((c) => [c.user_id, c.quantity]).sort()).toEqual(
      [
        [f.counterAId, 18],
        [f.counterBId, 6],
      ].sort(),
    );
    expect(lineOf(review, f.flour)).toMatchObject({ counted: null, uncounted: true, variance: 0 });
    expect(review.lines[0]!.material_id).toBe(f.beef);
    expect(review.totals).toMatchObject({ lines: 3, counted_lines: 2, needs_resolution: 1 });
  });

  test('submitted counts still take entries; approve waits for double counts to be settled', async () => {
    const f = fixture();
    // No body at all: the device's submit carries nothing.
    const submitted = await f.counterA('POST', `/inventory-counts/${countId}/submit`);
    expect(submitted.json().status).toBe('submitted');
    // A tablet reconnecting after submit: its entry lands, the count stays submitted.
    const late = entry(countId, f.flour, f.dry, 4, at(T0, 40), { device_id: 'tablet-3' });
    expect((await f.counterB('POST', '/inventory-counts/add-item', late)).statusCode).toBe(201);
    expect((await admin('GET', `/inventory-counts/by-id?id=${countId}`)).json().status).toBe(
      'submitted',
    );

    const refused = await admin('POST', `/inventory-counts/${countId}/approve`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'UNRESOLVED_ENTRIES',
      unresolved: [{ material_id: f.milk, area_id: f.fridge }],
    });
    expect(await countMovements(f.beef)).toHaveLength(0);

    const approved = await admin('POST', `/inventory-counts/${countId}/approve`, {
      resolutions: [{ material_id: f.milk, area_id: f.fridge, keep: f.counterAId }],
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', adjustment_value: -20 - 9 - 1 });
  });

  test('approve posts the variances at the cut-off and records the lines, once', async () => {
    const f = fixture();
    const [beef] = await countMovements(f.beef);
    expect(beef).toMatchObject({ kind: 'count', occurred_at: at(T0, 0) });
    expect(Number(beef!.quantity)).toBe(-1_000_000);
    expect(Number((await countMovements(f.milk))[0]!.quantity)).toBe(-6_000);
    const again = await admin('POST', `/inventory-counts/${countId}/approve`, {});
    expect(again.statusCode).toBe(200);
    expect(await countMovements(f.beef)).toHaveLength(1);

    const { db } = server.database;
    const now = await stockAt(db, f.customerId, f.dubai, {
      materialIds: [f.beef, f.milk, f.flour],
    });
    // Counted 9,000 at the cut-off, 1,000 used since.
    expect(now.get(f.beef)!.quantity).toBe(8_000);
    expect(now.get(f.milk)!.quantity).toBe(18);
    expect(now.get(f.flour)!.quantity).toBe(4);
    const lines = await db
      .selectFrom('count_lines')
      .selectAll()
      .where('count_id', '=', countId)
      .execute();
    expect(lines.map((l) => [l.material_id, Number(l.counted)]).sort()).toEqual(
      [
        [f.beef, 9_000_000],
        [f.milk, 18_000],
        [f.flour, 4_000],
      ].sort(),
    );
  });

  test('an approved count is closed to entries and undos', async () => {
    const f = fixture();
    const closed = await f.counterA(
      'POST',
      '/inventory-counts/add-item',
      entry(countId, f.beef, f.dry, 1, at(T0, 90)),
    );
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).code).toBe('COUNT_CLOSED');
    const activity = (await f.counterA('GET', `/inventory-counts/activity?id=${countId}`)).json();
    const live = activity.data.find((e: { deleted_at: string | null }) => e.deleted_at === null);
    const undo = await f.counterA('DELETE', '/inventory-counts/activity', { id: live.id });
    expect(errorOf(undo).code).toBe('COUNT_CLOSED');
    const put = await admin('PUT', `/inventory-counts/${countId}`, { version: 99, name: 'x' });
    expect(errorOf(put).code).toBe('COUNT_CLOSED');
  });

  test('a delivery dated before the cut-off, posted after approval, changes the count, not stock', async () => {
    const f = fixture();
    await f.post([
      { material_id: f.beef, quantity: 500, unit_cost: 0.02, occurred_at: at(T0, -30) },
    ]);
    const { db } = server.database;
    const now = await stockAt(db, f.customerId, f.dubai, { materialIds: [f.beef] });
    expect(now.get(f.beef)!.quantity).toBe(8_000);
    const sum = (await countMovements(f.beef)).reduce((s, m) => s + Number(m.quantity), 0);
    expect(sum).toBe(-1_500_000);
    const count = (await admin('GET', `/inventory-counts/by-id?id=${countId}`)).json();
    expect(count.adjustment_value).toBe(-30 - 10);
    const review = (await admin('GET', `/inventory-counts/review?id=${countId}`)).json();
    expect(lineOf(review, f.beef)).toMatchObject({
      expected: 10_500,
      counted: 9_000,
      variance: -1_500,
    });
  });
});
