import { moduleOf } from '@contract/access';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { insertUser } from '../../auth/users';
import { salesFixture } from '../../sales/testing';
import { caller, demoServer, errorOf, signIn, type Caller } from '../../testing/harness';

const demo = demoServer();
const { admin, server } = demo;
const fx = salesFixture(admin);

let counter: Caller;
/** May read costs and write stock, but only at Dubai. */
let keeper: Caller;
const m = { flour: '', oil: '', dough: '', salt: '' };

const create = async (path: string, body: Record<string, unknown>) => {
  const reply = await admin('POST', path, body);
  if (reply.statusCode !== 201) throw new Error(`${path}: ${reply.body}`);
  return reply.json().id as string;
};

beforeAll(async () => {
  counter = caller(server.app, await signIn(server.app, 'counter'));
  const customerId = (
    await server.database.db.selectFrom('customers').select('id').executeTakeFirstOrThrow()
  ).id;
  await insertUser(server.database.db, server.database.dialect, {
    customerId,
    username: 'keeper',
    email: 'keeper@backhouse.demo',
    passwordHash: await hashPassword('keeper-password'),
    roleId: null,
    locationId: fx().dubai,
    allowLocations: [fx().dubai],
    isAdmin: false,
    modules: [moduleOf.inventory],
    permissions: ['inventory.read', 'inventory.write', 'inventory.costs'],
  });
  keeper = caller(
    server.app,
    await signIn(server.app, { email: 'keeper@backhouse.demo', password: 'keeper-password' }),
  );
  m.flour = await create('/materials', { name: 'Stock flour', unit: 'g', cost: 0.002 });
  m.oil = await create('/materials', { name: 'Stock oil', unit: 'ml', cost: 0.01 });
  m.salt = await create('/materials', { name: 'Stock salt', unit: 'g', cost: 0.001 });
  m.dough = await create('/materials', {
    name: 'Stock pizza dough',
    unit: 'g',
    type: 'SR',
    is_prepared: true,
    recipe: [
      { material_id: m.flour, quantity: 1, unit: 'kg' },
      { material_id: m.oil, quantity: 0.1, unit: 'l' },
    ],
    yield_quantity: 1500,
  });
});

const loc = () => `loc=${fx().dubai}`;
const onHand = async (material: string, who: Caller = admin) => {
  const reply = await who('GET', `/inventory?${loc()}`);
  expect(reply.statusCode).toBe(200);
  return reply.json().items.find((i: { material_id: string }) => i.material_id === material);
};

describe('receipts', () => {
  it('records stock received at its cost, and a resend of the same id posts nothing', async () => {
    const body = {
      id: uuidv7(),
      lines: [
        { material_id: m.flour, quantity: 10_000, unit_cost: 0.002 },
        { material_id: m.oil, quantity: 2000, unit_cost: 0.012 },
      ],
      note: 'Market run',
    };
    const first = await keeper('POST', `/inventory?${loc()}`, body);
    expect(first.statusCode).toBe(201);
    expect(first.json().movements).toHaveLength(2);
    expect(first.json().movements[0]).toMatchObject({ kind: 'receipt', value: 20 });
    const again = await keeper('POST', `/inventory?${loc()}`, body);
    expect(again.statusCode).toBe(200);
    expect(
      again
        .json()
        .movements.map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual(
      first
        .json()
        .movements.map((r: { id: string }) => r.id)
        .sort(),
    );
    expect(await onHand(m.flour)).toMatchObject({
      quantity: 10_000,
      value: 20,
      average_cost: 0.002,
    });
    expect(await onHand(m.oil)).toMatchObject({ quantity: 2000, value: 24 });
  });

  it('replays a call with the same Idempotency-Key', async () => {
    const body = {
      id: uuidv7(),
      lines: [{ material_id: m.salt, quantity: 500, unit_cost: 0.001 }],
    };
    const key = { 'idempotency-key': `salt-${body.id}` };
    expect((await keeper('POST', `/inventory?${loc()}`, body, key)).statusCode).toBe(201);
    const replay = await keeper('POST', `/inventory?${loc()}`, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await onHand(m.salt)).quantity).toBe(500);
  });

  it('refuses a material the business does not have', async () => {
    const reply = await admin('POST', `/inventory?${loc()}`, {
      id: uuidv7(),
      lines: [{ material_id: uuidv7(), quantity: 1, unit_cost: 1 }],
    });
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).fields).toHaveProperty(['lines.0.material_id']);
  });
});

describe('stock on hand', () => {
  it('lists every active material once, filtered, sorted by name, a new one at its cost', async () => {
    const category = await create('/materials-categories', { name: 'Stock list herbs' });
    const basil = await create('/materials', {
      name: 'Stock list basil 10',
      sku: 'HERB-10',
      unit: 'g',
      cost: 0.05,
      category_id: category,
      locations: [{ location_id: fx().dubai, par: 800, minimum: 200, storage_area: 'Cold room' }],
    });
    const mint = await create('/materials', {
      name: 'Stock list basil 9',
      unit: 'g',
      cost: 0.04,
      category_id: category,
      type: 'SR',
    });
    const retired = await create('/materials', {
      name: 'Stock list basil retired',
      unit: 'g',
      cost: 0.01,
      is_active: false,
    });
    const gone = await create('/materials', { name: 'Stock list basil gone', unit: 'g', cost: 1 });
    expect((await admin('DELETE', `/materials/${gone}`)).statusCode).toBe(200);
    const received = await keeper('POST', `/inventory?${loc()}`, {
      id: uuidv7(),
      lines: [{ material_id: mint, quantity: 100, unit_cost: 0.04 }],
    });
    expect(received.statusCode).toBe(201);

    const list = async (query: string) => {
      const reply = await admin('GET', `/inventory?${loc()}${query}`);
      expect(reply.statusCode, query).toBe(200);
      return (reply.json().items as Array<Record<string, unknown>>).filter((i) =>
        String(i.name).startsWith('Stock list'),
      );
    };
    const all = await list('');
    // Numbers in names sort as numbers: 9 before 10.
    expect(all.map((i) => i.material_id)).toEqual([mint, basil]);
    expect(all[1]).toEqual({
      material_id: basil,
      name: 'Stock list basil 10',
      sku: 'HERB-10',
      type: 'RM',
      category_id: category,
      unit: 'g',
      quantity: 0,
      average_cost: 0.05,
      value: 0,
      par: 800,
      minimum: 200,
      storage_area: 'Cold room',
      below_minimum: true,
      negative: false,
      last_movement_at: null,
    });
    expect(all[0]).toMatchObject({ quantity: 100, value: 4, average_cost: 0.04, par: 0 });
    expect(all[0]!.last_movement_at).toEqual(expect.any(String));
    expect(all.map((i) => i.material_id)).not.toContain(retired);

    const ids = async (query: string) => (await list(query)).map((i) => i.material_id);
    expect(await ids(`&category_id=${category}`)).toEqual([mint, basil]);
    expect(await ids('&type=SR')).toEqual([mint]);
    expect(await ids('&search=herb-1')).toEqual([basil]);
    expect(await ids('&search=%20BASIL%209%20')).toEqual([mint]);
    expect(await ids('&state=below')).toEqual([basil]);
    expect(await ids('&state=zero')).toEqual([basil]);
    expect(await ids('&state=negative')).toEqual([]);
    // The total is the sum of the values of every material listed.
    const reply = (await admin('GET', `/inventory?${loc()}`)).json();
    const sum = (reply.items as Array<{ value: number }>).reduce((s, i) => s + i.value, 0);
    expect(reply.total).toBeCloseTo(sum, 2);
  });
});

describe('preparation, wastage and adjustments', () => {
  it('prepares a batch: the recipe goes out and the dough comes in at its value', async () => {
    const reply = await keeper('POST', `/inventory?is_prepared=1&${loc()}`, {
      id: uuidv7(),
      material_id: m.dough,
      quantity: 3000,
    });
    expect(reply.statusCode).toBe(201);
    // Two batches of 1,500 g: 2 kg flour (4.00) and 200 ml oil (2.40) go out.
    expect((await onHand(m.flour)).quantity).toBe(8000);
    expect((await onHand(m.oil)).quantity).toBe(1800);
    expect(await onHand(m.dough)).toMatchObject({ quantity: 3000, value: 6.4 });
    const made = reply.json().movements.find((r: { kind: string }) => r.kind === 'preparation_in');
    expect(made.unit_cost).toBeCloseTo(6.4 / 3000, 4);
  });

  it('refuses to prepare a material that is not prepared or has no recipe', async () => {
    const reply = await admin('POST', `/inventory?is_prepared=1&${loc()}`, {
      id: uuidv7(),
      material_id: m.flour,
      quantity: 1,
    });
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).fields).toHaveProperty('material_id');
  });

  it('records wastage with its reason and lists it', async () => {
    const id = uuidv7();
    const reply = await keeper('POST', `/wastage?${loc()}`, {
      id,
      lines: [{ material_id: m.dough, quantity: 300, reason: 'over_production' }],
    });
    expect(reply.statusCode).toBe(201);
    expect(await onHand(m.dough)).toMatchObject({ quantity: 2700, value: 5.76 });
    const list = await keeper('GET', `/get-wastage?${loc()}&reason=over_production`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).toMatchObject({ document_id: id, quantity: -300, value: -0.64 });
    expect(list.json().totals).toEqual({ quantity: -300, value: -0.64 });
  });

  it('sets a material to what was found', async () => {
    const reply = await keeper('POST', `/inventory/physical/${m.salt}?${loc()}`, {
      id: uuidv7(),
      quantity: 420,
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().movements[0]).toMatchObject({ kind: 'adjustment', quantity: -80 });
    expect((await onHand(m.salt)).quantity).toBe(420);
  });

  it("lists a material's movements newest first with the stock after each", async () => {
    const reply = await keeper('GET', `/inventory/${m.dough}/movs?${loc()}`);
    expect(reply.statusCode).toBe(200);
    const rows = reply.json().data as Array<{ kind: string; balance_after: number }>;
    expect(rows.map((r) => [r.kind, r.balance_after])).toEqual([
      ['wastage', 2700],
      ['preparation_in', 3000],
    ]);
    const all = await keeper('GET', `/movement/v2?${loc()}&limit=2`);
    expect(all.json().pagination.total).toBeGreaterThanOrEqual(7);
    expect(all.json().data).toHaveLength(2);
    expect(all.json().totals.quantity).toBeNull();
  });

  it('names the movement kinds and wastage reasons', async () => {
    const reply = await counter('GET', '/inTypeInventory');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().reasons).toContain('staff_meal');
    expect(reply.json().kinds).toContain('preparation_in');
  });
});

describe('preparation recipes', () => {
  it('reads the recipe with costs and replaces it, bumping the version', async () => {
    const read = await admin('GET', `/preparations/${m.dough}/materials`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ yield_quantity: 1500, version: 1 });
    expect(read.json().lines).toHaveLength(2);
    const write = await admin('POST', `/preparations/${m.dough}/materials/bulk`, {
      lines: [
        { material_id: m.flour, quantity: 1, unit: 'kg' },
        { material_id: m.salt, quantity: 20, unit: 'g' },
      ],
      yield_quantity: 1200,
      version: 1,
    });
    expect(write.statusCode).toBe(200);
    expect(write.json()).toMatchObject({ version: 2, yield_quantity: 1200 });
    const stale = await admin('POST', `/preparations/${m.dough}/materials/bulk`, {
      lines: [],
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses a recipe that contains itself, directly or through another prepared material', async () => {
    const self = await admin('POST', `/preparations/${m.dough}/materials/bulk`, {
      lines: [
        { material_id: m.flour, quantity: 1, unit: 'kg' },
        { material_id: m.dough, quantity: 1, unit: 'g' },
      ],
    });
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).fields).toHaveProperty(['lines.1.material_id']);
    const base = await create('/materials', {
      name: 'Stock pizza base',
      unit: 'piece',
      is_prepared: true,
      recipe: [{ material_id: m.dough, quantity: 250, unit: 'g' }],
    });
    const loop = await admin('POST', `/preparations/${m.dough}/materials/bulk`, {
      lines: [{ material_id: base, quantity: 1, unit: 'piece' }],
    });
    expect(loop.statusCode).toBe(400);
    expect(errorOf(loop).fields?.['lines.0.material_id']).toMatch(/itself/);
  });
});

describe('the overview and the rebuild', () => {
  it('gives stock value at the end of each day and food cost from sales', async () => {
    // The location's business date may be a day ahead of (or behind) UTC's, depending on the hour
    // the test runs: the period reaches a day either side so its last day is past every movement.
    const utcDate = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const reply = await keeper(
      'GET',
      `/inventory/overview?${loc()}&from=${utcDate(-3)}&to=${utcDate(1)}`,
    );
    expect(reply.statusCode).toBe(200);
    const days = reply.json().days as Array<{ date: string; stock_value: number; wastage: number }>;
    expect(days).toHaveLength(5);
    const stock = await keeper('GET', `/inventory?${loc()}`);
    expect(days.at(-1)!.stock_value).toBeCloseTo(stock.json().total, 2);
    // Wastage is the ledger's over the period: this file's 0.64 and whatever the demo's seed wasted.
    const period = `from=${days[0]!.date}&to=${days.at(-1)!.date}`;
    const wasted = (await keeper('GET', `/get-wastage?${loc()}&${period}&limit=1`)).json();
    expect(-wasted.totals.value).toBeGreaterThanOrEqual(0.64);
    expect(days.reduce((s, d) => s + d.wastage, 0)).toBeCloseTo(-wasted.totals.value, 2);
  });

  it('rebuilds the same balances (update-main-tables)', async () => {
    const before = (await admin('GET', `/inventory?${loc()}`)).json();
    const reply = await admin('POST', '/admin/update-main-tables');
    expect(reply.statusCode).toBe(200);
    expect((await admin('GET', `/inventory?${loc()}`)).json()).toEqual(before);
  });
});

describe('access', () => {
  const reads = () => [
    `/inventory?${loc()}`,
    `/movement/v2?${loc()}`,
    `/get-wastage?${loc()}`,
    `/inventory/${m.flour}/movs?${loc()}`,
    `/inventory/overview?${loc()}&from=2026-11-01&to=2026-11-02`,
    `/preparations/${m.dough}/materials`,
  ];

  it('answers every stock read 403 to a blind counter', async () => {
    for (const path of reads()) expect((await counter('GET', path)).statusCode, path).toBe(403);
  });

  it('refuses writes without inventory.write, and another location', async () => {
    const body = { id: uuidv7(), lines: [{ material_id: m.salt, quantity: 1, unit_cost: 1 }] };
    expect((await counter('POST', `/inventory?${loc()}`, body)).statusCode).toBe(403);
    const soho = `loc=${fx().soho}`;
    for (const path of reads()
      .map((p) => p.replace(loc(), soho))
      .slice(0, 5)) {
      expect((await keeper('GET', path)).statusCode, path).toBe(403);
    }
    expect((await keeper('POST', `/inventory?${soho}`, body)).statusCode).toBe(403);
    expect(
      (
        await keeper('POST', `/wastage?${soho}`, {
          id: uuidv7(),
          lines: [{ material_id: m.salt, quantity: 1, reason: 'other' }],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await keeper('POST', `/inventory/physical/${m.salt}?${soho}`, { id: uuidv7(), quantity: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await keeper('POST', '/admin/update-main-tables')).statusCode).toBe(403);
  });

  it('answers garbage with 400, never 500', async () => {
    const garbage = [null, 'x', 42, [], {}, { id: 'nope' }, { id: uuidv7(), lines: [{}] }];
    const paths = [
      `/inventory?${loc()}`,
      `/inventory?is_prepared=1&${loc()}`,
      `/wastage?${loc()}`,
      `/inventory/physical/${m.salt}?${loc()}`,
      `/preparations/${m.dough}/materials/bulk`,
    ];
    for (const path of paths) {
      for (const body of garbage) {
        const reply = await admin('POST', path, body === null ? 'null' : body, {
          'content-type': 'application/json',
        });
        expect(reply.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      }
    }
    for (const path of [
      '/inventory?loc=nope',
      `/movement/v2?${loc()}&page=0`,
      `/inventory/overview?${loc()}&from=2026-13-01&to=x`,
      `/inventory/nope/movs?${loc()}`,
    ]) {
      expect((await admin('GET', path)).statusCode, path).toBe(400);
    }
  });
});
