import { addDays } from '@contract/businessDay';
import { TODAY_ITEMS_PER_KIND, type TodayItem } from '@contract/today';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, test } from 'vitest';
import { testServer, type Caller } from '../testing/harness';
import { compareItems } from './today';
import { itemFor, itemsOf, testClock, todayBusiness, todayOf, type TodayBusiness } from './testing';

/**
 * Work orders to produce today, through the real API, and the order and caps of the whole reply:
 * overdue first, the newest first, at most TODAY_ITEMS_PER_KIND of a kind with all of them counted.
 */

const R = Date.now();
const clock = testClock(R);
const server = testServer({ demo: false, config: { today: { now: clock.now } } });

let b: TodayBusiness;
let dough: string;
let cook: Caller;
let laCook: Caller;
let reader: Caller;
let today: string;

beforeAll(async () => {
  b = await todayBusiness(server, 'production');
  const flour = await b.create('/materials', { name: 'Flour', unit: 'g' });
  dough = await b.create('/materials', {
    name: 'Pizza dough',
    unit: 'g',
    type: 'SR',
    is_prepared: true,
    recipe: [{ material_id: flour, quantity: 1000, unit: 'g' }],
    yield_quantity: 1500,
  });
  cook = await b.user([b.dubai], ['inventory.read', 'inventory.write']);
  laCook = await b.user([b.la], ['inventory.read', 'inventory.write']);
  reader = await b.user([b.dubai], ['inventory.read']);
  today = b.dubaiClock.today(R);
});

const plan = async (plannedFor: string, location = b.dubai, quantity = 3000) => {
  const reply = await b.admin('POST', '/work-orders', {
    id: uuidv7(),
    location_id: location,
    material_id: dough,
    planned_quantity: quantity,
    planned_for: plannedFor,
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as { id: string; number: string };
};

describe('work orders to produce', () => {
  test('due on their day, overdue after it, not before; confirmed or cancelled: gone', async () => {
    const due = await plan(today);
    const late = await plan(addDays(today, -1));
    const tomorrow = await plan(addDays(today, 1));
    const reply = await todayOf(cook);
    expect(itemsOf(reply, 'work_order_today')).toEqual([
      {
        kind: 'work_order_today',
        id: late.id,
        location_id: b.dubai,
        label: late.number,
        since: new Date(b.dubaiClock.startOf(addDays(today, -1))).toISOString(),
        urgency: 'overdue',
        figures: { quantity: 3000, days_late: 1 },
        unit: 'g',
        detail: 'Pizza dough',
      },
      expect.objectContaining({
        id: due.id,
        urgency: 'due',
        figures: { quantity: 3000, days_late: 0 },
      }),
    ]);
    expect(itemFor(reply, 'work_order_today', tomorrow.id)).toBeUndefined();
    // Tomorrow has come on Dubai's clock.
    clock.set(b.dubaiClock.startOf(addDays(today, 1)));
    expect(itemFor(await todayOf(cook), 'work_order_today', tomorrow.id)).toMatchObject({
      urgency: 'due',
    });
    clock.set(R);
    const confirmed = await cook('POST', `/work-orders/${due.id}/confirm`, {
      actual_quantity: 2900,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const cancelled = await cook('DELETE', `/work-orders/${late.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await cook('DELETE', `/work-orders/${tomorrow.id}`);
    expect((await todayOf(cook)).counts.work_order_today).toBe(0);
  });

  test('only for those who may confirm it, at their own locations', async () => {
    const there = await plan(b.laClock.today(R), b.la);
    expect((await todayOf(reader)).counts.work_order_today).toBe(0);
    expect((await todayOf(cook)).counts.work_order_today).toBe(0);
    expect(itemsOf(await todayOf(laCook), 'work_order_today').map((i) => i.id)).toEqual([there.id]);
    await laCook('DELETE', `/work-orders/${there.id}`);
  });
});

describe('the order and the counts', () => {
  test(`at most ${TODAY_ITEMS_PER_KIND} of a kind are listed, every one counted`, async () => {
    const made = [];
    for (let i = 0; i < TODAY_ITEMS_PER_KIND + 2; i += 1) made.push(await plan(today));
    made.push(await plan(addDays(today, -3)));
    const reply = await todayOf(cook);
    expect(reply.counts.work_order_today).toBe(TODAY_ITEMS_PER_KIND + 3);
    const listed = itemsOf(reply, 'work_order_today');
    expect(listed).toHaveLength(TODAY_ITEMS_PER_KIND);
    // The overdue one first: the cap drops the last of the due ones, not it.
    expect(listed[0]!.id).toBe(made.at(-1)!.id);
    expect([...reply.items].sort(compareItems)).toEqual(reply.items);
  });

  test('overdue before due; within each, the newest first', () => {
    const item = (id: string, urgency: TodayItem['urgency'], since: string): TodayItem => ({
      kind: 'count_overdue',
      id,
      location_id: null,
      label: id,
      since,
      urgency,
      figures: {},
      unit: null,
      detail: null,
    });
    const items = [
      item('due-old', 'due', '2026-12-01T08:00:00.000Z'),
      item('late-old', 'overdue', '2026-11-01T08:00:00.000Z'),
      item('due-new', 'due', '2026-12-03T08:00:00.000Z'),
      item('late-new', 'overdue', '2026-11-20T08:00:00.000Z'),
    ];
    expect(items.sort(compareItems).map((i) => i.id)).toEqual([
      'late-new',
      'late-old',
      'due-new',
      'due-old',
    ]);
  });
});
