import { describe, expect, test } from 'vitest';
import { demoServer, errorOf } from '../testing/harness';

const { admin, list } = demoServer();

describe('a price on the till is never negative', () => {
  test('a negative location or channel price of a product is 400 naming the entry', async () => {
    const [product] = await list('/products?limit=1');
    const [location] = await list('/locations?limit=1');
    const [channel] = await list('/channels?limit=1');
    const cases = [
      [{ location_prices: [{ location_id: location!.id, price: -50 }] }, 'location_prices.0.price'],
      [{ channel_prices: [{ channel_id: channel!.id, price: -0.01 }] }, 'channel_prices.0.price'],
    ] as const;
    for (const [change, field] of cases) {
      const refused = await admin('PUT', `/products/${product!.id}`, {
        ...change,
        version: product!.version,
      });
      expect(refused.statusCode, field).toBe(400);
      expect(errorOf(refused).code).toBe('VALIDATION');
      expect(errorOf(refused).fields).toHaveProperty([field]);
    }
    const unchanged = (await admin('GET', `/products/${product!.id}`)).json();
    expect(unchanged.version).toBe(product!.version);

    const free = await admin('PUT', `/products/${product!.id}`, {
      location_prices: [{ location_id: location!.id, price: 0 }],
      version: product!.version,
    });
    expect(free.statusCode).toBe(200);
  });

  test('a modifier item with a negative price or cost, or a deal with a negative price, is 400', async () => {
    const [modifier] = await list('/modifiers?limit=1');
    for (const field of ['price', 'cost']) {
      const refused = await admin('POST', '/modifierItems', {
        modifier_id: modifier!.id,
        name: 'No cheese',
        [field]: -1,
      });
      expect(refused.statusCode, field).toBe(400);
      expect(errorOf(refused)).toMatchObject({ code: 'VALIDATION' });
      expect(errorOf(refused).fields).toHaveProperty([field]);
    }
    const deal = await admin('POST', '/deals', { name: 'Upside down', price: -5 });
    expect(deal.statusCode).toBe(400);
    expect(errorOf(deal).fields).toHaveProperty(['price']);

    const item = await admin('POST', '/modifierItems', {
      modifier_id: modifier!.id,
      name: 'Extra cheese',
      price: 0.5,
    });
    expect(item.statusCode).toBe(201);
  });

  test('a channel may still lower its prices by a percentage', async () => {
    const channel = await admin('POST', '/channels', {
      name: 'Staff canteen',
      price_adjustment_percent: -20,
    });
    expect(channel.statusCode).toBe(201);
  });
});
