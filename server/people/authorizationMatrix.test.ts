import { can, isPermission, mayUseLocation, type Grant } from '@contract/access';
import { resourceList } from '@contract/registry';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadAccount } from '../auth/users';
import { declaredRoutes } from '../plugins/auth';
import { caller, signIn, testServer, type Caller, type DemoUser } from '../testing/harness';
import {
  errorPermission,
  fill,
  hasBody,
  inParallel,
  isSession,
  listOf,
  ordered,
  unusedId,
  type Route,
} from './matrixSupport';

/**
 * The authorization matrix (issue 13, OWASP ASVS 5.0 V8): every route of the app, called as every
 * demo role, for its own location, another location and another business.
 *
 * Routes are not listed by hand: the `onRoute` hook of the /api scope (plugins/auth.ts
 * `declaredRoutes`) records each one with its `config.access`, so a new call is covered the day it
 * is added. A route is classified by that value:
 * - `public` (sign-in, sign-up, the guest pay-at-table pages...): answers without a token, never 401.
 * - `signed-in`: any signed-in user; 401 without a token. The handler checks locations or
 *   permissions itself, so the matrix only asks that it never answers 401 to a signed-in caller.
 * - a permission: 401 without a token; 403 naming that permission for a role that lacks it (or its
 *   module); for a role that has it, never 401 nor a 403 naming it.
 * Routes outside /api (the built app, the API document) carry no `access` and are not API calls.
 * Session routes (`/auth/...`: log out ends the caller's own session) run after every other route,
 * so a role's token stays live for the rest of its row of the matrix.
 */

const server = testServer({
  config: { loginLimits: { perAccount: 10_000, perAddress: 10_000, windowMs: 60_000 } },
});

const roles = ['admin', 'owner', 'manager', 'cashier', 'counter', 'staff'] as const;
type Role = (typeof roles)[number];

interface Person {
  call: Caller;
  grant: Grant;
}
const people = {} as Record<Role, Person>;
/** Every location of the demo business. */
let locations: string[] = [];
/** The other business: its ids, its marker (every row it made is named with it) and its admin. */
const other = {
  ids: [] as string[],
  /** The row made for each registry resource, by its path. */
  byPath: new Map<string, string>(),
  location: '',
  marker: 'Othertenant',
};
/**
 * The other business's ids worth sending to a route: a registry route (`/api/<path>/:id...`) gets
 * the row of its own resource, which would be found were tenants not kept apart; any other route
 * every id of the other business.
 */
const otherIdsFor = (url: string): string[] => {
  const own = other.byPath.get(/^\/api\/([^/:]+)\/:/.exec(url)?.[1] ?? '');
  return own ? [own] : other.ids;
};
let otherAdmin: Caller;
const routes: Route[] = [];

async function signInAs(who: DemoUser): Promise<Person> {
  const token = await signIn(server.app, who);
  const call = caller(server.app, token);
  const me = (await call('GET', '/user-find/current')).json() as { id: string };
  const account = await loadAccount(server.database.db, me.id);
  if (!account) throw new Error(`${who} has no account`);
  return { call, grant: account.grant };
}

beforeAll(async () => {
  for (const r of declaredRoutes(server.app)) {
    if (r.method === 'HEAD') continue; // fastify's own, answered by the GET handler
    const query = (r.schema?.querystring as { shape?: Record<string, unknown> } | undefined)?.shape;
    routes.push({
      method: r.method,
      url: r.url,
      access: r.access,
      query: Object.keys(query ?? {}),
    });
  }
  for (const role of roles) people[role] = await signInAs(role);
  locations = (
    (await people.admin.call('GET', '/locations?limit=100')).json().data as { id: string }[]
  ).map((l) => l.id);

  // The other business, made as any business is: by signing up. Each registry resource gets one row
  // named with the marker where a bare name makes a valid row.
  const signUp = await caller(server.app, null)('POST', '/auth/register', {
    business_name: `${other.marker} Ltd`,
    location_name: `${other.marker} HQ`,
    username: 'other.owner',
    email: 'owner@other.example',
    password: 'other-business-password',
  });
  expect(signUp.statusCode).toBe(201);
  otherAdmin = caller(server.app, (signUp.json() as { token: string }).token);
  const otherMe = (await otherAdmin('GET', '/user-find/current')).json();
  other.location = otherMe.location_id as string;
  other.ids.push(other.location, otherMe.id as string);
  for (const def of resourceList) {
    if (def.collection === 'locations') continue;
    const made = await otherAdmin('POST', `/${def.path}`, { name: `${other.marker} ${def.path}` });
    if (made.statusCode !== 201) continue;
    const madeId = (made.json() as { id: string }).id;
    other.ids.push(madeId);
    other.byPath.set(def.path, madeId);
  }
  expect(other.ids.length).toBeGreaterThan(10);
}, 120_000);

describe('authorization matrix', () => {
  test('every API route declares its access, and the routes were found by the hook', () => {
    expect(routes.length).toBeGreaterThan(150);
    const publicRoutes = routes
      .filter((r) => r.access === 'public')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    // The only calls a stranger may make. A new public route must be added here, knowingly.
    expect(publicRoutes).toEqual([
      'GET /api/client-config', // what the app needs before anyone signs in
      'GET /api/files/:id', // uploaded images, by unguessable id (product pictures on menus)
      'GET /api/health', // liveness for a load balancer: says only "ok"
      'GET /api/metrics', // 404 unless BACKHOUSE_METRICS_TOKEN is set, then needs that token
      'GET /api/ready', // readiness for a load balancer: which check failed, nothing more
      'GET /api/tables/paygetorder-link/check', // a guest's table QR code, checked
      'GET /api/work-orders/public/:id', // a work order shared by its unguessable link
      'POST /api/auth/login',
      'POST /api/auth/register',
    ]);
    for (const r of routes) {
      expect(['public', 'signed-in'].includes(r.access) || isPermission(r.access), r.url).toBe(
        true,
      );
    }
  });

  test('without a token every non-public route answers 401', async () => {
    const anonymous = caller(server.app, null);
    const wrong: string[] = [];
    for (const r of ordered(routes)) {
      if (r.access === 'public') continue;
      const reply = await anonymous(
        r.method,
        fill(r.url, unusedId),
        hasBody(r.method) ? {} : undefined,
      );
      if (reply.statusCode !== 401) wrong.push(`${r.method} ${r.url} → ${reply.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  test('function level: each role is refused exactly the routes its permissions do not cover', async () => {
    const wrong: string[] = [];
    for (const role of roles) {
      // A fresh sign-in per role: the session routes at the end of a row log the previous one out.
      const { call, grant } = (people[role] = await signInAs(role));
      const check = async (r: Route) => {
        const loc = r.query.includes('loc') ? `?loc=${grant.location_id}` : '';
        const reply = await call(
          r.method,
          fill(r.url, unusedId) + loc,
          hasBody(r.method) ? {} : undefined,
        );
        const where = `${role} ${r.method} ${r.url} → ${reply.statusCode}`;
        if (reply.statusCode === 500) wrong.push(`${where} ${reply.body.slice(0, 200)}`);
        if (r.access === 'public' || r.access === 'signed-in') {
          if (reply.statusCode === 401 && !isSession(r)) wrong.push(where);
          return;
        }
        const allowed = isPermission(r.access) && can(grant, r.access);
        const refusedForIt = errorPermission(reply) === r.access;
        if (allowed ? reply.statusCode === 401 || refusedForIt : !refusedForIt) wrong.push(where);
      };
      await inParallel(
        ordered(routes).filter((r) => !isSession(r)),
        check,
      );
      for (const r of ordered(routes).filter(isSession)) await check(r);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  test('data level: a route reading `loc` refuses a location the role may not use', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const role of roles) {
      const { call, grant } = (people[role] = await signInAs(role));
      const foreign = locations.find((l) => !mayUseLocation(grant, l));
      if (!foreign) continue; // administrators may use every location of their business
      for (const r of ordered(routes)) {
        if (r.method !== 'GET' || !r.query.includes('loc')) continue;
        const path = fill(r.url, unusedId);
        const own = await call('GET', `${path}?loc=${grant.location_id}`);
        // Only where the role reaches the route at its own location does the other location tell.
        if (own.statusCode < 200 || own.statusCode >= 300) continue;
        checked += 1;
        const away = await call('GET', `${path}?loc=${foreign}`);
        // A registry list filters rows instead of refusing: every row must be the role's to see.
        if (away.statusCode === 200 && listOf(r.url)) {
          const rows = (away.json() as { data: { location_id: string | null }[] }).data;
          if (rows.every((row) => !row.location_id || mayUseLocation(grant, row.location_id)))
            continue;
        }
        if (away.statusCode !== 403 && away.statusCode !== 404) {
          wrong.push(`${role} ${r.url}?loc=other → ${away.statusCode}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  }, 120_000);

  test('tenant level: no role reaches a row or location of another business', async () => {
    const before = await otherRows();
    const wrong: string[] = [];
    // Its names never come back; its ids only when the call itself sent them (a reply may echo the
    // location it was asked about while holding nothing of it: the names would show otherwise).
    const leaks = (reply: LightMyRequestResponse, sent: string) =>
      reply.body.includes(other.marker) ||
      (reply.statusCode < 300 &&
        other.ids.some((id) => id !== sent && id !== other.location && reply.body.includes(id)));
    // The administrator may use every location of their own business, so only the business keeps
    // them out: they try every route with the other business's ids. A location-limited manager is
    // refused the other business's location like any location not theirs.
    for (const role of ['admin', 'manager'] as const) {
      const { call } = (people[role] = await signInAs(role));
      const calls: { r: Route; value: string }[] = [];
      for (const r of ordered(routes)) {
        if (isSession(r) || r.access === 'public') continue;
        const withParams = r.url.includes(':');
        if (withParams && role !== 'admin') continue;
        for (const value of withParams ? otherIdsFor(r.url) : [unusedId]) calls.push({ r, value });
      }
      await inParallel(calls, async ({ r, value }) => {
        const loc = r.query.includes('loc') ? `?loc=${other.location}` : '';
        const body = hasBody(r.method) ? { name: 'Moved in', version: 1 } : undefined;
        const reply = await call(r.method, fill(r.url, value) + loc, body);
        if (reply.statusCode === 500 || leaks(reply, value)) {
          wrong.push(`${role} ${r.method} ${r.url} (${value}) → ${reply.statusCode}`);
        }
      });
    }
    expect(wrong).toEqual([]);
    // Nothing of the other business changed: every row is as it was, none deleted.
    expect(await otherRows()).toEqual(before);
  }, 120_000);

  test('field level: a role without the permission a field needs never receives it', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const role of roles) people[role] = await signInAs(role);
    for (const def of resourceList) {
      const hidden = def.hiddenWithout;
      if (!hidden) continue;
      for (const role of roles) {
        const { call, grant } = people[role];
        if (can(grant, hidden.permission)) continue;
        const reply = await call('GET', `/${def.path}?limit=50`);
        if (reply.statusCode !== 200) continue;
        const rows = (reply.json() as { data: Record<string, unknown>[] }).data;
        checked += rows.length;
        for (const row of rows) {
          const got = hidden.fields.filter((f) => f in row);
          if (got.length) wrong.push(`${role} ${def.path} ${row.id as string}: ${got.join(', ')}`);
        }
        const one = rows[0] && (await call('GET', `/${def.path}/${rows[0].id as string}`));
        if (one && hidden.fields.some((f) => f in (one.json() as object))) {
          wrong.push(`${role} ${def.path}/:id`);
        }
      }
    }
    // The demo's blind counter reads materials without their costs.
    expect(checked).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  test('garbage bodies and queries never make any route answer 500', async () => {
    const garbage: unknown[] = [
      [],
      'text',
      42,
      null,
      {
        id: ['x'],
        version: 'one',
        name: { $gt: '' },
        location_id: 7,
        loc: [],
        data: 'x'.repeat(5000),
      },
      { [`__proto__`]: { is_admin: true }, constructor: { prototype: {} } },
    ];
    const wrong: string[] = [];
    const { call } = (people.admin = await signInAs('admin'));
    for (const r of ordered(routes)) {
      const path = fill(r.url, 'not-an-id');
      const queries = [
        '?limit=-1&offset=x&loc=%00&from=2026-13-45&to=yesterday&sort=;drop',
        '?loc=not-a-location&limit=abc&page=-3',
      ];
      const bodies = hasBody(r.method) || r.method === 'DELETE' ? garbage : [undefined];
      for (const [body, query] of bodies.flatMap((b) => queries.map((q) => [b, q] as const))) {
        const reply = await call(r.method, path + query, body);
        if (reply.statusCode === 500)
          wrong.push(`${r.method} ${r.url} ${reply.body.slice(0, 200)}`);
      }
      if (hasBody(r.method)) {
        const broken = await call(r.method, path, '{"name": ', {
          'content-type': 'application/json',
        });
        if (broken.statusCode === 500) wrong.push(`${r.method} ${r.url} (broken JSON)`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

/** Every row of the other business as its administrator lists it: id, version and name. */
async function otherRows(): Promise<string[]> {
  const rows: string[] = [];
  for (const def of resourceList) {
    const reply = await otherAdmin('GET', `/${def.path}?limit=200`);
    if (reply.statusCode !== 200) continue;
    for (const row of (reply.json() as { data: Record<string, unknown>[] }).data) {
      rows.push(`${def.path} ${String(row.id)} v${String(row.version)} ${String(row.name)}`);
    }
  }
  return rows.sort();
}
