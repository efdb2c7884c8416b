import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { salesFixture } from '../../sales/testing';
import { caller, demoServer, errorOf, type Caller } from '../../testing/harness';

/**
 * A stock document's id sent again: the same content (in any key or line order) is a resend after
 * a lost reply and answers 200 with what was stored; other content under that id is 409 ID_REUSED
 * and moves nothing.
 */

const demo = demoServer();
const { admin } = demo;
const fx = salesFixture(admin);
const m = { flour: '', oil: '', sauce: '' };

beforeAll(async () => {
  const create = async (body: Record<string, unknown>) => {
    const reply = await admin('POST', '/materials', body);
    if (reply.statusCode !== 201) throw new Error(reply.body);
    return reply.json().id as string;
  };
  m.flour = await create({ name: 'Resend flour', unit: 'g', cost: 0.002 });
  m.oil = await create({ name: 'Resend oil', unit: 'ml', cost: 0.01 });
  m.sauce = await create({
    name: 'Resend sauce',
    unit: 'ml',
    is_prepared: true,
    recipe: [{ material_id: m.oil, quantity: 100, unit: 'ml' }],
    yield_quantity: 500,
  });
});

const loc = () => `loc=${fx().dubai}`;
const onHand = async (material: string) => {
  const reply = await admin('GET', `/inventory?${loc()}`);
  const item = reply.json().items.find((i: { material_id: string }) => i.material_id === material);
  return (item?.quantity ?? 0) as number;
};
const ids = (reply: { json(): { movements: Array<{ id: string }> } }) =>
  reply
    .json()
    .movements.map((r) => r.id)
    .sort();

/** Posts `first`, then each of `others` under its id: every one must be refused, moving nothing. */
async function refusesOthers(
  who: Caller,
  path: string,
  first: Record<string, unknown>,
  others: Array<Record<string, unknown> & { path?: string }>,
  material: string,
) {
  const created = await who('POST', path, first);
  expect(created.statusCode, created.body).toBe(201);
  const stock = await onHand(material);
  for (const { path: otherPath, ...other } of others) {
    const reply = await who('POST', otherPath ?? path, { ...other, id: first.id });
    expect(reply.statusCode, JSON.stringify(other)).toBe(409);
    expect(errorOf(reply).code).toBe('ID_REUSED');
    expect(errorOf(reply).message).toMatch(/already/);
  }
  expect(await onHand(material)).toBe(stock);
  return created;
}

describe('a receipt sent again', () => {
  it('with the same lines in another order and key order answers the first one', async () => {
    const body = {
      id: uuidv7(),
      lines: [
        { material_id: m.flour, quantity: 5000, unit_cost: 0.002 },
        { material_id: m.oil, quantity: 1000, unit_cost: 0.012 },
      ],
      note: 'Market run',
    };
    const first = await admin('POST', `/inventory?${loc()}`, body);
    expect(first.statusCode).toBe(201);
    const resent = await admin('POST', `/inventory?${loc()}`, {
      note: 'Market run',
      lines: [
        { unit_cost: 0.012, quantity: 1000, material_id: m.oil },
        { quantity: 5000, material_id: m.flour, unit_cost: 0.002 },
      ],
      id: body.id,
    });
    expect(resent.statusCode).toBe(200);
    expect(ids(resent)).toEqual(ids(first));
    expect(await onHand(m.flour)).toBe(5000);
  });

  it('with other lines, another location or as another kind of document is refused', async () => {
    const line = { material_id: m.flour, quantity: 1000, unit_cost: 0.002 };
    const first = { id: uuidv7(), lines: [line] };
    await refusesOthers(
      admin,
      `/inventory?${loc()}`,
      first,
      [
        { lines: [{ ...line, quantity: 2000 }] },
        { lines: [{ ...line, unit_cost: 0.003 }] },
        { lines: [{ ...line, material_id: m.oil }] },
        { lines: [line, line] },
        { lines: [line], path: `/inventory?loc=${fx().soho}` },
        { lines: [line], occurred_at: '2026-01-01T08:00:00Z' },
        {
          lines: [{ material_id: m.flour, quantity: 1000, reason: 'spoiled' }],
          path: `/wastage?${loc()}`,
        },
        { material_id: m.sauce, quantity: 500, path: `/inventory?is_prepared=1&${loc()}` },
        { quantity: 1000, path: `/inventory/physical/${m.flour}?${loc()}` },
      ],
      m.flour,
    );
  });

  it('with its time compares the instant, not how it is written', async () => {
    const body = {
      id: uuidv7(),
      lines: [{ material_id: m.oil, quantity: 10, unit_cost: 0.01 }],
      occurred_at: '2026-11-01T08:00:00Z',
    };
    expect((await admin('POST', `/inventory?${loc()}`, body)).statusCode).toBe(201);
    const resent = await admin('POST', `/inventory?${loc()}`, {
      ...body,
      occurred_at: '2026-11-01T12:00:00+04:00',
    });
    expect(resent.statusCode).toBe(200);
  });
});

describe('wastage, quick adjustments and preparations sent again', () => {
  it('wastage: the same lines answer 200; another quantity, material or reason is refused', async () => {
    const line = { material_id: m.flour, quantity: 100, reason: 'spoiled' };
    const first = { id: uuidv7(), lines: [line] };
    const path = `/wastage?${loc()}`;
    const created = await refusesOthers(
      admin,
      path,
      first,
      [
        { lines: [{ ...line, quantity: 150 }] },
        { lines: [{ ...line, reason: 'expired' }] },
        { lines: [{ ...line, material_id: m.oil }] },
        {
          lines: [{ material_id: m.flour, quantity: 100, unit_cost: 0 }],
          path: `/inventory?${loc()}`,
        },
      ],
      m.flour,
    );
    const resent = await admin('POST', path, { ...first, note: 'Resent from the outbox' });
    expect(resent.statusCode).toBe(200);
    expect(ids(resent)).toEqual(ids(created));
  });

  it('a quick adjustment: the same found quantity answers 200 even after stock moved since', async () => {
    const first = { id: uuidv7(), quantity: 420 };
    const path = `/inventory/physical/${m.oil}?${loc()}`;
    const created = await refusesOthers(
      admin,
      path,
      first,
      [{ quantity: 421 }, { quantity: 420, path: `/inventory/physical/${m.flour}?${loc()}` }],
      m.oil,
    );
    // Stock moves after the adjustment: what it found stays what it found.
    const receipt = {
      id: uuidv7(),
      lines: [{ material_id: m.oil, quantity: 80, unit_cost: 0.01 }],
    };
    expect((await admin('POST', `/inventory?${loc()}`, receipt)).statusCode).toBe(201);
    const resent = await admin('POST', path, first);
    expect(resent.statusCode).toBe(200);
    expect(ids(resent)).toEqual(ids(created));
    expect(await onHand(m.oil)).toBe(500);
    expect((await admin('POST', path, { ...first, quantity: 500 })).statusCode).toBe(409);
  });

  it('a preparation: the same batch answers 200; another quantity or material is refused', async () => {
    const first = { id: uuidv7(), material_id: m.sauce, quantity: 500 };
    const path = `/inventory?is_prepared=1&${loc()}`;
    const created = await refusesOthers(
      admin,
      path,
      first,
      [
        { material_id: m.sauce, quantity: 1000 },
        { material_id: m.oil, quantity: 500 },
        { material_id: m.sauce, quantity: 500, path: `/inventory?is_prepared=1&loc=${fx().soho}` },
      ],
      m.sauce,
    );
    const resent = await admin('POST', path, { quantity: 500, material_id: m.sauce, id: first.id });
    expect(resent.statusCode).toBe(200);
    expect(ids(resent)).toEqual(ids(created));
    expect(await onHand(m.sauce)).toBe(500);
  });

  it('the id of a sale that moved stock is refused for a stock document', async () => {
    const product = await admin('POST', '/products', {
      name: 'Resend flatbread',
      price: 10,
      recipe: [{ material_id: m.flour, quantity: 10, unit: 'g' }],
    });
    expect(product.statusCode, product.body).toBe(201);
    const sale = fx().invoice();
    sale.lines = sale.lines.map((l) => ({ ...l, product_id: product.json().id }));
    expect((await admin('POST', '/invoices', sale)).statusCode).toBe(201);
    const reply = await admin('POST', `/wastage?${loc()}`, {
      id: sale.id,
      lines: [{ material_id: m.flour, quantity: 1, reason: 'other' }],
    });
    expect(reply.statusCode).toBe(409);
    expect(errorOf(reply).message).toMatch(/invoice/);
  });

  it("another business's document id is refused, not a failed insert", async () => {
    const registered = await demo.server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        business_name: 'Neighbour',
        location_name: 'Shop',
        username: 'neighbour',
        email: 'neighbour@example.com',
        password: 'a-long-password',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const theirs = caller(demo.server.app, registered.json().token as string);
    const shop = (await theirs('GET', '/locations')).json().data[0].id as string;
    const salt = await theirs('POST', '/materials', { name: 'Salt', unit: 'g', cost: 0.001 });
    expect(salt.statusCode, salt.body).toBe(201);
    const ours = { id: uuidv7(), lines: [{ material_id: m.flour, quantity: 1, unit_cost: 0 }] };
    expect((await admin('POST', `/inventory?${loc()}`, ours)).statusCode).toBe(201);
    const reply = await theirs('POST', `/inventory?loc=${shop}`, {
      id: ours.id,
      lines: [{ material_id: salt.json().id, quantity: 1, unit_cost: 0 }],
    });
    expect(reply.statusCode).toBe(409);
    expect(errorOf(reply).code).toBe('ID_REUSED');
  });
});
