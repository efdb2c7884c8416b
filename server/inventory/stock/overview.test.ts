import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { salesFixture } from '../../sales/testing';
import { demoServer } from '../../testing/harness';

/**
 * The stock overview's food cost against a known sale: the value of stock sold comes from the ledger
 * (the recipe at the location's average cost), net sales from the sales figures, on a day nothing
 * else happened at the location.
 */

const demo = demoServer();
const { admin } = demo;
const fx = salesFixture(admin);

const day = '2025-03-10';
const at = (time: string) => `${day}T${time}+04:00`;
const ids = { category: '', beef: '', bun: '', burger: '' };

const create = async (path: string, body: Record<string, unknown>) => {
  const reply = await admin('POST', path, body);
  if (reply.statusCode !== 201) throw new Error(`${path}: ${reply.body}`);
  return reply.json().id as string;
};

beforeAll(async () => {
  ids.category = await create('/materials-categories', { name: 'Overview burgers' });
  ids.beef = await create('/materials', {
    name: 'Overview beef',
    unit: 'g',
    cost: 0.03,
    category_id: ids.category,
  });
  ids.bun = await create('/materials', {
    name: 'Overview bun',
    unit: 'piece',
    cost: 0.6,
    category_id: ids.category,
  });
  // 120 g of beef at the average cost 0.025 (3.00) and a bun at its standard cost (0.60): 3.60.
  ids.burger = await create('/products', {
    name: 'Overview burger',
    price: 12,
    recipe: [
      { material_id: ids.beef, quantity: 0.12, unit: 'kg' },
      { material_id: ids.bun, quantity: 1, unit: 'piece' },
    ],
  });
});

const burgers = (quantity: number) => ({
  product_id: ids.burger,
  name: 'Overview burger',
  quantity,
  unit_price: 12,
  discount: 0,
  tax: 0,
  is_complimentary: false,
  modifiers: [],
});

describe('the overview against a known sale', () => {
  it("gives the day's food cost as the recipe's cost of what was sold, net of a refund", async () => {
    const loc = fx().dubai;
    const receipt = await admin('POST', `/inventory?loc=${loc}`, {
      id: uuidv7(),
      lines: [{ material_id: ids.beef, quantity: 10_000, unit_cost: 0.025 }],
      occurred_at: at('08:00:00'),
    });
    expect(receipt.statusCode).toBe(201);
    const sale = fx().invoice({
      created_at: at('13:00:00'),
      lines: [burgers(2)],
      payments: [{ payment_method_id: fx().card, amount: 24, tip: 0 }],
    });
    const refund = fx().invoice({
      created_at: at('13:30:00'),
      refund_of: sale.id,
      number: `R-${sale.number}`,
      lines: [burgers(1)],
      payments: [{ payment_method_id: fx().card, amount: 12, tip: 0 }],
    });
    for (const invoice of [sale, refund]) {
      const reply = await admin('POST', '/invoices', invoice);
      expect(reply.statusCode, reply.body).toBe(201);
    }

    const overview = await admin('GET', `/inventory/overview?loc=${loc}&from=${day}&to=${day}`);
    expect(overview.statusCode).toBe(200);
    const [figures] = overview.json().days;
    // Two burgers out (7.20), one back (3.60); net sales 24 - 12 refunded.
    expect(figures).toMatchObject({ date: day, food_cost: 3.6, wastage: 0, net_sales: 12 });
    expect((figures.food_cost / figures.net_sales) * 100).toBe(30);
    const category = overview
      .json()
      .categories.find((c: { category_id: string | null }) => c.category_id === ids.category);
    expect(category.food_cost).toBe(3.6);

    // Net sales are the sales figures' own, as the sales summary gives them.
    const summary = await admin(
      'GET',
      `/reports-v2/sales/summary-metrics?from=${day}&to=${day}&loc=${loc}`,
    );
    expect(summary.json()).toMatchObject({ net_sales: figures.net_sales, refunds: 12 });
    // And the food cost is the ledger's: the value of the day's sale and refund movements.
    const moved = await admin('GET', `/movement/v2?loc=${loc}&from=${day}&to=${day}&limit=100`);
    const sold = (moved.json().data as Array<{ kind: string; value: number }>).filter(
      (r) => r.kind === 'sale' || r.kind === 'refund',
    );
    expect(sold.map((r) => r.kind).sort()).toEqual(['refund', 'refund', 'sale', 'sale']);
    expect(-sold.reduce((sum, r) => sum + r.value, 0)).toBeCloseTo(figures.food_cost, 6);
  });
});
