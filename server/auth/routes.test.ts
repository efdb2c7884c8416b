import { allModules, moduleOf } from '@contract/access';
import { loginReply, modulesFromToken, userProfile } from '@contract/auth';
import { describe, expect, test } from 'vitest';
import { demoCredentials } from '../demo';
import { caller, errorOf, signIn, testServer } from '../testing/harness';

const { admin, staff } = demoCredentials;

describe('sign-in', () => {
  const server = testServer();

  const login = (body: unknown, remoteAddress = '10.0.0.1') =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body as object,
      remoteAddress,
    });

  test('the demo admin signs in by email and gets a token and the full profile', async () => {
    const response = await login({ email: admin.email, password: admin.password });
    expect(response.statusCode).toBe(200);
    const reply = loginReply.parse(response.json());
    expect(reply.user.email).toBe(admin.email);
    expect(reply.user.is_admin).toBe(true);
    expect(reply.user.business_name).toBe('Backhouse Demo Co');
    expect(reply.user.allow_locations).toHaveLength(6);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  test('a username signs in too, in any letter case', async () => {
    const response = await login({ username: 'STAFF', password: staff.password });
    expect(response.statusCode).toBe(200);
    const user = userProfile.parse(response.json().user);
    expect(user.role).toBe('Store staff');
    expect(user.is_admin).toBe(false);
  });

  test('the token is bh1,session,user,modules joined by ;,signature', async () => {
    const adminToken = (await login({ email: admin.email, password: admin.password })).json()
      .token as string;
    const parts = adminToken.split(',');
    expect(parts).toHaveLength(5);
    expect(parts[0]).toBe('bh1');
    expect(parts[3]).toBe(allModules.join(';'));
    expect(parts[4]).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const staffToken = await signIn(server.app, 'staff');
    const expected = [
      moduleOf.dashboard,
      moduleOf.catalogue,
      moduleOf.inventory,
      moduleOf.reporting,
    ];
    expect(modulesFromToken(staffToken)).toEqual(expected);
    expect(staffToken.split(',')[3]).toBe('1;2;3;6');
  });

  test('a wrong password and an unknown user get the same 401, in similar time', async () => {
    // Measured as the CPU time the process spent (scrypt's threads included), not the wall time:
    // on a busy machine the wall time of one call mostly measures waiting for a core.
    const timed = async (body: object) => {
      const started = process.cpuUsage();
      const response = await login(body, '10.0.0.2');
      const spent = process.cpuUsage(started);
      return { response, ms: (spent.user + spent.system) / 1000 };
    };
    // The quickest of three tries each: one try can share the process with a timer's work.
    const quickest = async (body: object) => {
      const tries = [await timed(body), await timed(body), await timed(body)];
      return tries.reduce((a, b) => (b.ms < a.ms ? b : a));
    };
    const wrong = await quickest({ email: admin.email, password: 'not-the-password' });
    const unknown = await quickest({
      email: 'nobody@backhouse.demo',
      password: 'not-the-password',
    });
    expect(wrong.response.statusCode).toBe(401);
    expect(unknown.response.statusCode).toBe(401);
    expect(unknown.response.body).toBe(wrong.response.body);
    expect(errorOf(wrong.response).code).toBe('INVALID_CREDENTIALS');
    // Both spend one scrypt; an unknown user must not answer in a fraction of the time.
    expect(unknown.ms).toBeGreaterThan(wrong.ms * 0.3);
  });

  test('a login body without a password or a name is a 400 naming the field', async () => {
    const response = await login({ email: admin.email });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toHaveProperty('password');
    const nameless = await login({ password: 'x' });
    expect(errorOf(nameless).fields).toHaveProperty('email');
  });

  test('calls without a token, with a tampered token or a garbage token get 401', async () => {
    expect((await caller(server.app, null)('GET', '/brands')).statusCode).toBe(401);
    const token = await signIn(server.app, 'admin');
    const parts = token.split(',');
    const tampered = [parts[0], parts[1], parts[2], '1;2;3;4;5;6;7;8;9;10;11', parts[4]].join(',');
    const otherUser = [
      parts[0],
      parts[1],
      '019b8cbd-0000-7000-8000-000000000000',
      parts[3],
      parts[4],
    ];
    for (const bad of [tampered, otherUser.join(','), 'garbage', `${token}x`]) {
      const response = await caller(server.app, bad)('GET', '/brands');
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    }
    expect((await caller(server.app, token)('GET', '/brands')).statusCode).toBe(200);
  });

  test('logout revokes the session at once; other sessions live on', async () => {
    const first = await signIn(server.app, 'admin');
    const second = await signIn(server.app, 'admin');
    const logout = await caller(server.app, first)('POST', '/auth/logout');
    expect(logout.statusCode).toBe(204);
    expect((await caller(server.app, first)('GET', '/user-find/current')).statusCode).toBe(401);
    expect((await caller(server.app, second)('GET', '/user-find/current')).statusCode).toBe(200);
  });

  test('an expired session is refused with 401', async () => {
    const token = await signIn(server.app, 'staff');
    const call = caller(server.app, token);
    expect((await call('GET', '/user-find/current')).statusCode).toBe(200);
    await server.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await call('GET', '/user-find/current')).statusCode).toBe(401);
  });

  test('user-find/current returns the profile of the caller', async () => {
    const response = await caller(server.app, await signIn(server.app, 'staff'))(
      'GET',
      '/user-find/current',
    );
    const user = userProfile.parse(response.json());
    expect(user.email).toBe(staff.email);
    expect(user.allow_locations).toEqual([user.location_id]);
    expect(user.permissions).toContain('catalogue.write');
    expect(user.permissions).not.toContain('config.write');
  });

  test('all_locations says whether the user may act on every location, at sign-in and after', async () => {
    const adminLogin = await login({ email: admin.email, password: admin.password });
    expect(adminLogin.json().user.all_locations).toBe(true);
    const staffLogin = await login({ email: staff.email, password: staff.password });
    expect(staffLogin.json().user.all_locations).toBe(false);
    const current = await caller(server.app, staffLogin.json().token)('GET', '/user-find/current');
    expect(current.json().all_locations).toBe(false);
    const adminCurrent = await caller(server.app, adminLogin.json().token)(
      'GET',
      '/user-find/current',
    );
    expect(adminCurrent.json().all_locations).toBe(true);
  });

  test('register creates a business, its location with settings and an admin, signed in', async () => {
    const body = {
      business_name: 'Corner Bakery',
      location_name: 'Main Street',
      time_zone: 'Europe/Berlin',
      currency: 'eur',
      username: 'baker',
      email: 'baker@example.com',
      password: 'a-long-password',
    };
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    const { token, user } = loginReply.parse(response.json());
    expect(user.business_name).toBe('Corner Bakery');
    expect(user.is_admin).toBe(true);
    const call = caller(server.app, token);
    const locations = (await call('GET', '/locations/v2')).json().data;
    expect(locations).toHaveLength(1);
    expect(locations[0]).toMatchObject({
      name: 'Main Street',
      time_zone: 'Europe/Berlin',
      currency: 'EUR',
    });
    // The new business sees none of the demo business's rows.
    expect((await call('GET', '/brands')).json().pagination.total).toBe(0);
    expect(
      (await signIn(server.app, { email: 'baker@example.com', password: 'a-long-password' }))
        .length,
    ).toBeGreaterThan(0);

    const again = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...body, username: 'baker2', email: 'BAKER@example.com' },
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).fields).toHaveProperty('email');
  });

  test('register refuses an unknown time zone and a short password with field paths', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        business_name: 'X',
        location_name: 'Y',
        time_zone: 'Mars/Olympus',
        username: 'martian',
        email: 'm@example.com',
        password: 'a-long-password',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toHaveProperty('time_zone');
  });
});

describe('sign-in limits', () => {
  const server = testServer({
    config: {
      loginLimits: { perAccount: 3, perAddress: 6, windowMs: 60_000 },
      registration: false,
    },
  });

  const login = (email: string, password: string, remoteAddress: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    });

  test('failed sign-ins to one account from many addresses are limited per account', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await login(staff.email, 'wrong', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const limited = await login(staff.email, staff.password, '10.1.0.99');
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    expect((await login(admin.email, admin.password, '10.1.0.98')).statusCode).toBe(200);
  });

  test('attempts from one address are limited across accounts', async () => {
    const address = '10.2.0.1';
    for (let i = 0; i < 6; i += 1) {
      expect((await login(`user${i}@example.com`, 'wrong', address)).statusCode).toBe(401);
    }
    const limited = await login(admin.email, admin.password, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await login(admin.email, admin.password, '10.2.0.2')).statusCode).toBe(200);
  });

  test('register answers REGISTRATION_CLOSED when switched off', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        business_name: 'Closed',
        location_name: 'Shop',
        username: 'closed',
        email: 'closed@example.com',
        password: 'a-long-password',
      },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('REGISTRATION_CLOSED');
  });
});
