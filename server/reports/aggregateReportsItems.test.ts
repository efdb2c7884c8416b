import { moduleOf } from '@contract/access';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { insertUser } from '../auth/users';
import { nowIso } from '../db/rows';
import { caller, demoServer, signIn, type Caller, type TestRow } from '../testing/harness';
import { PERIOD, reportsDataSet, sum } from './aggregateReportsTesting';

const demo = demoServer();
const { admin, staff, server } = demo;
const data = reportsDataSet(admin, staff);

const get = async (path: string, who: Caller = admin) => {
  const reply = await who('GET', path);
  expect(reply.statusCode, `${path}: ${reply.body.slice(0, 300)}`).toBe(200);
  return reply.json();
};
type Row = Record<string, unknown>;
const byKey = (items: Row[], key: string) =>
  Object.fromEntries(items.map((item) => [String(item[key]), item]));

describe('the category report', () => {
  it("gives each category its items and sales, the cheese in the burger's", async () => {
    const { mains, drinks } = data();
    const reply = await get(`/categoryReports?${PERIOD}&loc=all`);
    expect(reply.items).toEqual([
      {
        category_id: mains,
        // Burgers only: 2 + 3 + 1 sold, 1 refunded; the 4 cheeses add 8 to the sales, not items.
        quantity: 6,
        refunded_quantity: 1,
        gross_sales: 68,
        discounts: 5,
        complimentary: 0,
        refunds: 9,
        net_sales: 54,
        // 54 of 64.
        share: 84.38,
      },
      {
        category_id: drinks,
        quantity: 3,
        refunded_quantity: 0,
        gross_sales: 15,
        discounts: 0,
        complimentary: 5,
        refunds: 0,
        net_sales: 10,
        share: 15.63,
      },
    ]);
    expect(reply.totals).toEqual({
      quantity: 9,
      refunded_quantity: 1,
      gross_sales: 83,
      discounts: 5,
      complimentary: 5,
      refunds: 9,
      net_sales: 64,
      share: 100,
    });
  });
});

describe('the product report', () => {
  it('gives each item its sales, recipe cost and margin, and classifies the products', async () => {
    const { mains, drinks, burger, lemonade, cheese } = data();
    const reply = await get(`/products-sales-report?${PERIOD}&loc=all`);
    const items = byKey(reply.items, 'item_id');
    expect(items[burger]).toEqual({
      item_kind: 'product',
      item_id: burger,
      category_id: mains,
      quantity: 6,
      refunded_quantity: 1,
      gross_sales: 60,
      discounts: 5,
      complimentary: 0,
      refunds: 9,
      net_sales: 46,
      // 46 over the 5 that stayed sold.
      average_price: 9.2,
      // 100 g of beef at 0.03 and a bun at 0.60.
      unit_cost: 3.6,
      margin: 5.6,
      margin_pct: 60.87,
      // Alone among the mains' products (the cheese is a modifier).
      popularity: 100,
      menu_class: 'star',
    });
    expect(items[lemonade]).toMatchObject({
      category_id: drinks,
      quantity: 3,
      complimentary: 5,
      net_sales: 10,
      average_price: 3.333,
      unit_cost: null,
      margin: null,
      margin_pct: null,
      popularity: 100,
      menu_class: null,
    });
    expect(items[cheese]).toMatchObject({
      item_kind: 'modifier',
      category_id: mains,
      quantity: 4,
      gross_sales: 8,
      net_sales: 8,
      average_price: 2,
      popularity: null,
      menu_class: null,
    });
    expect(reply.menu_thresholds).toEqual([{ category_id: mains, popularity: 70, margin: 5.6 }]);
    expect(reply.totals).toEqual({
      quantity: 13,
      refunded_quantity: 1,
      gross_sales: 83,
      discounts: 5,
      complimentary: 5,
      refunds: 9,
      net_sales: 64,
    });
    expect(sum(reply.items.map((i: Row) => i.net_sales as number))).toBe(64);
    const filtered = await get(`/products-sales-report?${PERIOD}&loc=all&category_id=${drinks}`);
    expect(filtered.items.map((i: Row) => i.item_id)).toEqual([lemonade]);
    expect(filtered.totals).toMatchObject({ net_sales: 10, quantity: 3 });
  });

  it('shows no costs to a user who may not see them', async () => {
    const { burger } = data();
    const reply = await get(`/products-sales-report?${PERIOD}&loc=all`, blind);
    expect(byKey(reply.items, 'item_id')[burger]).toMatchObject({
      net_sales: 46,
      unit_cost: null,
      margin: null,
      margin_pct: null,
      popularity: 100,
      menu_class: null,
    });
    expect(reply.menu_thresholds).toEqual([]);
  });
});

describe('menu engineering', () => {
  const day = '2026-05-04';
  const menu: Record<string, string> = {};
  let category = '';

  beforeAll(async () => {
    const { fx } = data();
    const create = async (path: string, body: Record<string, unknown>) => {
      const reply = await admin('POST', path, body);
      expect(reply.statusCode, reply.body).toBe(201);
      return (reply.json() as TestRow).id;
    };
    category = await create('/categories', { name: 'RS2 menu' });
    const portion = await create('/materials', { name: 'RS2 portion', unit: 'piece', cost: 1 });
    // A prepared sauce: 10 portions make 1,000 g, so 100 g cost 1 (rolled up through its recipe).
    const sauce = await create('/materials', {
      name: 'RS2 sauce',
      unit: 'g',
      cost: 0,
      is_prepared: true,
      yield_quantity: 1000,
      recipe: [{ material_id: portion, quantity: 10, unit: 'piece' }],
    });
    const portions = (n: number) => [{ material_id: portion, quantity: n, unit: 'piece' }];
    // Price, cost: margins 8, 2, 9, 1.
    const products: Array<[string, number, unknown[]]> = [
      ['star', 10, [...portions(1), { material_id: sauce, quantity: 100, unit: 'g' }]],
      ['plowhorse', 5, portions(3)],
      ['puzzle', 12, portions(3)],
      ['dog', 4, portions(3)],
    ];
    for (const [name, price, recipe] of products) {
      menu[name] = await create('/products', {
        name: `RS2 ${name}`,
        price,
        category_id: category,
        recipe,
      });
    }
    // 100 sold: 40, 40, 10, 10. Popular from 0.7 x 25% = 17.5%; the average margin
    // (40 x 8 + 40 x 2 + 10 x 9 + 10 x 1) / 100 = 5.
    const sold: Record<string, number> = { star: 40, plowhorse: 40, puzzle: 10, dog: 10 };
    const lines = products.map(([name, price]) => ({
      product_id: menu[name]!,
      name,
      quantity: sold[name]!,
      unit_price: price,
      discount: 0,
      tax: 0,
      is_complimentary: false,
      modifiers: [],
    }));
    const invoice = fx.invoice({
      created_at: `${day}T13:00:00+04:00`,
      lines,
      payments: [{ payment_method_id: fx.card, amount: 760, tip: 0 }],
    });
    expect((await admin('POST', '/invoices', invoice)).statusCode).toBe(201);
  });

  it('puts a menu of four products in the four quadrants', async () => {
    const reply = await get(
      `/products-sales-report?from=${day}&to=${day}&loc=all&category_id=${category}`,
    );
    const items = byKey(reply.items, 'item_id');
    for (const name of ['star', 'plowhorse', 'puzzle', 'dog']) {
      expect(items[menu[name]!]?.menu_class, name).toBe(name);
    }
    expect(items[menu.star!]).toMatchObject({ unit_cost: 2, margin: 8, popularity: 40 });
    expect(items[menu.dog!]).toMatchObject({ unit_cost: 3, margin: 1, popularity: 10 });
    expect(reply.menu_thresholds).toEqual([{ category_id: category, popularity: 17.5, margin: 5 }]);
  });
});

/** A user of every location with the reports but not `inventory.costs`. */
let blindToken = '';
const blind: Caller = (...call) => caller(server.app, blindToken)(...call);
beforeAll(async () => {
  const me = (await admin('GET', '/user-find/current')).json();
  const locations = (await admin('GET', '/locations/v2')).json().data.map((l: TestRow) => l.id);
  const email = `reports-${uuidv7()}@backhouse.test`;
  await insertUser(
    server.database.db,
    server.database.dialect,
    {
      customerId: me.customer_id as string,
      username: email,
      email,
      passwordHash: await hashPassword('test-pass'),
      roleId: null,
      locationId: locations[0],
      allowLocations: locations,
      isAdmin: false,
      modules: [moduleOf.reporting],
      permissions: ['reporting.read'],
    },
    nowIso(),
  );
  blindToken = await signIn(server.app, { email, password: 'test-pass' });
});
