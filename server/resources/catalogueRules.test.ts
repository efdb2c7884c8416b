import { moduleOf } from '@contract/access';
import { describe, expect, test } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { insertUser } from '../auth/users';
import { caller, demoServer, errorOf, signIn, type TestRow } from '../testing/harness';

const { server, admin, staff, staffLocation, list } = demoServer();

describe('PLU and SKU are unique per business', () => {
  test('create and update refuse a PLU in use (any case) with 409 naming plu; blank never clashes', async () => {
    const [product] = await list('/products?limit=1');
    const clash = await admin('POST', '/products', { name: 'Copy cat', plu: product!.plu });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash)).toMatchObject({
      code: 'DUPLICATE',
      fields: { plu: expect.any(String) },
    });
    expect(errorOf(clash).message).toBe(
      `The plu “${String(product!.plu)}” is already used by “${product!.name}”`,
    );
    const blankA = await admin('POST', '/products', { name: 'No PLU A', plu: '', sku: '' });
    const blankB = await admin('POST', '/products', { name: 'No PLU B', plu: '  ', sku: '' });
    expect([blankA.statusCode, blankB.statusCode]).toEqual([201, 201]);
    const fresh = (await admin('POST', '/products', { name: 'Fresh', plu: 'ab-123' })).json();
    const update = await admin('PUT', `/products/${blankA.json().id}`, {
      plu: 'AB-123',
      version: 1,
    });
    expect(update.statusCode).toBe(409);
    expect(errorOf(update).fields).toHaveProperty('plu');

    const check = (query: string) => admin('GET', `/products/unique-verification-plu?${query}`);
    expect((await check('plu=AB-123')).json()).toEqual({
      available: false,
      used_by: { id: fresh.id, name: 'Fresh' },
    });
    expect((await check(`plu=ab-123&exclude_id=${fresh.id}`)).json()).toEqual({ available: true });
    expect((await check('plu=%20')).json()).toEqual({ available: true });
    expect((await check('plu=never-used-9')).json()).toEqual({ available: true });
    // Staff learn that a PLU of another location's product is taken, but not which product has it.
    const soho = (await list('/locations?search=soho'))[0]!;
    await admin('POST', '/products', { name: 'Soho secret', plu: 'SOHO-1', location_id: soho.id });
    const staffCheck = await staff('GET', '/products/unique-verification-plu?plu=soho-1');
    expect(staffCheck.json()).toEqual({ available: false });
    expect((await check('plu=soho-1')).json()).toMatchObject({ used_by: { name: 'Soho secret' } });
    const staffClash = await staff('POST', '/products', {
      name: 'Mine',
      plu: 'SOHO-1',
      location_id: staffLocation(),
    });
    expect(staffClash.statusCode).toBe(409);
    expect(errorOf(staffClash).message).toBe('The plu “SOHO-1” is already used');
    const bad = await check('exclude_id=nope');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {})).toEqual(
      expect.arrayContaining(['plu', 'exclude_id']),
    );
  });
});

describe('deleting what is still used', () => {
  test('a product in a deal or menu, a modifier or a category in use answer 409 IN_USE naming where', async () => {
    const deal = (await list('/deals?search=Burger%20combo'))[0]! as TestRow & {
      groups: { product_ids: string[] }[];
    };
    const burger = deal.groups[0]!.product_ids[0]!;
    const product = await admin('DELETE', `/products/${burger}`);
    expect(product.statusCode).toBe(409);
    const error = product.json().error;
    expect(error.code).toBe('IN_USE');
    expect(error.used_by).toContainEqual({
      collection: 'deals',
      id: deal.id,
      name: 'Burger combo',
    });

    const menuProduct = (await admin('POST', '/products', { name: 'On the menu' })).json();
    const menu = (await list('/menus?limit=1'))[0]!;
    await admin('PUT', `/menus/${menu.id}`, {
      product_ids: [menuProduct.id],
      version: menu.version,
    });
    const inMenu = await admin('DELETE', `/products/${menuProduct.id}`);
    expect(inMenu.json().error.used_by).toEqual([
      { collection: 'menus', id: menu.id, name: menu.name },
    ]);

    const size = (await list('/modifiers?search=Size'))[0]!;
    const modifier = await admin('DELETE', `/modifiers/${size.id}`);
    expect(modifier.statusCode).toBe(409);
    const usedBy = modifier.json().error.used_by as { collection: string }[];
    expect(usedBy.map((u) => u.collection)).toContain('products');

    const category = (await list('/categories?search=Burgers'))[0]!;
    const inUse = await admin('DELETE', `/categories/${category.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.used_by.length).toBeGreaterThan(0);
    expect((await admin('GET', `/categories/${category.id}`)).statusCode).toBe(200);

    // Once nothing uses it, it goes; staff may not bring back a shared product, admins may.
    const loose = (await admin('POST', '/products', { name: 'Loose' })).json();
    expect((await admin('DELETE', `/products/${loose.id}`)).statusCode).toBe(200);
    expect((await staff('POST', `/products/${loose.id}/restore`)).statusCode).toBe(403);
    expect((await admin('POST', `/products/${loose.id}/restore`)).statusCode).toBe(200);
  });
});

describe('staff edit the catalogue of their own location only', () => {
  test('a shared product: their location price and availability yes, the rest no', async () => {
    const [product] = await list('/products?limit=1');
    const own = await staff('PUT', `/products/${product!.id}`, {
      location_prices: [
        ...(product!.location_prices as unknown[]),
        { location_id: staffLocation(), price: 12.5 },
      ],
      unavailable_location_ids: [staffLocation()],
      version: product!.version,
    });
    expect(own.statusCode).toBe(200);
    const price = await staff('PUT', `/products/${product!.id}`, {
      price: 1,
      version: own.json().version,
    });
    expect(price.statusCode).toBe(403);
    expect(errorOf(price).fields).toHaveProperty('price');
    const create = await staff('POST', '/products', { name: 'Staff special' });
    expect(create.statusCode).toBe(403);
    expect((await staff('DELETE', `/products/${product!.id}`)).statusCode).toBe(403);
    const withRecipe = (await list('/products?search=Double%20smash'))[0]!;
    const recipe = await staff('POST', `/products/${withRecipe.id}/materials`, {
      lines: [],
      version: withRecipe.version,
    });
    expect(recipe.statusCode).toBe(403);
    expect(errorOf(recipe).fields).toHaveProperty('lines');
  });
});

describe('the permission of every catalogue call', () => {
  test('a reader of every location may read but not write: 403 naming catalogue.write', async () => {
    const locations = (await admin('GET', '/locations')).json().data as TestRow[];
    const role = await admin('POST', '/roles', {
      name: 'Catalogue reader',
      permissions: ['catalogue.read'],
      modules: [moduleOf.catalogue],
    });
    await insertUser(server.database.db, server.database.dialect, {
      customerId: locations[0]!.customer_id as string,
      username: 'reader',
      email: 'reader@backhouse.demo',
      passwordHash: await hashPassword('reader-password'),
      roleId: role.json().id,
      locationId: locations[0]!.id,
      allowLocations: locations.map((l) => l.id),
      isAdmin: false,
      modules: [],
      permissions: [],
    });
    const reader = caller(
      server.app,
      await signIn(server.app, { email: 'reader@backhouse.demo', password: 'reader-password' }),
    );
    expect((await reader('GET', '/user-find/current')).json().all_locations).toBe(true);
    const [product] = await list('/products?limit=1');
    const category = (await list('/categories?limit=1'))[0]!;
    const id = product!.id;
    for (const path of [
      '/products/webProducts',
      `/products/${id}`,
      '/products/unique-verification-plu?plu=1',
      '/products/tax-groups-enhanced',
      '/products/units',
      `/products/${id}/materials`,
    ]) {
      expect((await reader('GET', path)).statusCode, path).toBe(200);
    }
    expect((await reader('POST', '/products/match-by-name', { names: ['x'] })).statusCode).toBe(
      200,
    );
    expect((await reader('POST', '/modifiers/match-by-name', { names: ['x'] })).statusCode).toBe(
      200,
    );
    const writes: [string, string, unknown][] = [
      ['POST', '/products/bulk-update-sort-order', { items: [{ id, sort_order: 1 }] }],
      [
        'POST',
        '/categories/bulk-update-sort-order',
        { items: [{ id: category.id, sort_order: 1 }] },
      ],
      ['PUT', `/products/archive_product/${id}?is_archive=1`, undefined],
      ['PUT', `/products/remove_image/${id}`, undefined],
      ['PUT', `/categories/remove_image/${category.id}`, undefined],
      ['POST', '/products/bulk-update-tax', { product_ids: [id], tax_group_id: null }],
      ['POST', `/products/${id}/materials`, { lines: [], version: product!.version }],
      ['POST', '/import-products', { rows: [{ name: 'x' }] }],
      ['POST', `/products/${id}/restore`, undefined],
    ];
    for (const [method, path, body] of writes) {
      const response = await reader(method as 'POST', path, body);
      expect(response.statusCode, path).toBe(403);
      expect(errorOf(response).permission, path).toBe('catalogue.write');
    }
    const deleteAll = await reader('DELETE', '/products/all', { confirm: 'DELETE ALL PRODUCTS' });
    expect(errorOf(deleteAll).permission).toBe('catalogue.delete_all');
  });
});
