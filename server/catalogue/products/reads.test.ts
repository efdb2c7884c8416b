import { productRow, taxGroupsEnhancedReply, webProductsReply } from '@contract/catalogueCalls';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, test } from 'vitest';
import { caller, demoServer, errorOf } from '../../testing/harness';

const { server, admin, staff } = demoServer();
let locations: { id: string; name: string }[];
let channels: { id: string; name: string }[];

beforeAll(async () => {
  locations = (await admin('GET', '/locations')).json().data;
  channels = (await admin('GET', '/channels')).json().data;
});

const locationNamed = (part: string) => locations.find((l) => l.name.includes(part))!.id;

describe('GET /api/products/{id}', () => {
  test('reads one product in the contract shape; staff read it too; unknown is 404, bad id 400', async () => {
    const [first] = (await admin('GET', '/products?limit=1')).json().data;
    const got = await admin('GET', `/products/${first.id}`);
    expect(got.statusCode).toBe(200);
    expect(productRow.parse(got.json())).toEqual(first);
    expect((await staff('GET', `/products/${first.id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/products/${uuidv7()}`)).statusCode).toBe(404);
    const bad = await admin('GET', '/products/123');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty('id');
  });
});

describe('GET /api/products/webProducts', () => {
  test('sells active, unarchived products of a location, priced for it and a channel', async () => {
    const soho = locationNamed('Soho');
    const deliveroo = channels.find((c) => c.name === 'Deliveroo')!.id;
    const reply = await admin('GET', `/products/webProducts?loc=${soho}&channel=${deliveroo}`);
    expect(reply.statusCode).toBe(200);
    const { data } = webProductsReply.parse(reply.json());
    expect(data.length).toBeGreaterThan(100);
    for (const product of data) {
      expect(product.is_active && !product.is_archived).toBe(true);
      expect(product.unavailable_location_ids).not.toContain(soho);
    }
    const burger = data.find((p) => p.name === 'Classic beef burger')!;
    const channelPrice = burger.channel_prices.find((p) => p.channel_id === deliveroo)!.price;
    expect(burger.effective_price).toBe(channelPrice);
    expect(burger.category).toMatchObject({ name: 'Burgers' });
    expect(burger.modifier_groups.map((m) => m.name)).toEqual(['Burger extras', 'Side choice']);
    expect(burger.modifier_groups[0]!.items.length).toBeGreaterThan(0);

    // Without a channel, the London price; at a location without its own price, the product's.
    const atSoho = webProductsReply
      .parse((await admin('GET', `/products/webProducts?loc=${soho}`)).json())
      .data.find((p) => p.id === burger.id)!;
    expect(atSoho.effective_price).toBe(
      burger.location_prices.find((p) => p.location_id === soho)!.price,
    );
    const dubai = locationNamed('Dubai');
    const atDubai = webProductsReply
      .parse((await admin('GET', `/products/webProducts?loc=${dubai}`)).json())
      .data.find((p) => p.id === burger.id)!;
    expect(atDubai.effective_price).toBe(burger.price);
    // Ordered by category, then the product's own order.
    const orders = data.map((p) => p.category?.sort_order ?? Infinity);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  test('a product unavailable at a location is not sold there', async () => {
    const dubai = locationNamed('Dubai');
    const product = (await admin('POST', '/products', { name: 'Not in Dubai', price: 3 })).json();
    const sold = async () =>
      (await admin('GET', `/products/webProducts?loc=${dubai}`))
        .json()
        .data.map((p: { id: string }) => p.id);
    expect(await sold()).toContain(product.id);
    await admin('PUT', `/products/${product.id}`, {
      unavailable_location_ids: [dubai],
      version: 1,
    });
    expect(await sold()).not.toContain(product.id);
  });

  test("staff read their own location's products, not another's; bad queries are 400", async () => {
    expect((await staff('GET', '/products/webProducts')).statusCode).toBe(200);
    const other = await staff('GET', `/products/webProducts?loc=${locationNamed('Soho')}`);
    expect(other.statusCode).toBe(403);
    const bad = await admin('GET', '/products/webProducts?channel=deliveroo');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty('channel');
    expect((await caller(server.app, null)('GET', '/products/webProducts')).statusCode).toBe(401);
  });
});

describe('GET /api/products/tax-groups-enhanced', () => {
  test('tax groups with their taxes and total rate', async () => {
    const reply = await admin('GET', '/products/tax-groups-enhanced');
    expect(reply.statusCode).toBe(200);
    const { data } = taxGroupsEnhancedReply.parse(reply.json());
    const uae = data.find((g) => g.name === 'UAE standard')!;
    expect(uae.taxes.map((t) => t.rate)).toEqual([5]);
    expect(uae.total_rate).toBe(5);
    expect(data.find((g) => g.name === 'UK standard')!.total_rate).toBe(20);
    // Staff read it for the product form even without the configuration area.
    expect((await staff('GET', '/products/tax-groups-enhanced')).statusCode).toBe(200);
  });
});
