import { recipeListReply, recipeRow, type RecipeRow } from '@contract/recipes';
import { englishMessage } from '@contract/validation';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, test } from 'vitest';
import { inventoryCallers } from '../materials/testing';
import { demoServer, errorOf } from '../../testing/harness';

const { server, admin, list } = demoServer();
const { counter, outsider, blindWriter } = inventoryCallers(server, admin);

const ids: Record<'oil' | 'egg' | 'mayo' | 'sauce' | 'burger', string> = {
  oil: '',
  egg: '',
  mayo: '',
  sauce: '',
  burger: '',
};
const line = (material: keyof typeof ids, quantity: number, unit: string) => ({
  material_id: ids[material],
  quantity,
  unit,
});
const recipeOf = async (id: string, call = admin): Promise<RecipeRow> =>
  (await call('GET', `/recipe/${id}`)).json();

/**
 * Oil 0.01/ml and eggs 0.5 each make a 500 g batch of mayo (4 + 1 = 5, so 0.01/g); 0.5 kg of mayo
 * and 100 ml of oil make 1,000 g of sauce (5 + 1 = 6, so 0.006/g); a burger takes 25 g of sauce and
 * an egg (0.15 + 0.5 = 0.65).
 */
beforeAll(async () => {
  const material = async (body: Record<string, unknown>, query = '') =>
    (await admin('POST', `/materials${query}`, body)).json().id as string;
  ids.oil = await material({ name: 'Test oil', unit: 'ml', cost: 0.01 });
  ids.egg = await material({ name: 'Test egg', unit: 'piece', cost: 0.5 });
  ids.mayo = await material({ name: 'Test mayo', unit: 'g', cost: 99 }, '?is_prepared=1');
  ids.sauce = await material({ name: 'Test sauce', unit: 'g' }, '?is_prepared=1');
  ids.burger = (await admin('POST', '/products', { name: 'Test burger', price: 10 })).json().id;
  const post = async (body: Record<string, unknown>) => {
    const reply = await admin('POST', '/recipe', body);
    if (reply.statusCode !== 201) throw new Error(reply.body);
  };
  await post({
    id: ids.mayo,
    owner: 'material',
    lines: [line('oil', 400, 'ml'), line('egg', 2, 'piece')],
    yield_quantity: 500,
  });
  await post({
    id: ids.sauce,
    owner: 'material',
    lines: [line('mayo', 0.5, 'kg'), line('oil', 0.1, 'l')],
    yield_quantity: 1000,
  });
  await post({
    id: ids.burger,
    owner: 'product',
    lines: [line('sauce', 25, 'g'), line('egg', 1, 'piece')],
  });
});

describe('recipe costs', () => {
  test('roll up through sub-recipes: batch cost / yield, recursively', async () => {
    const mayo = recipeRow.parse(await recipeOf(ids.mayo));
    expect(mayo).toMatchObject({ owner: 'material', cost: 0.01, yield_quantity: 500, unit: 'g' });
    const sauce = await recipeOf(ids.sauce);
    expect(sauce.cost).toBe(0.006);
    expect(sauce.lines.map((l) => [l.name, l.material_type, l.cost])).toEqual([
      ['Test mayo', 'SR', 5],
      ['Test oil', 'RM', 1],
    ]);
    const burger = await recipeOf(ids.burger);
    expect(burger).toMatchObject({ owner: 'product', name: 'Test burger', yield_quantity: null });
    expect(burger.cost).toBe(0.65);
    // A cheaper egg flows up through every level.
    const egg = (await list('/materials?search=Test%20egg'))[0]!;
    await admin('PUT', `/materials/${ids.egg}`, { version: egg.version, cost: 1 });
    // Mayo 6 / 500 g, sauce (500 g x 0.012 + 1) / 1,000 g, burger 25 g x 0.007 + 1.
    expect((await recipeOf(ids.burger)).cost).toBe(1.175);
  });

  test('a blind caller reads recipes without any cost', async () => {
    const reply = await counter('GET', `/recipe/${ids.sauce}`);
    expect(reply.statusCode).toBe(200);
    const sauce = reply.json();
    expect(sauce).not.toHaveProperty('cost');
    expect(sauce.lines).toHaveLength(2);
    for (const l of sauce.lines) expect(l).not.toHaveProperty('cost');
    const listed = (await counter('GET', '/recipe?limit=500')).json();
    expect(JSON.stringify(listed)).not.toMatch(/"cost"/);
    // A blind writer's own write answers without costs too.
    const written = await blindWriter('PUT', `/recipe/${ids.burger}`, {
      id: ids.burger,
      owner: 'product',
      lines: [line('sauce', 30, 'g')],
    });
    expect(written.statusCode).toBe(200);
    expect(JSON.stringify(written.json())).not.toMatch(/"cost"/);
  });
});

describe('GET /api/recipe', () => {
  test('one list of products, modifier items and prepared materials, paged, searched and by mode', async () => {
    const first = recipeListReply.parse((await admin('GET', '/recipe')).json());
    expect(first.pagination).toMatchObject({ page: 1, limit: 10 });
    expect(first.data).toHaveLength(10);
    const owners = new Set(
      recipeListReply
        .parse((await admin('GET', '/recipe?limit=500&page=1')).json())
        .data.map((r) => r.owner),
    );
    expect(owners).toEqual(new Set(['product', 'modifier_item', 'material']));
    const { total } = first.pagination;
    expect(first.pagination.totalPages).toBe(Math.ceil(total / 10));
    const last = (await admin('GET', `/recipe?page=${first.pagination.totalPages}`)).json();
    expect(last.data).toHaveLength(total - (first.pagination.totalPages - 1) * 10);

    const tests = (await admin('GET', '/recipe?search=test%20')).json();
    expect(tests.data.map((r: RecipeRow) => r.name)).toEqual([
      'Test burger',
      'Test mayo',
      'Test sauce',
    ]);
    const materials = (await admin('GET', '/recipe?mode=material&limit=500')).json();
    expect(materials.data.every((r: RecipeRow) => r.owner === 'material')).toBe(true);
    expect(materials.data.map((r: RecipeRow) => r.name)).toContain('Test sauce');
    // Raw materials are bought, not made: they are not in the list.
    expect(materials.data.map((r: RecipeRow) => r.name)).not.toContain('Test oil');
    const products = (await admin('GET', '/recipe?mode=product&search=test')).json();
    expect(products.data.map((r: RecipeRow) => r.name)).toEqual(['Test burger']);
    const sum =
      materials.pagination.total +
      (await admin('GET', '/recipe?mode=product')).json().pagination.total;
    expect(sum).toBe(total);

    for (const query of ['page=0', 'limit=501', 'mode=other', 'limit=x']) {
      const bad = await admin('GET', `/recipe?${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
    expect((await outsider('GET', '/recipe')).statusCode).toBe(403);
    expect((await admin('GET', `/recipe/${ids.oil}`)).statusCode).toBe(404);
    expect((await admin('GET', `/recipe/${uuidv7()}`)).statusCode).toBe(404);
  });
});

describe('recipe writes', () => {
  test('a recipe cannot contain itself at depth 2, nor directly', async () => {
    // Dressing is made of sauce (made of mayo); mayo made of dressing would close the loop.
    const dressing = (
      await admin('POST', '/materials?is_prepared=1', { name: 'Test dressing' })
    ).json().id as string;
    expect(
      (
        await admin('POST', '/recipe', {
          id: dressing,
          owner: 'material',
          lines: [{ material_id: ids.sauce, quantity: 100, unit: 'g' }],
        })
      ).statusCode,
    ).toBe(201);
    const cycle = await admin('POST', '/recipe', {
      id: ids.mayo,
      owner: 'material',
      lines: [line('oil', 400, 'ml'), { material_id: dressing, quantity: 10, unit: 'g' }],
    });
    expect(cycle.statusCode).toBe(400);
    expect(errorOf(cycle).fields).toEqual({
      'lines.1.material_id': englishMessage({ code: 'recipe_cycle', params: {} }),
    });
    const self = await admin('PUT', `/recipe/${ids.sauce}`, {
      id: ids.sauce,
      owner: 'material',
      lines: [line('sauce', 1, 'g')],
    });
    expect(errorOf(self).fields).toHaveProperty(['lines.0.material_id']);
    // Nothing changed.
    expect((await recipeOf(ids.mayo)).lines).toHaveLength(2);
  });

  test('PUT checks the version: a stale one is a 409 with the current recipe', async () => {
    const current = await recipeOf(ids.mayo);
    const put = (version: number) =>
      admin('PUT', `/recipe/${ids.mayo}`, {
        id: ids.mayo,
        owner: 'material',
        lines: [line('oil', 450, 'ml'), line('egg', 2, 'piece')],
        yield_quantity: 500,
        version,
      });
    const ok = await put(current.version);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ version: current.version + 1, cost: 0.013 });
    const stale = await put(current.version);
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).current).toMatchObject({ id: ids.mayo, owner: 'material' });
    expect(errorOf(stale).current?.lines).toHaveLength(2);
  });

  test('DELETE empties one recipe, or many at once, all or nothing', async () => {
    const extra = (await admin('POST', '/materials?is_prepared=1', { name: 'Test glaze' })).json();
    await admin('POST', '/recipe', {
      id: extra.id,
      owner: 'material',
      lines: [line('egg', 1, 'piece')],
    });
    const one = await admin('DELETE', `/recipe/${extra.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().lines).toEqual([]);
    expect((await admin('GET', `/materials/${extra.id}`)).json().recipe).toEqual([]);

    const unknown = await admin('DELETE', '/recipe', { recipeIds: [ids.burger, uuidv7()] });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).fields).toHaveProperty(['recipeIds.1']);
    expect((await recipeOf(ids.burger)).lines).not.toEqual([]);
    const many = await admin('DELETE', '/recipe', { recipeIds: [ids.burger, ids.sauce] });
    expect(many.statusCode).toBe(200);
    expect(many.json().data.map((r: RecipeRow) => r.lines.length)).toEqual([0, 0]);
    expect((await recipeOf(ids.sauce)).lines).toEqual([]);
  });

  test('permissions and bad bodies: 403 and 400 with field paths, never 500', async () => {
    const body = { id: ids.mayo, owner: 'material', lines: [line('egg', 1, 'piece')] };
    expect((await counter('POST', '/recipe', body)).statusCode).toBe(403);
    expect((await outsider('POST', '/recipe', body)).statusCode).toBe(403);
    const cases: [unknown, string][] = [
      [{ ...body, lines: [{ ...line('egg', 1, 'piece'), unit: 'cup' }] }, 'lines.0.unit'],
      [{ ...body, lines: [{ ...line('egg', -1, 'piece') }] }, 'lines.0.quantity'],
      [
        { ...body, lines: [{ material_id: uuidv7(), quantity: 1, unit: 'g' }] },
        'lines.0.material_id',
      ],
      [{ ...body, owner: 'supplier' }, 'owner'],
      [{ ...body, id: 'x' }, 'id'],
      [{ ...body, yield_quantity: 0 }, 'yield_quantity'],
      [{ ...body, extra: 1 }, ''],
      [{ id: ids.burger, owner: 'product', lines: [], yield_quantity: 5 }, 'yield_quantity'],
      [{ lines: 'x' }, 'lines'],
    ];
    for (const [bad, field] of cases) {
      const reply = await admin('POST', '/recipe', bad);
      expect(reply.statusCode, JSON.stringify(bad)).toBe(400);
      if (field) expect(errorOf(reply).fields, JSON.stringify(bad)).toHaveProperty([field]);
    }
    const mismatch = await admin('PUT', `/recipe/${ids.sauce}`, body);
    expect(errorOf(mismatch).fields).toHaveProperty(['id']);
    expect((await admin('POST', '/recipe', { ...body, id: uuidv7() })).statusCode).toBe(404);
    expect((await admin('DELETE', '/recipe', { recipeIds: [] })).statusCode).toBe(400);
    expect((await admin('DELETE', '/recipe', [1, 2])).statusCode).toBe(400);
  });
});
