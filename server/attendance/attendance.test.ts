import { type AttendanceDay } from '@contract/attendance';
import {
  monthlyAttendanceReply,
  todayAttendanceReply,
  userDayReply,
} from '@contract/attendanceReplies';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, test } from 'vitest';
import { DEMO_CUSTOMER_ID } from '../demo';
import { topUpDemoAttendance } from '../demo/attendance';
import { caller, demoServer, errorOf, type Caller } from '../testing/harness';

/** The server's clock, moved by the tests (the routes read it through `dailySync.now`). */
let now = Date.parse('2026-11-20T08:00:00Z');
const { server, admin, staff, staffLocation } = demoServer({
  config: { dailySync: { now: () => now } },
});

/** A business of its own at UTC+4, open 09:00–22:00, Friday 18:00–02:00, closed on 2026-11-11. */
let owner: Caller;
let ownerId: string;
let cafe: string;
let demoAdminId: string;

beforeAll(async () => {
  const registered = await admin('POST', '/auth/register', {
    business_name: 'Clockwork Cafe',
    location_name: 'Clockwork',
    time_zone: 'UTC+4',
    username: 'clockwork-owner',
    email: 'owner@clockwork.test',
    password: 'clockwork-password-1',
  });
  expect(registered.statusCode, registered.body).toBe(201);
  owner = caller(server.app, registered.json().token);
  ownerId = registered.json().user.id;
  cafe = registered.json().user.location_id;
  const week = [0, 1, 2, 3, 4, 6].map((day_of_week) => ({
    day_of_week,
    ranges: [{ from: '09:00', to: '22:00' }],
  }));
  const hours = await owner('POST', `/location-days-hours-config/bulk-upsert?loc=${cafe}`, {
    rows: [
      ...week,
      { day_of_week: 5, ranges: [{ from: '18:00', to: '02:00' }] },
      { date: '2026-11-11', name: 'Stocktake', is_closed: true },
    ],
  });
  expect(hours.statusCode, hours.body).toBe(200);
  demoAdminId = (await admin('GET', '/user-find/current')).json().id;
});

const tap = (kind: 'clock_in' | 'clock_out', at: string, extra: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  user_id: ownerId,
  location_id: cafe,
  kind,
  at,
  ...extra,
});
const post = async (body: Record<string, unknown>, who: Caller = owner) => {
  const reply = await who('POST', '/attendance/events', body);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as { id: string };
};
const correct = async (body: Record<string, unknown>) => {
  const reply = await owner('POST', '/attendance/corrections', {
    id: uuidv7(),
    user_id: ownerId,
    location_id: cafe,
    ...body,
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as { id: string };
};
const month = async (m = '2026-11') => {
  const reply = await owner('GET', `/monthly-attendance/${ownerId}?month=${m}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return monthlyAttendanceReply.parse(reply.json());
};
const dayOf = async (date: string): Promise<AttendanceDay | undefined> =>
  (await month()).days.find((d) => d.business_date === date);

describe('clock events from the tills', () => {
  test('the same event sent twice is recorded once; the same id with other content is refused', async () => {
    const body = tap('clock_in', '2026-11-02T09:05:00+04:00', { device: 'till-1' });
    const first = await owner('POST', '/attendance/events', body);
    const again = await owner('POST', '/attendance/events', body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({
      at: '2026-11-02T05:05:00.000Z',
      business_date: '2026-11-02',
    });
    const other = await owner('POST', '/attendance/events', {
      ...body,
      at: '2026-11-02T09:06:00+04:00',
    });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).code).toBe('ID_REUSED');
    const stored = await server.database.db
      .selectFrom('attendance_events')
      .select('id')
      .where('id', '=', body.id)
      .execute();
    expect(stored).toHaveLength(1);
  });

  test('late is a first clock-in more than five minutes after opening: 09:05:00 is on time, 09:05:01 late', async () => {
    // 2026-11-02 started in the test above at 09:05:00.
    await post(tap('clock_out', '2026-11-02T17:05:00+04:00'));
    await post(tap('clock_in', '2026-11-03T09:05:01+04:00'));
    await post(tap('clock_out', '2026-11-03T17:06:01+04:00'));
    const monday = await dayOf('2026-11-02');
    const tuesday = await dayOf('2026-11-03');
    expect(monday).toMatchObject({ opening: '09:00', late: false, late_minutes: 0 });
    expect(tuesday).toMatchObject({ late: true, late_minutes: 5 });
    // Overtime is what a day holds beyond 480 minutes: exactly 480 is none, 481 is one.
    expect(monday).toMatchObject({ worked_minutes: 480, overtime_minutes: 0 });
    expect(tuesday).toMatchObject({ worked_minutes: 481, overtime_minutes: 1 });
  });

  test('events that arrive late and out of order make the shift they belong to', async () => {
    await post(tap('clock_out', '2026-11-04T18:00:00+04:00'));
    await post(tap('clock_in', '2026-11-04T10:01:00+04:00'));
    // The first tap of the pair arrives last, from a till that was offline; the repeat tap a
    // minute later is the same clock-in.
    await post(tap('clock_in', '2026-11-04T10:00:00+04:00'));
    const wednesday = await dayOf('2026-11-04');
    expect(wednesday?.shifts).toHaveLength(1);
    expect(wednesday).toMatchObject({
      first_in: '2026-11-04T06:00:00.000Z',
      last_out: '2026-11-04T14:00:00.000Z',
      worked_minutes: 480,
      late: true,
      needs_correction: false,
    });
  });

  test('a shift past midnight counts on the day it started', async () => {
    await post(tap('clock_in', '2026-11-06T17:55:00+04:00'));
    await post(tap('clock_out', '2026-11-07T02:15:00+04:00'));
    const friday = await dayOf('2026-11-06');
    expect(friday).toMatchObject({ opening: '18:00', late: false, worked_minutes: 500 });
    expect(friday?.overtime_minutes).toBe(20);
    expect(await dayOf('2026-11-07')).toBeUndefined();
  });

  test('a day the location is closed has no opening, so no one is late', async () => {
    await post(tap('clock_in', '2026-11-11T13:00:00+04:00'));
    await post(tap('clock_out', '2026-11-11T15:00:00+04:00'));
    expect(await dayOf('2026-11-11')).toMatchObject({
      opening: null,
      late: false,
      worked_minutes: 120,
    });
  });

  test('a time ahead of the server clock is refused; garbage is a 400, never a 500', async () => {
    const ahead = new Date(now + 11 * 60_000).toISOString();
    expect((await owner('POST', '/attendance/events', tap('clock_in', ahead))).statusCode).toBe(
      400,
    );
    for (const body of [
      {},
      { ...tap('clock_in', '2026-11-02T09:00:00Z'), kind: 'lunch' },
      { ...tap('clock_in', '2026-11-02T09:00:00Z'), id: 'not-a-uuid' },
      { ...tap('clock_in', 'yesterday') },
      { ...tap('clock_in', '2026-11-02T09:00:00Z'), extra: 1 },
      [1, 2],
    ]) {
      const reply = await owner('POST', '/attendance/events', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const path of [
      `/monthly-attendance/${ownerId}?month=2026-13`,
      `/monthly-attendance/not-an-id`,
      `/today-attendance/${ownerId}?date=2026-1-01`,
    ]) {
      expect((await owner('GET', path)).statusCode, path).toBe(400);
    }
  });
});

describe('corrections', () => {
  test('a forgotten clock-out is corrected with a reason, shown on the day with who and when', async () => {
    await post(tap('clock_in', '2026-11-09T09:00:00+04:00'));
    await post(tap('clock_in', '2026-11-10T09:00:00+04:00'));
    const out = await post(tap('clock_out', '2026-11-10T17:00:00+04:00'));
    const forgotten = await dayOf('2026-11-09');
    expect(forgotten).toMatchObject({ needs_correction: true, worked_minutes: 0 });
    expect(forgotten?.shifts[0]?.state).toBe('missing_clock_out');

    await correct({
      kind: 'clock_out',
      at: '2026-11-09T17:30:00+04:00',
      reason: 'Forgot at close',
    });
    const corrected = await dayOf('2026-11-09');
    expect(corrected).toMatchObject({
      needs_correction: false,
      corrected: true,
      worked_minutes: 510,
    });
    expect(corrected?.shifts[0]?.clock_out?.correction).toMatchObject({
      reason: 'Forgot at close',
      by: ownerId,
      by_name: 'clockwork-owner',
      replaces: null,
    });
    // The audit log keeps the correction too, with its reason and who made it.
    const log = await owner('GET', '/audit-log?collection=attendance_corrections&area=attendance');
    expect(log.statusCode, log.body).toBe(200);
    const logged = (log.json() as { items: Array<Record<string, unknown>> }).items;
    expect(logged[0]).toMatchObject({ action: 'create', user_id: ownerId });
    expect(logged[0]!.fields).toContainEqual(
      expect.objectContaining({ field: 'reason', after: 'Forgot at close' }),
    );

    // A wrong time: the till's event stays recorded, the correction stands in its place.
    await correct({
      kind: 'clock_out',
      at: '2026-11-10T16:00:00+04:00',
      replaces_event_id: out.id,
      reason: 'Left early, tapped late',
    });
    const tuesday = await dayOf('2026-11-10');
    expect(tuesday?.worked_minutes).toBe(420);
    expect(tuesday?.shifts[0]?.clock_out?.correction?.replaces).toEqual({
      id: out.id,
      at: '2026-11-10T13:00:00.000Z',
    });
    const kept = await server.database.db
      .selectFrom('attendance_events')
      .select('at')
      .where('id', '=', out.id)
      .executeTakeFirstOrThrow();
    expect(kept.at).toBe('2026-11-10T13:00:00.000Z');
  });

  test('a correction is recorded once, refuses other content under its id, and needs a reason', async () => {
    const body = {
      id: uuidv7(),
      user_id: ownerId,
      location_id: cafe,
      kind: 'clock_in',
      at: '2026-11-12T09:00:00+04:00',
      reason: 'Till was down',
    };
    expect((await owner('POST', '/attendance/corrections', body)).statusCode).toBe(201);
    expect((await owner('POST', '/attendance/corrections', body)).statusCode).toBe(200);
    const other = await owner('POST', '/attendance/corrections', { ...body, reason: 'Other' });
    expect(errorOf(other).code).toBe('ID_REUSED');
    const blank = await owner('POST', '/attendance/corrections', {
      ...body,
      id: uuidv7(),
      reason: ' ',
    });
    expect(blank.statusCode).toBe(400);
    const noTime = await owner('POST', '/attendance/corrections', {
      ...body,
      id: uuidv7(),
      at: null,
    });
    expect(noTime.statusCode).toBe(400);
    const unknown = await owner('POST', '/attendance/corrections', {
      ...body,
      id: uuidv7(),
      replaces_event_id: uuidv7(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  test("a month's totals are the sums of its days", async () => {
    const { days, totals } = await month();
    expect(totals).toEqual({
      days: days.filter((d) => d.first_in).length,
      worked_minutes: days.reduce((s, d) => s + d.worked_minutes, 0),
      late_arrivals: days.filter((d) => d.late).length,
      overtime_minutes: days.reduce((s, d) => s + d.overtime_minutes, 0),
      needs_correction: days.filter((d) => d.needs_correction).length,
    });
    expect(totals.late_arrivals).toBe(2);
    expect(totals.overtime_minutes).toBe(1 + 20 + 30);
  });
});

describe("a location's day", () => {
  test('shows who is in and since when, late or not, and who left', async () => {
    now = Date.parse('2026-11-19T06:00:00Z'); // 10:00 at UTC+4
    const clockIn = '2026-11-19T09:20:00+04:00';
    await post(tap('clock_in', clockIn));
    const read = async () => {
      const reply = await owner('GET', `/today-attendance?loc=${cafe}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return todayAttendanceReply.parse(reply.json());
    };
    const inNow = await read();
    expect(inNow).toMatchObject({ business_date: '2026-11-19', opening: '09:00' });
    expect(inNow.people).toHaveLength(1);
    expect(inNow.people[0]).toMatchObject({ status: 'in', since: '2026-11-19T05:20:00.000Z' });
    expect(inNow.people[0]?.day).toMatchObject({
      late: true,
      late_minutes: 20,
      worked_minutes: 40,
    });

    await post(tap('clock_out', '2026-11-19T09:50:00+04:00'));
    const left = await read();
    expect(left.people[0]).toMatchObject({ status: 'left', since: null });
    expect(left.people[0]?.day.worked_minutes).toBe(30);

    const day = await owner('GET', `/today-attendance/${ownerId}`);
    expect(userDayReply.parse(day.json()).day.business_date).toBe('2026-11-19');
  });
});

describe('who may', () => {
  test('a user posts their own clock-in; posting for another needs sales.write', async () => {
    const staffId = (await staff('GET', '/user-find/current')).json().id as string;
    const at = new Date(now - 60_000).toISOString();
    const own = {
      id: uuidv7(),
      user_id: staffId,
      location_id: staffLocation(),
      kind: 'clock_in',
      at,
    };
    expect((await staff('POST', '/attendance/events', own)).statusCode).toBe(201);
    const forOther = await staff('POST', '/attendance/events', {
      ...own,
      id: uuidv7(),
      user_id: demoAdminId,
    });
    expect(forOther.statusCode).toBe(403);
    expect(errorOf(forOther).permission).toBe('sales.write');
  });

  test('reading needs attendance.read and correcting attendance.write', async () => {
    expect((await staff('GET', '/today-attendance')).statusCode).toBe(403);
    expect(errorOf(await staff('GET', `/monthly-attendance/${demoAdminId}`)).permission).toBe(
      'attendance.read',
    );
    const correction = await staff('POST', '/attendance/corrections', {
      id: uuidv7(),
      user_id: demoAdminId,
      location_id: staffLocation(),
      kind: 'clock_out',
      at: new Date(now - 60_000).toISOString(),
      reason: 'No',
    });
    expect(errorOf(correction).permission).toBe('attendance.write');
  });

  test("another business's users and locations are not found", async () => {
    expect((await owner('GET', `/monthly-attendance/${demoAdminId}`)).statusCode).toBe(404);
    expect((await owner('GET', `/today-attendance/${demoAdminId}`)).statusCode).toBe(404);
    expect((await owner('GET', `/today-attendance?loc=${staffLocation()}`)).statusCode).toBe(404);
    const at = new Date(now - 60_000).toISOString();
    const foreign = { id: uuidv7(), user_id: demoAdminId, location_id: cafe, kind: 'clock_in', at };
    expect((await owner('POST', '/attendance/events', foreign)).statusCode).toBe(404);
    const intoDemo = { ...foreign, id: uuidv7(), user_id: ownerId, location_id: staffLocation() };
    expect((await owner('POST', '/attendance/events', intoDemo)).statusCode).toBe(404);
    // The demo administrator sees none of the cafe's attendance either.
    expect((await admin('GET', `/monthly-attendance/${ownerId}`)).statusCode).toBe(404);
  });
});

describe('the demo', () => {
  test('holds 30 days of attendance for its staff, some late, and one forgotten clock-out corrected', async () => {
    now = Date.now();
    const db = server.database.db;
    const events = await db
      .selectFrom('attendance_events')
      .select(['user_id', 'business_date'])
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .where('device', '=', 'Till 1')
      .execute();
    const dates = new Set(events.map((e) => e.business_date));
    expect(dates.size).toBeGreaterThanOrEqual(28);
    expect(dates.size).toBeLessThanOrEqual(31);
    const [correction, ...more] = await db
      .selectFrom('attendance_corrections')
      .selectAll()
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .execute();
    expect(more).toHaveLength(0);
    const day = await admin(
      'GET',
      `/today-attendance/${correction!.user_id}?date=${correction!.business_date}`,
    );
    expect(userDayReply.parse(day.json()).day).toMatchObject({
      corrected: true,
      needs_correction: false,
    });
    let late = 0;
    for (const userId of new Set(events.map((e) => e.user_id))) {
      for (const m of new Set([...dates].map((d) => d.slice(0, 7)))) {
        const reply = await admin('GET', `/monthly-attendance/${userId}?month=${m}`);
        late += monthlyAttendanceReply.parse(reply.json()).totals.late_arrivals;
      }
    }
    expect(late).toBeGreaterThan(3);
  });

  test('a later start tops it up to that day, once, keeping the days it had', async () => {
    const db = server.database.db;
    const demoEvents = async () =>
      db
        .selectFrom('attendance_events')
        .select(['id', 'user_id', 'kind', 'at', 'business_date'])
        .where('customer_id', '=', DEMO_CUSTOMER_ID)
        .where('device', '=', 'Till 1')
        .orderBy('id')
        .execute();
    const before = await demoEvents();
    const threeDaysOn = Date.now() + 3 * 86_400_000;
    const added = await topUpDemoAttendance(server.database, threeDaysOn);
    expect(added).toBeGreaterThan(10);
    const after = await demoEvents();
    expect(after).toHaveLength(before.length + added);
    expect(after.filter((e) => before.some((b) => b.id === e.id))).toEqual(before);
    const lastBefore = before.reduce(
      (max, e) => (e.business_date > max ? e.business_date : max),
      '',
    );
    const newDates = new Set(after.map((e) => e.business_date).filter((d) => d > lastBefore));
    expect(newDates.size).toBeGreaterThanOrEqual(2);
    // From each user's last event on, in and out alternate: a shift open at the earlier start is
    // closed first, and nothing was written twice.
    const byTime = (a: { at: string }, b: { at: string }) => a.at.localeCompare(b.at);
    for (const userId of new Set(after.map((e) => e.user_id))) {
      const old = before.filter((e) => e.user_id === userId).sort(byTime);
      const kinds = [
        ...old.slice(-1),
        ...after.filter((e) => e.user_id === userId && !old.some((o) => o.id === e.id)),
      ]
        .sort(byTime)
        .map((e) => e.kind);
      for (let i = 1; i < kinds.length; i++) expect(kinds[i]).not.toBe(kinds[i - 1]);
    }
    expect(await topUpDemoAttendance(server.database, threeDaysOn)).toBe(0);
    const corrections = await db
      .selectFrom('attendance_corrections')
      .select('id')
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .execute();
    expect(corrections).toHaveLength(1);
  });
});

describe('the people picker', () => {
  test("lists the business's users by name, never another business's", async () => {
    const mine = (await owner('GET', '/attendance/people')).json().data as { id: string }[];
    expect(mine.map((p) => p.id)).toEqual([ownerId]);
    const demo = (await admin('GET', '/attendance/people')).json().data as { id: string }[];
    expect(demo.map((p) => p.id)).toContain(demoAdminId);
    expect(demo.map((p) => p.id)).not.toContain(ownerId);
    expect((await staff('GET', '/attendance/people')).statusCode).toBe(403);
  });
});
