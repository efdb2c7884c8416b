import { addDays } from '@contract/businessDay';
import { todayServerKinds } from '@contract/today';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, test } from 'vitest';
import { testServer, type Caller } from '../testing/harness';
import { itemFor, itemsOf, testClock, todayBusiness, todayOf, type TodayBusiness } from './testing';

/**
 * `GET /api/today` through the real API (issue 26): each kind appears when its rule says and not
 * otherwise, on the clock of its location; only to users whose permissions let them act on it and
 * only at locations they may use; sorted and counted. Each block signs up a business of its own,
 * makes its rows through the API (straight in the database only what the API cannot make: a failed
 * daily sync or report email), and moves the clock the server's Today reads.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const R = Date.now();
const clock = testClock(R);
const server = testServer({ demo: false, config: { today: { now: clock.now } } });

const iso = (ms: number) => new Date(ms).toISOString();

describe('any signed-in user', () => {
  let b: TodayBusiness;
  beforeAll(async () => {
    clock.set(R);
    b = await todayBusiness(server, 'anyone');
  });

  test('gets every server kind counted, and nothing their permissions do not cover', async () => {
    const nobody = await b.user([b.dubai], []);
    const reply = await todayOf(nobody);
    expect(reply.items).toEqual([]);
    expect(Object.keys(reply.counts).sort()).toEqual([...todayServerKinds].sort());
    expect(Object.values(reply.counts).every((n) => n === 0)).toBe(true);
    expect(reply.as_of).toBe(iso(R));
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/today' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('counts', () => {
  let b: TodayBusiness;
  let sheet: string;
  let laSheet: string;
  let counter: Caller;
  let laCounter: Caller;
  let approver: Caller;
  let reader: Caller;
  // A cut-off three days before the test began, on a whole minute.
  const cutoff = Math.floor((R - 3 * DAY) / MINUTE) * MINUTE;
  const dubaiCount = uuidv7();
  const laCount = uuidv7();

  beforeAll(async () => {
    clock.set(R);
    b = await todayBusiness(server, 'counts');
    const material = await b.create('/materials', { name: 'Flour', unit: 'g' });
    const area = (id = uuidv7()) => [{ id, name: 'Shelf', material_ids: [material] }];
    sheet = await b.create(`/inventory-count-sheets?loc=${b.dubai}`, {
      name: 'Kitchen',
      areas: area(),
    });
    laSheet = await b.create(`/inventory-count-sheets?loc=${b.la}`, {
      name: 'Bar',
      areas: area(),
    });
    counter = await b.user([b.dubai], ['inventory.read', 'inventory.count']);
    laCounter = await b.user([b.la], ['inventory.read', 'inventory.count']);
    approver = await b.user([b.dubai], ['inventory.read', 'inventory.approve']);
    reader = await b.user([b.dubai], ['inventory.read']);
    const make = async (who: Caller, id: string, loc: string, sheetId: string) => {
      const reply = await who('POST', `/inventory-counts/create?loc=${loc}`, {
        id,
        name: `Count ${loc === b.dubai ? 'Dubai' : 'LA'}`,
        sheet_ids: [sheetId],
        cutoff_at: iso(cutoff),
      });
      expect(reply.statusCode, reply.body).toBe(201);
    };
    await make(counter, dubaiCount, b.dubai, sheet);
    await make(laCounter, laCount, b.la, laSheet);
  });

  test('a count open exactly a day after its cut-off is not overdue; a minute more is', async () => {
    clock.set(cutoff + DAY);
    expect(itemsOf(await todayOf(counter), 'count_overdue')).toEqual([]);
    clock.set(cutoff + DAY + MINUTE);
    const reply = await todayOf(counter);
    expect(itemsOf(reply, 'count_overdue')).toEqual([
      {
        kind: 'count_overdue',
        id: dubaiCount,
        location_id: b.dubai,
        label: 'Count Dubai',
        since: iso(cutoff),
        urgency: 'overdue',
        figures: { days_late: 1 },
        unit: null,
        detail: null,
      },
    ]);
    expect(reply.counts.count_overdue).toBe(1);
    clock.set(cutoff + 3 * DAY + MINUTE);
    expect(itemFor(await todayOf(counter), 'count_overdue', dubaiCount)?.figures).toEqual({
      days_late: 3,
    });
  });

  test('a user limited to one location never sees the other location’s count', async () => {
    clock.set(cutoff + 2 * DAY);
    const dubaiSide = await todayOf(counter);
    const laSide = await todayOf(laCounter);
    expect(itemsOf(dubaiSide, 'count_overdue').map((i) => i.id)).toEqual([dubaiCount]);
    expect(itemsOf(laSide, 'count_overdue').map((i) => i.id)).toEqual([laCount]);
    const both = await todayOf(b.admin);
    expect(
      itemsOf(both, 'count_overdue')
        .map((i) => i.id)
        .sort(),
    ).toEqual([dubaiCount, laCount].sort());
  });

  test('without counting or approving, no count items at all', async () => {
    clock.set(cutoff + 2 * DAY);
    const reply = await todayOf(reader);
    expect(reply.counts.count_overdue).toBe(0);
    expect(reply.counts.count_to_review).toBe(0);
  });

  test('submitted: waiting for review for approvers only, and no longer overdue', async () => {
    clock.set(cutoff + 2 * DAY);
    const submitted = await counter('POST', `/inventory-counts/${dubaiCount}/submit`, {});
    expect(submitted.statusCode, submitted.body).toBe(200);
    const forApprover = await todayOf(approver);
    expect(itemsOf(forApprover, 'count_to_review')).toEqual([
      expect.objectContaining({
        id: dubaiCount,
        location_id: b.dubai,
        urgency: 'due',
        since: submitted.json().submitted_at,
      }),
    ]);
    expect(itemsOf(forApprover, 'count_overdue')).toEqual([]);
    const forCounter = await todayOf(counter);
    expect(forCounter.counts.count_to_review).toBe(0);
    expect(forCounter.counts.count_overdue).toBe(0);
    // The approver works at Dubai: the LA count is not theirs even when submitted.
    await laCounter('POST', `/inventory-counts/${laCount}/submit`, {});
    expect(itemsOf(await todayOf(approver), 'count_to_review').map((i) => i.id)).toEqual([
      dubaiCount,
    ]);
  });

  test('approved: gone', async () => {
    const approved = await b.admin('POST', `/inventory-counts/${dubaiCount}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(itemsOf(await todayOf(approver), 'count_to_review')).toEqual([]);
  });
});

describe('order requests and transfers', () => {
  let b: TodayBusiness;
  let material: string;
  let store: Caller;
  let kitchen: Caller;
  let reader: Caller;
  let laStore: Caller;
  let sentOn: string;
  const request = uuidv7();

  const ask = async (id: string, neededBy: string | null = null) => {
    const reply = await store('POST', `/stock-order-request?loc=${b.dubai}`, {
      id,
      from_location_id: b.warehouse,
      needed_by: neededBy,
      lines: [{ id: uuidv7(), material_id: material, quantity: 5 }],
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json() as { id: string; number: string; created_at: string };
  };

  beforeAll(async () => {
    clock.set(R);
    b = await todayBusiness(server, 'requests');
    material = await b.create('/materials', { name: 'Beef', unit: 'g' });
    const write = ['inventory.read', 'inventory.write'] as const;
    store = await b.user([b.dubai], [...write]);
    kitchen = await b.user([b.warehouse], [...write]);
    reader = await b.user([b.dubai, b.warehouse], ['inventory.read']);
    laStore = await b.user([b.la], [...write]);
  });

  test('pending: to accept at the place asked, naming the store; nothing for the store', async () => {
    const made = await ask(request);
    const reply = await todayOf(kitchen);
    expect(itemsOf(reply, 'order_to_accept')).toEqual([
      {
        kind: 'order_to_accept',
        id: request,
        location_id: b.warehouse,
        label: made.number,
        since: made.created_at,
        urgency: 'due',
        figures: {},
        unit: null,
        detail: expect.stringMatching(/^Dubai /),
      },
    ]);
    expect(itemsOf(await todayOf(store), 'order_to_accept')).toEqual([]);
    expect((await todayOf(reader)).items).toEqual([]);
    expect((await todayOf(laStore)).items).toEqual([]);
  });

  test('overdue to accept once the day it was needed by has passed on that place’s clock', async () => {
    const late = uuidv7();
    await ask(late, addDays(b.dubaiClock.today(R), -1));
    const onTime = uuidv7();
    await ask(onTime, b.dubaiClock.today(R));
    const reply = await todayOf(kitchen);
    expect(itemFor(reply, 'order_to_accept', late)).toMatchObject({
      urgency: 'overdue',
      figures: { days_late: 1 },
    });
    expect(itemFor(reply, 'order_to_accept', onTime)).toMatchObject({ urgency: 'due' });
    // Overdue before due.
    expect(reply.items[0]!.id).toBe(late);
    for (const id of [late, onTime]) {
      await kitchen('PUT', `/stock-order-request/status/${id}`, { status: 'declined' });
    }
    expect(itemsOf(await todayOf(kitchen), 'order_to_accept').map((i) => i.id)).toEqual([request]);
  });

  test('accepted: to send, at the place asked', async () => {
    const accepted = await kitchen('PUT', `/stock-order-request/accept/${request}`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const reply = await todayOf(kitchen);
    expect(itemsOf(reply, 'order_to_accept')).toEqual([]);
    expect(itemsOf(reply, 'order_to_send')).toEqual([
      expect.objectContaining({ id: request, since: accepted.json().accepted_at }),
    ]);
  });

  test('sent: to receive at the store that asked, naming the place it comes from', async () => {
    const sent = await kitchen('PUT', `/stock-order-request/status/${request}`, {
      status: 'sent',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // The business date it was sent on, on the receiver's clock.
    sentOn = b.dubaiClock.at(Date.parse(sent.json().sent_at)).business_date;
    expect((await todayOf(kitchen)).items).toEqual([]);
    const reply = await todayOf(store);
    expect(itemsOf(reply, 'order_to_receive')).toEqual([
      expect.objectContaining({
        id: request,
        location_id: b.dubai,
        since: sent.json().sent_at,
        urgency: 'due',
        detail: expect.stringMatching(/^Warehouse /),
      }),
    ]);
    expect(itemsOf(reply, 'transfer_late')).toEqual([]);
  });

  test('a transfer is late after the day after it was sent, and listed once, as late', async () => {
    const transfer = (await store('GET', `/stock-order-request/${request}`)).json()
      .transfer_id as string;
    // The last minute of the day after it was sent, on the receiver's clock: expected still.
    clock.set(b.dubaiClock.startOf(addDays(sentOn, 2)) - MINUTE);
    expect(itemsOf(await todayOf(store), 'transfer_late')).toEqual([]);
    clock.set(b.dubaiClock.startOf(addDays(sentOn, 2)) + MINUTE);
    const reply = await todayOf(store);
    expect(itemsOf(reply, 'transfer_late')).toEqual([
      expect.objectContaining({
        id: transfer,
        location_id: b.dubai,
        urgency: 'overdue',
        figures: { days_late: 1 },
        detail: expect.stringMatching(/^Warehouse /),
      }),
    ]);
    expect(itemsOf(reply, 'order_to_receive')).toEqual([]);
    expect(reply.counts.order_to_receive).toBe(0);
    // The sender does not receive it: not theirs to settle.
    expect(itemsOf(await todayOf(kitchen), 'transfer_late')).toEqual([]);
  });

  test('a request needed later than the next day is expected on the day it was needed by', async () => {
    const later = uuidv7();
    clock.set(R);
    await ask(later, addDays(sentOn, 4));
    await kitchen('PUT', `/stock-order-request/accept/${later}`, {});
    await kitchen('PUT', `/stock-order-request/status/${later}`, { status: 'sent' });
    const transfer = (await store('GET', `/stock-order-request/${later}`)).json().transfer_id;
    clock.set(b.dubaiClock.startOf(addDays(sentOn, 3)));
    expect(itemFor(await todayOf(store), 'transfer_late', transfer)).toBeUndefined();
    expect(itemFor(await todayOf(store), 'order_to_receive', later)).toBeDefined();
    clock.set(b.dubaiClock.startOf(addDays(sentOn, 5)));
    expect(itemFor(await todayOf(store), 'transfer_late', transfer)).toMatchObject({
      figures: { days_late: 1 },
    });
  });

  test('received: gone', async () => {
    const done = await store('PUT', `/stock-order-request/status/${request}`, {
      status: 'completed',
    });
    expect(done.statusCode, done.body).toBe(200);
    const reply = await todayOf(store);
    expect(reply.items.some((i) => i.id === request)).toBe(false);
    expect(reply.counts.transfer_late).toBe(1);
  });
});
