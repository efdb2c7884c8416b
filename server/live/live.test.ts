import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { salesFixture } from '../sales/testing';
import {
  caller,
  demoServer,
  errorOf,
  signIn,
  startTestServer,
  type Caller,
  type TestRow,
} from '../testing/harness';
import { addressOf, openStream, type TestStream } from './testing';

const demo = demoServer();
const { server, admin } = demo;
const fx = salesFixture(admin);

let base = '';
let stranger: { call: Caller; token: string };
const open: TestStream[] = [];
beforeAll(async () => {
  base = await addressOf(server.app);
  const registered = await admin('POST', '/auth/register', {
    business_name: 'Other diner',
    location_name: 'Elsewhere',
    username: 'other-diner',
    email: 'owner@other-diner.test',
    password: 'other-password-123',
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const token = registered.json().token as string;
  stranger = { call: caller(server.app, token), token };
});
afterEach(() => {
  open.splice(0).forEach((stream) => stream.close());
});

const listen = async (token: string) => {
  const stream = await openStream(base, token);
  expect(stream.status).toBe(200);
  open.push(stream);
  await stream.until('ready', (s) => s.events.length > 0);
  return stream;
};
const latest = (stream: TestStream) => stream.events.at(-1)!;
const kinds = (stream: TestStream) => stream.events.map((e) => e.kind);

/** The business's cursor now, as a pull from the stream's start ends at. */
const cursorAfter = async (stream: TestStream) =>
  (await admin('GET', `/sync/pull?since=${stream.events[0]!.cursor}`)).json().cursor as number;

let named = 0;
const brand = async (call: Caller = admin) => {
  const reply = await call('POST', '/brands', { name: `Live brand ${++named}` });
  expect(reply.statusCode, reply.body).toBe(201);
};

describe('GET /api/events', () => {
  test('without a valid token it answers 401, and it asks for the event-stream Accept', async () => {
    const none = await server.app.inject({ method: 'GET', url: '/api/events' });
    expect(none.statusCode).toBe(401);
    const forged = await caller(server.app, 'x,y,z,1')('GET', '/events');
    expect(forged.statusCode).toBe(401);
    const json = await admin('GET', '/events');
    expect(json.statusCode).toBe(400);
    expect(errorOf(json).code).toBe('VALIDATION');
  });

  test('is documented in the API document, as a stream', async () => {
    const docs = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const events = docs.paths['/api/events'].get;
    expect(events.tags).toEqual(['sync']);
    expect(events.description).toContain('text/event-stream');
  });

  test('opens with the business cursor; a change written by another device reaches it', async () => {
    const stream = await listen(demo.tokens.admin);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-store');
    const start = stream.events[0]!;
    expect(start.kind).toBe('ready');
    // Another device of the same business (a second sign-in of the admin) writes; this one hears.
    await brand(caller(server.app, await signIn(server.app, 'admin')));
    await stream.until('the change', (s) => s.events.some((e) => e.kind === 'changed'));
    const changed = stream.events.find((e) => e.kind === 'changed')!;
    expect(changed.cursor).toBeGreaterThan(start.cursor);
    // The cursor is what a pull from the ready cursor ends at.
    const pull = await admin('GET', `/sync/pull?since=${start.cursor}`);
    expect(pull.json().cursor).toBe(changed.cursor);
  });

  test('a sale recorded through POST /api/invoices reaches it as `sales`, and so does its void', async () => {
    const stream = await listen(demo.tokens.admin);
    const body = fx().invoice();
    const sale = await admin('POST', '/invoices', body);
    expect(sale.statusCode, sale.body).toBe(201);
    await stream.until('the sale', (s) => kinds(s).includes('sales'));
    // A sale appends nothing to the change log: there is nothing new to pull.
    expect(kinds(stream)).not.toContain('changed');
    const voided = await admin('PUT', `/invoices/${body.id}/status`, { status: 'void' });
    expect(voided.statusCode, voided.body).toBe(200);
    await stream.until('the void', (s) => kinds(s).filter((k) => k === 'sales').length === 2);
  });

  test("another business's changes never reach it", async () => {
    const ours = await listen(demo.tokens.admin);
    const theirs = await listen(stranger.token);
    await brand(stranger.call);
    await theirs.until('their change', (s) => kinds(s).includes('changed'));
    // Then one of ours: had theirs leaked, it would have come before, as a message of its own.
    await brand();
    const afterOurs = await cursorAfter(ours);
    await ours.until('our change', (s) => latest(s).cursor >= afterOurs);
    expect(kinds(ours)).toEqual(['ready', 'changed']);
    expect(latest(theirs).cursor).not.toBe(latest(ours).cursor);
  });

  test('a user limited to one location hears nothing of a change at another', async () => {
    const adminStream = await listen(demo.tokens.admin);
    const staffStream = await listen(demo.tokens.staff);
    const locations = (await admin('GET', '/locations?limit=1000')).json().data as TestRow[];
    const elsewhere = locations.find((l) => l.id !== demo.staffLocation())!;
    const floor = await admin('POST', '/floors', {
      name: 'Far terrace',
      location_id: elsewhere.id,
    });
    expect(floor.statusCode, floor.body).toBe(201);
    // The administrator hears of it: had the staff's stream been told too, it was in that message.
    const afterFar = await cursorAfter(adminStream);
    await adminStream.until('the far change', (s) => latest(s).cursor >= afterFar);
    const home = await admin('POST', '/floors', {
      name: 'Home terrace',
      location_id: demo.staffLocation(),
    });
    expect(home.statusCode, home.body).toBe(201);
    const afterHome = await cursorAfter(adminStream);
    await staffStream.until('the change at home', (s) => latest(s).cursor >= afterHome);
    expect(kinds(staffStream)).toEqual(['ready', 'changed']);
  });

  test('a burst of writes is folded into a few messages that end at the last cursor', async () => {
    const stream = await listen(demo.tokens.admin);
    await Promise.all(Array.from({ length: 20 }, () => brand()));
    const last = await cursorAfter(stream);
    await stream.until('the last write', (s) => latest(s).cursor === last);
    const changed = stream.events.filter((e) => e.kind === 'changed');
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(20);
  });
});

describe('stopping the server', () => {
  test('ends open streams, so the stop does not wait for them', async () => {
    const own = await startTestServer();
    const token = await signIn(own.app, 'admin');
    const stream = await openStream(await addressOf(own.app), token);
    await stream.until('ready', (s) => s.events.length > 0);
    expect(own.app.live.size).toBe(1);
    await own.close();
    await stream.until('the end of the stream', (s) => s.ended);
  });
});
