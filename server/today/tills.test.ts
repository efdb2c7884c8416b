import { addDays } from '@contract/businessDay';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, test } from 'vitest';
import { testServer, type Caller } from '../testing/harness';
import { itemFor, itemsOf, testClock, todayBusiness, todayOf, type TodayBusiness } from './testing';

/**
 * Silent tills through the real API: a till's sales go in as tills send them (`POST
 * /invoices/batch`), eight weeks of them, and the server judges the silence at a moment of the
 * test's choosing (silence.ts has the rule's own tests on hand-made series). Two restaurants half a
 * world apart, Dubai and Los Angeles, both open 11:00–23:00 on their own clocks.
 */

const MINUTE = 60_000;
const R = Date.now();
const clock = testClock(R);
const server = testServer({ demo: false, config: { today: { now: clock.now } } });

let b: TodayBusiness;
let product: string;
let cash: string;
let manager: Caller;
let laManager: Caller;
let noDashboard: Caller;
/** Two days back in Dubai, and the instants of 14:30 that day in Dubai and in Los Angeles. */
let day: string;
let dubaiJudged: number;
let laJudged: number;

const wall = (b: TodayBusiness, place: 'dubai' | 'la', date: string, time: string) =>
  (place === 'dubai' ? b.dubaiClock : b.laClock).clock.wallClockToInstant(
    Date.parse(`${date}T${time}:00Z`),
  );

async function sell(location: string, instants: readonly number[]) {
  for (let start = 0; start < instants.length; start += 500) {
    const reply = await b.admin('POST', '/invoices/batch', {
      invoices: instants.slice(start, start + 500).map((at) => ({
        id: uuidv7(),
        location_id: location,
        number: `T-${uuidv7().slice(-10)}`,
        created_at: new Date(at).toISOString(),
        status: 'completed',
        lines: [
          {
            product_id: product,
            name: 'Coffee',
            quantity: 1,
            unit_price: 10,
            discount: 0,
            tax: 0,
            modifiers: [],
          },
        ],
        payments: [{ payment_method_id: cash, amount: 10 }],
      })),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const statuses = (reply.json().results as Array<{ status: number }>).map((r) => r.status);
    expect(
      statuses.every((s) => s === 201),
      reply.body.slice(0, 500),
    ).toBe(true);
  }
}

/** 12 sales in the 14:00 hour and 4 at noon, on each of the 8 same weekdays before `date`. */
function history(place: 'dubai' | 'la', date: string): number[] {
  const out: number[] = [];
  for (let week = 1; week <= 8; week += 1) {
    const past = addDays(date, -7 * week);
    for (let i = 0; i < 12; i += 1) out.push(wall(b, place, past, '14:00') + i * 5 * MINUTE);
    for (let i = 0; i < 4; i += 1) out.push(wall(b, place, past, '12:00') + i * 10 * MINUTE);
  }
  return out;
}

beforeAll(async () => {
  b = await todayBusiness(server, 'tills');
  product = await b.create('/products', { name: 'Coffee', price: 10 });
  cash = await b.create('/payment-methods', { name: 'Cash', kind: 'cash' });
  const rows = Array.from({ length: 7 }, (_, day_of_week) => ({
    day_of_week,
    ranges: [{ from: '11:00', to: '23:00' }],
  }));
  for (const loc of [b.dubai, b.la]) {
    const hours = await b.admin('POST', `/location-days-hours-config/bulk-upsert?loc=${loc}`, {
      rows,
    });
    expect(hours.statusCode, hours.body).toBe(200);
  }
  manager = await b.user([b.dubai], ['dashboard.read']);
  laManager = await b.user([b.la], ['dashboard.read']);
  noDashboard = await b.user([b.dubai, b.la], ['reporting.read', 'sales.read']);
  // Two days back: 14:30 in Dubai and in LA (half a day later) are past, with every sale.
  day = addDays(b.dubaiClock.today(R), -2);
  dubaiJudged = wall(b, 'dubai', day, '14:30');
  laJudged = wall(b, 'la', day, '14:30');
  await sell(b.dubai, [...history('dubai', day), wall(b, 'dubai', day, '14:00')]);
  await sell(b.la, [...history('la', day), wall(b, 'la', day, '14:00')]);
});

describe('a silent till', () => {
  test('is a location open now with no sale for longer than its usual gap at this hour', async () => {
    clock.set(dubaiJudged);
    const reply = await todayOf(manager);
    // 12 sales an hour at 14:00 on the same weekday: a sale comes within 24 minutes 99 times in 100.
    expect(itemsOf(reply, 'till_silent')).toEqual([
      {
        kind: 'till_silent',
        id: b.dubai,
        location_id: b.dubai,
        label: expect.stringMatching(/^Dubai /),
        since: new Date(wall(b, 'dubai', day, '14:00')).toISOString(),
        urgency: 'overdue',
        figures: { silent_minutes: 30, usual_gap_minutes: 24, usual_per_hour: 12 },
        unit: null,
        detail: null,
      },
    ]);
  });

  test('not within its usual gap', async () => {
    clock.set(wall(b, 'dubai', day, '14:24'));
    expect((await todayOf(manager)).counts.till_silent).toBe(0);
    clock.set(wall(b, 'dubai', day, '14:25'));
    expect((await todayOf(manager)).counts.till_silent).toBe(1);
  });

  test('on each location’s own clock: Los Angeles is closed at 14:30 in Dubai, and the other way', async () => {
    clock.set(dubaiJudged);
    expect((await todayOf(laManager)).counts.till_silent).toBe(0);
    clock.set(laJudged);
    expect(itemsOf(await todayOf(laManager), 'till_silent')).toEqual([
      expect.objectContaining({
        id: b.la,
        figures: { silent_minutes: 30, usual_gap_minutes: 24, usual_per_hour: 12 },
      }),
    ]);
    // 02:30 the next morning in Dubai: closed, so not silent.
    expect((await todayOf(manager)).counts.till_silent).toBe(0);
    const both = await todayOf(b.admin);
    expect(itemsOf(both, 'till_silent').map((i) => i.id)).toEqual([b.la]);
  });

  test('only for those who see the dashboard, at their own locations', async () => {
    clock.set(dubaiJudged);
    expect((await todayOf(noDashboard)).counts.till_silent).toBe(0);
    expect((await todayOf(laManager)).counts.till_silent).toBe(0);
    expect(itemFor(await todayOf(b.admin), 'till_silent', b.dubai)).toBeDefined();
  });

  test('clears as soon as a sale arrives', async () => {
    clock.set(dubaiJudged);
    await sell(b.dubai, [dubaiJudged - MINUTE]);
    expect((await todayOf(manager)).counts.till_silent).toBe(0);
    expect(itemFor(await todayOf(b.admin), 'till_silent', b.dubai)).toBeUndefined();
  });

  test('a location without history (the warehouse sells nothing; a new shop) has none', async () => {
    const shop = await b.create('/locations', { name: 'New shop', kind: 'retail' });
    await b.admin('POST', `/config?loc=${shop}`, { name: 'time_zone', value: 'Asia/Dubai' });
    await sell(shop, [wall(b, 'dubai', day, '11:00')]);
    clock.set(dubaiJudged + 60 * MINUTE);
    const reply = await todayOf(b.admin);
    expect(itemFor(reply, 'till_silent', shop)).toBeUndefined();
    expect(itemFor(reply, 'till_silent', b.warehouse)).toBeUndefined();
  });
});
