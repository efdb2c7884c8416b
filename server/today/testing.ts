import { moduleOf, type Permission } from '@contract/access';
import { businessDayClock, type BusinessDayClock } from '@contract/businessDay';
import type { TodayItem, TodayReply, TodayServerKind } from '@contract/today';
import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';
import { creator, supplyUser } from '../supply/documentsTesting';
import { caller, type Caller, type TestServer } from '../testing/harness';

/**
 * What the Today tests share: a business of its own per test file or block (signed up as any
 * business is), so every count it answers is the test's own. Its places: a restaurant in Dubai (the
 * one it signed up with), one in Los Angeles and a warehouse in Dubai; users with chosen
 * permissions and locations; and a clock the server's Today reads (`config.today.now`).
 */
export interface TodayBusiness {
  customerId: string;
  admin: Caller;
  adminId: string;
  dubai: string;
  la: string;
  warehouse: string;
  /** Business day clocks of the two restaurants (Dubai also the warehouse's). */
  dubaiClock: BusinessDayClock;
  laClock: BusinessDayClock;
  /** Makes a row as the administrator and answers its id. */
  create: (path: string, body: Record<string, unknown>) => Promise<string>;
  /** A user of its own at `locations` (the first is their own) with these permissions. */
  user: (locations: string[], permissions: Permission[]) => Promise<Caller>;
}

/** A clock tests move: the server reads it on every call. */
export function testClock(start = Date.now()) {
  let now = start;
  return {
    now: () => now,
    set: (ms: number) => void (now = ms),
  };
}

const everyArea = Object.values(moduleOf);

export async function todayBusiness(server: TestServer, name: string): Promise<TodayBusiness> {
  const tag = `${name}-${uuidv7().slice(-8)}`;
  const signUp = await caller(server.app, null)('POST', '/auth/register', {
    business_name: `Today ${tag}`,
    location_name: `Dubai ${tag}`,
    time_zone: 'Asia/Dubai',
    currency: 'AED',
    username: `owner-${tag}`,
    email: `owner-${tag}@today.test`,
    password: 'today-test-password',
  });
  expect(signUp.statusCode, signUp.body).toBe(201);
  const admin = caller(server.app, (signUp.json() as { token: string }).token);
  const me = (await admin('GET', '/user-find/current')).json() as {
    id: string;
    customer_id: string;
    location_id: string;
  };
  const create = creator(admin);
  const setting = async (loc: string, settingName: string, value: string) => {
    const reply = await admin('POST', `/config?loc=${loc}`, { name: settingName, value });
    expect(reply.statusCode, reply.body).toBeLessThan(300);
  };
  const la = await create('/locations', { name: `Los Angeles ${tag}`, kind: 'restaurant' });
  await setting(la, 'time_zone', 'America/Los_Angeles');
  const warehouse = await create('/locations', { name: `Warehouse ${tag}`, kind: 'warehouse' });
  await setting(warehouse, 'time_zone', 'Asia/Dubai');
  let users = 0;
  return {
    customerId: me.customer_id,
    admin,
    adminId: me.id,
    dubai: me.location_id,
    la,
    warehouse,
    dubaiClock: businessDayClock({ time_zone: 'Asia/Dubai' }),
    laClock: businessDayClock({ time_zone: 'America/Los_Angeles' }),
    create,
    user: (locations, permissions) =>
      supplyUser(server, {
        customerId: me.customer_id,
        username: `${tag}-user-${(users += 1)}`,
        locationId: locations[0]!,
        allowLocations: locations.slice(1),
        modules: everyArea,
        permissions,
      }),
  };
}

/** `GET /api/today` as `who`, checked against the contract's reply. */
export async function todayOf(who: Caller): Promise<TodayReply> {
  const reply = await who('GET', '/today');
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as TodayReply;
}

/** The items of one kind. */
export const itemsOf = (reply: TodayReply, kind: TodayServerKind): TodayItem[] =>
  reply.items.filter((i) => i.kind === kind);

/** The one item of a kind about a row, or undefined. */
export const itemFor = (reply: TodayReply, kind: TodayServerKind, id: string) =>
  reply.items.find((i) => i.kind === kind && i.id === id);
