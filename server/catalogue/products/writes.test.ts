import { pullReply } from '@contract/sync';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, test } from 'vitest';
import { demoServer, errorOf, type TestRow } from '../../testing/harness';

const { server, admin, staff, staffLocation, list } = demoServer();

/** The latest seq of the change log: a pull from here sees only what happens next. */
async function cursor(): Promise<number> {
  const { seq } = await server.database.db
    .selectFrom('changes')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirstOrThrow();
  return Number(seq);
}
/** Rows of a collection that a pull after `since` delivers. */
async function pulled(since: number, collection: string) {
  const reply = pullReply.parse(
    (await admin('GET', `/sync/pull?since=${since}&limit=1000`)).json(),
  );
  return reply.changes.filter((c) => c.collection === collection);
}

describe('POST /api/{products,categories}/bulk-update-sort-order', () => {
  test.each(['products', 'categories'])(
    'reorders %s: each row +1 version, delivered by the next pull',
    async (path) => {
      const rows = await list(`/${path}?limit=3&sort=sort_order`);
      const before = await cursor();
      const items = rows.map((r, i) => ({ id: r.id, sort_order: 900 - i }));
      const response = await admin('POST', `/${path}/bulk-update-sort-order`, { items });
      expect(response.statusCode).toBe(200);
      const changed: TestRow[] = response.json().data;
      expect(changed.map((r) => [r.id, r.sort_order, r.version])).toEqual(
        rows.map((r, i) => [r.id, 900 - i, r.version + 1]),
      );
      const delivered = await pulled(before, path);
      expect(delivered.map((c) => c.row.id).sort()).toEqual(rows.map((r) => r.id).sort());
      expect((await admin('GET', `/${path}/${rows[0]!.id}`)).json().sort_order).toBe(900);
    },
  );

  test('bad bodies are 400 with the field paths; unknown and repeated ids name their item', async () => {
    const [a, b] = await list('/products?limit=2');
    const cases: [unknown, string][] = [
      [{}, 'items'],
      [{ items: [] }, 'items'],
      [{ items: [{ id: 'nope', sort_order: 1 }] }, 'items.0.id'],
      [{ items: [{ id: a!.id, sort_order: -1 }] }, 'items.0.sort_order'],
      [{ items: [{ id: a!.id, sort_order: 1, extra: true }] }, 'items.0'],
      [
        {
          items: [
            { id: a!.id, sort_order: 1 },
            { id: uuidv7(), sort_order: 2 },
          ],
        },
        'items.1.id',
      ],
      [
        {
          items: [
            { id: b!.id, sort_order: 1 },
            { id: b!.id, sort_order: 2 },
          ],
        },
        'items.1.id',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await admin('POST', '/products/bulk-update-sort-order', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(errorOf(response).fields ?? {}).join()).toContain(field);
    }
    // Nothing moved.
    expect((await admin('GET', `/products/${a!.id}`)).json().version).toBe(a!.version);
  });

  test('staff may reorder categories of their location, not shared ones (all or nothing)', async () => {
    const own = (
      await staff('POST', '/categories', { name: 'Staff shelf', location_id: staffLocation() })
    ).json();
    const shared = (await list('/categories?limit=100')).find((c) => c.location_id === null)!;
    const ok = await staff('POST', '/categories/bulk-update-sort-order', {
      items: [{ id: own.id, sort_order: 5 }],
    });
    expect(ok.statusCode).toBe(200);
    const mixed = await staff('POST', '/categories/bulk-update-sort-order', {
      items: [
        { id: own.id, sort_order: 6 },
        { id: shared.id, sort_order: 7 },
      ],
    });
    expect(mixed.statusCode, mixed.body).toBe(403);
    expect((await admin('GET', `/categories/${own.id}`)).json().sort_order).toBe(5);
    const products = await staff('POST', '/products/bulk-update-sort-order', {
      items: [{ id: (await list('/products?limit=1'))[0]!.id, sort_order: 777 }],
    });
    expect(products.statusCode).toBe(403);
  });

  test('Idempotency-Key: a repeat answers the first reply and bumps nothing', async () => {
    const [row] = await list('/categories?limit=1');
    const headers = { 'idempotency-key': 'sort-categories-once' };
    const body = { items: [{ id: row!.id, sort_order: 42 }] };
    const first = await admin('POST', '/categories/bulk-update-sort-order', body, headers);
    const again = await admin('POST', '/categories/bulk-update-sort-order', body, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect((await admin('GET', `/categories/${row!.id}`)).json().version).toBe(row!.version + 1);
    const reused = await admin(
      'POST',
      '/categories/bulk-update-sort-order',
      { items: [{ id: row!.id, sort_order: 43 }] },
      headers,
    );
    expect(reused.statusCode).toBe(422);
  });
});

describe('PUT /api/products/archive_product/{id}', () => {
  test('archives and brings back; archived products leave webProducts', async () => {
    const [product] = await list('/products?limit=1&addon=0');
    const archived = await admin('PUT', `/products/archive_product/${product!.id}?is_archive=true`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ is_archived: true, version: product!.version + 1 });
    const sold = (await admin('GET', '/products/webProducts')).json().data as TestRow[];
    expect(sold.map((p) => p.id)).not.toContain(product!.id);
    const back = await admin('PUT', `/products/archive_product/${product!.id}?is_archive=0`);
    expect(back.json()).toMatchObject({ is_archived: false, version: product!.version + 2 });
  });

  test('a missing or wrong is_archive is 400; an unknown product 404; staff 403', async () => {
    const [product] = await list('/products?limit=1');
    const missing = await admin('PUT', `/products/archive_product/${product!.id}`);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toHaveProperty('is_archive');
    const wrong = await admin('PUT', `/products/archive_product/${product!.id}?is_archive=maybe`);
    expect(errorOf(wrong).fields).toHaveProperty('is_archive');
    const unknown = await admin('PUT', `/products/archive_product/${uuidv7()}?is_archive=1`);
    expect(unknown.statusCode).toBe(404);
    const refused = await staff('PUT', `/products/archive_product/${product!.id}?is_archive=1`);
    expect(refused.statusCode).toBe(403);
  });
});

describe('POST /api/products/bulk-update-tax', () => {
  test('gives many products one tax group (or none), each +1 version', async () => {
    const products = await list('/products?limit=4');
    const zero = (await list('/tax-group?search=Zero'))[0]!;
    const ids = products.map((p) => p.id);
    const response = await admin('POST', '/products/bulk-update-tax', {
      product_ids: ids,
      tax_group_id: zero.id,
    });
    expect(response.statusCode).toBe(200);
    const rows: TestRow[] = response.json().data;
    expect(rows.map((r) => [r.id, r.tax_group_id, r.version])).toEqual(
      products.map((p) => [p.id, zero.id, p.version + 1]),
    );
    const none = await admin('POST', '/products/bulk-update-tax', {
      product_ids: ids.slice(0, 1),
      tax_group_id: null,
    });
    expect(none.json().data[0].tax_group_id).toBeNull();
  });

  test('an unknown tax group or product is 400 naming it; staff are refused', async () => {
    const [product] = await list('/products?limit=1');
    const badGroup = await admin('POST', '/products/bulk-update-tax', {
      product_ids: [product!.id],
      tax_group_id: uuidv7(),
    });
    expect(badGroup.statusCode).toBe(400);
    expect(errorOf(badGroup).fields).toHaveProperty('tax_group_id');
    const badProduct = await admin('POST', '/products/bulk-update-tax', {
      product_ids: [product!.id, uuidv7()],
      tax_group_id: null,
    });
    expect(errorOf(badProduct).fields).toHaveProperty(['product_ids.1']);
    const garbage = await admin('POST', '/products/bulk-update-tax', { ids: 'all' });
    expect(garbage.statusCode).toBe(400);
    expect(Object.keys(errorOf(garbage).fields ?? {})).toEqual(
      expect.arrayContaining(['product_ids', 'tax_group_id']),
    );
    const refused = await staff('POST', '/products/bulk-update-tax', {
      product_ids: [product!.id],
      tax_group_id: (await list('/tax-group?search=UK'))[0]!.id,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET and POST /api/products/{id}/materials', () => {
  test('replaces the recipe (versioned) and reads it back with each line costed', async () => {
    const product = (await list('/products?search=Cheeseburger'))[0]!;
    const materials = await list('/materials?limit=1000');
    const beef = materials.find((m) => m.name === 'Beef patty 150g')!;
    const potatoes = materials.find((m) => m.name === 'Potatoes')!;
    const lines = [
      { material_id: beef.id, quantity: 2, unit: 'piece' },
      { material_id: potatoes.id, quantity: 200, unit: 'g' },
    ];
    const saved = await admin('POST', `/products/${product.id}/materials`, {
      lines,
      version: product.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ recipe: lines, version: product.version + 1 });

    const read = await admin('GET', `/products/${product.id}/materials`);
    expect(read.statusCode).toBe(200);
    const recipe = read.json();
    const expected = 2 * (beef.cost as number) + 0.2 * (potatoes.cost as number);
    expect(recipe.cost).toBeCloseTo(expected, 4);
    expect(recipe.lines[0]).toMatchObject({ material: { id: beef.id, unit: 'piece' } });
    expect(recipe.skipped).toEqual([]);

    const stale = await admin('POST', `/products/${product.id}/materials`, {
      lines: [],
      version: product.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).current).toMatchObject({ version: product.version + 1 });
  });

  test('bad lines are 400 under lines.*; unknown products 404; GET /products/units lists units', async () => {
    const product = (await list('/products?limit=1'))[0]!;
    const bad = await admin('POST', `/products/${product.id}/materials`, {
      lines: [{ material_id: uuidv7(), quantity: 1, unit: 'g' }],
      version: product.version,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty(['lines.0.material_id']);
    const shape = await admin('POST', `/products/${product.id}/materials`, {
      lines: [{ material_id: 'x', quantity: -1, unit: 'bucket' }],
    });
    expect(Object.keys(errorOf(shape).fields ?? {})).toEqual(
      expect.arrayContaining([
        'lines.0.material_id',
        'lines.0.quantity',
        'lines.0.unit',
        'version',
      ]),
    );
    expect((await admin('GET', `/products/${uuidv7()}/materials`)).statusCode).toBe(404);
    const units = (await admin('GET', '/products/units')).json().data;
    expect(units).toContainEqual({ unit: 'kg', base: 'g', factor: 1000 });
  });
});
