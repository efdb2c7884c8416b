import type { WorkOrderRow } from '@contract/workOrders';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller, demoServer, errorOf, type Caller } from '../../testing/harness';
import { PLANNED_FOR, workOrderFixture } from './testing';

const demo = demoServer();
const { admin, server } = demo;
const fx = workOrderFixture(server, admin, 'WO access');

/** The administrator of another business, registered for these tests. */
let stranger: Caller;
let atSoho: WorkOrderRow;

beforeAll(async () => {
  const registered = await admin('POST', '/auth/register', {
    business_name: 'Other roasters',
    location_name: 'Elsewhere',
    username: 'other-owner',
    email: 'owner@other-roasters.test',
    password: 'other-password-123',
  });
  expect(registered.statusCode).toBe(201);
  stranger = caller(server.app, registered.json().token);
  const reply = await admin('POST', '/work-orders', {
    id: uuidv7(),
    location_id: fx().soho,
    material_id: fx().dough,
    planned_quantity: 100,
    planned_for: PLANNED_FOR,
  });
  expect(reply.statusCode).toBe(201);
  atSoho = reply.json();
});

const writes = (id: string) =>
  [
    [
      'POST',
      '/work-orders',
      {
        id: uuidv7(),
        location_id: fx().dubai,
        material_id: fx().dough,
        planned_quantity: 1,
        planned_for: PLANNED_FOR,
      },
    ],
    ['PUT', `/work-orders/${id}`, { version: 1, note: 'n' }],
    ['DELETE', `/work-orders/${id}`, undefined],
    ['POST', `/work-orders/${id}/confirm`, { actual_quantity: 1 }],
  ] as const;

describe('who may use work orders', () => {
  it('needs inventory.write for every write; inventory.read reads', async () => {
    const row = await fx().plan({});
    for (const [method, path, body] of writes(row.id)) {
      const reply = await fx().reader(method, path, body);
      expect(reply.statusCode, `${method} ${path}`).toBe(403);
      expect(errorOf(reply)).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await fx().reader('GET', `/work-orders/${row.id}`)).statusCode).toBe(200);
    expect((await fx().reader('GET', '/work-orders')).statusCode).toBe(200);
    const unchanged = (await admin('GET', `/work-orders/${row.id}`)).json();
    expect(unchanged).toMatchObject({ status: 'planned', version: 1 });
  });

  it('keeps a user to the locations they may use, on every call', async () => {
    const { keeper } = fx();
    const create = await keeper('POST', '/work-orders', {
      id: uuidv7(),
      location_id: fx().soho,
      material_id: fx().dough,
      planned_quantity: 100,
      planned_for: PLANNED_FOR,
    });
    expect(create.statusCode).toBe(403);
    expect((await keeper('GET', `/work-orders/${atSoho.id}`)).statusCode).toBe(403);
    expect((await keeper('GET', `/work-orders?loc=${fx().soho}`)).statusCode).toBe(403);
    for (const [method, path, body] of writes(atSoho.id).slice(1)) {
      const reply = await keeper(method, path, body);
      expect(reply.statusCode, `${method} ${path}`).toBe(403);
    }
    const all = (await keeper('GET', '/work-orders?limit=1000')).json().data as WorkOrderRow[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((r) => r.location_id === fx().dubai)).toBe(true);
    expect((await admin('GET', `/work-orders/${atSoho.id}`)).json().status).toBe('planned');
  });

  it('answers 404 to another business for every call on an id of ours', async () => {
    const ours = await fx().plan({});
    for (const [method, path, body] of writes(ours.id).slice(1)) {
      const reply = await stranger(method, path, body);
      expect(reply.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await stranger('GET', `/work-orders/${ours.id}`)).statusCode).toBe(404);
    const qr = await stranger('GET', `/work-orders/${ours.id}/qr?frontendBase=https%3A%2F%2Fa.b`);
    expect(qr.statusCode).toBe(404);
    const theirs = (await stranger('GET', '/work-orders')).json().data as WorkOrderRow[];
    expect(theirs).toEqual([]);
    // Their own location, with our material: the material is not theirs.
    const location = (await stranger('GET', '/locations')).json().data[0].id as string;
    const borrowed = await stranger('POST', '/work-orders', {
      id: uuidv7(),
      location_id: location,
      material_id: fx().dough,
      planned_quantity: 1,
      planned_for: PLANNED_FOR,
    });
    expect(borrowed.statusCode).toBe(400);
    // Our work order id, reused by another business, is not theirs to answer with.
    const reused = await stranger('POST', '/work-orders', {
      id: ours.id,
      location_id: location,
      material_id: fx().dough,
      planned_quantity: 1,
      planned_for: PLANNED_FOR,
    });
    expect(reused.statusCode).toBe(409);
  });
});

describe('garbage never gets a 500', () => {
  /** Bodies that are wrong whole, and fields that are wrong on a body otherwise right. */
  const wholes = ['null', '[]', '"text"', '42', '{', '{"a":'];
  const fields = [
    { id: 'not-a-uuid' },
    { planned_quantity: -1 },
    { planned_quantity: 1e12 },
    { planned_quantity: 'ten' },
    { actual_quantity: 0 },
    { actual_quantity: Number.MAX_VALUE },
    { inputs: 'x' },
    { inputs: [{ material_id: 'x', actual: -1 }] },
    { inputs: [{}] },
    { kind: 'magic' },
    { use_by: '31/12/2030' },
    { planned_for: '31/12/2030' },
    { planned_for: '2026-02-30' },
    { planned_for: '3000-01-01' },
    { planned_for: '' },
    { planned_for: null },
    { planned_for: 20261201 },
    { note: 'nul \u0000 byte' },
    { batch_code: 'x'.repeat(500) },
    { version: 'one' },
    { extra: true },
  ];

  it('answers 400 to every malformed body of every write', async () => {
    const row = await fx().plan({});
    const targets = [
      [
        'POST',
        '/work-orders',
        () => ({
          id: uuidv7(),
          location_id: fx().dubai,
          material_id: fx().dough,
          planned_quantity: 1,
          planned_for: PLANNED_FOR,
        }),
      ],
      ['PUT', `/work-orders/${row.id}`, () => ({ version: 1 })],
      ['POST', `/work-orders/${row.id}/confirm`, () => ({ actual_quantity: 1 })],
    ] as const;
    const json = { 'content-type': 'application/json' };
    for (const [method, path, valid] of targets) {
      const bodies = [...wholes, ...fields.map((f) => JSON.stringify({ ...valid(), ...f }))];
      for (const body of bodies) {
        const reply = await admin(method, path, body, json);
        expect(reply.statusCode, `${method} ${path} ${body}`).toBe(400);
      }
    }
    const confirm = await admin('POST', `/work-orders/${row.id}/confirm`, {
      actual_quantity: 1,
      inputs: [
        { material_id: fx().flour, actual: 1 },
        { material_id: fx().flour, actual: 2 },
      ],
    });
    expect(confirm.statusCode).toBe(400);
    expect(errorOf(confirm).fields).toHaveProperty(['inputs.1.material_id']);
    const itself = await admin('POST', `/work-orders/${row.id}/confirm`, {
      actual_quantity: 1,
      inputs: [{ material_id: fx().dough, actual: 1 }],
    });
    expect(itself.statusCode).toBe(400);
    expect((await admin('GET', `/work-orders/${row.id}`)).json().status).toBe('planned');
  });

  it('answers 400 to malformed queries and ids', async () => {
    for (const path of [
      '/work-orders?st=done',
      '/work-orders?kind=bake',
      '/work-orders?planned_for=tomorrow',
      '/work-orders?planned_for=2026-13-01',
      '/work-orders?from=2026-12-01T00:00',
      '/work-orders?to=01-12-2026',
      '/work-orders?page=0',
      '/work-orders?limit=100000',
      '/work-orders/not-a-uuid',
      '/work-orders/not-a-uuid/qr?frontendBase=https%3A%2F%2Fa.b',
    ]) {
      expect((await admin('GET', path)).statusCode, path).toBe(400);
    }
  });
});
