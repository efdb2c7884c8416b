import { can } from '@contract/access';
import { engineerMenu } from '@contract/menuEngineering';
import { costRecipe, rolledUpCosts } from '@contract/recipeRollup';
import { resources, type ResourceDef } from '@contract/registry';
import {
  categoryItem,
  productItem,
  type categoryReply,
  type productReply,
  type reportQuery,
} from '@contract/reports';
import type { RecipeLine } from '@contract/resources/products';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/tables';
import { materialIndex } from '../inventory/recipes/costing';
import { resourceDb, toApiRow } from '../resources/store';
import {
  addSums,
  figuresOf,
  fromMilli,
  netSalesMilli,
  zeroSums,
  type FigureSums,
} from '../sales/figures';
import { readGrouped } from '../sales/read';
import { pageItems, percentOf, reportMeta, type ReportContext } from './frame';
import { addInto, columnsOf, hasSales, idOrNull, sumAll } from './aggregateReportsShared';

/** The category and product reports, read from the items aggregate, with menu engineering. */

type Query = z.infer<typeof reportQuery>;
type CategoryItem = z.infer<typeof categoryItem>;
type ProductItem = z.infer<typeof productItem>;

/** Quantities in the items aggregate are kept in milli, like amounts. */
interface Quantities {
  quantity: number;
  refunded: number;
}

function itemFigures(sums: FigureSums, q: Quantities) {
  const f = figuresOf(sums);
  return {
    quantity: fromMilli(q.quantity),
    refunded_quantity: fromMilli(q.refunded),
    gross_sales: f.gross_sales,
    discounts: f.discounts,
    complimentary: f.complimentary,
    refunds: f.refunds,
    net_sales: f.net_sales,
  };
}

function categoryRow(
  sums: FigureSums,
  q: Quantities,
  totalNet: number,
): Omit<CategoryItem, 'category_id'> {
  return { ...itemFigures(sums, q), share: percentOf(netSalesMilli(sums), totalNet) };
}

/**
 * `GET /categoryReports`: each category's items and sales. Modifiers add their sales to the
 * category of the product they were sold with (the aggregate keeps them there); the items counted
 * are the products, so an extra cheese does not count as a second burger.
 */
export async function categoryReport(
  context: ReportContext<Query>,
): Promise<z.infer<typeof categoryReply>> {
  const { db, scope, query } = context;
  const rows = await readGrouped(
    db,
    scope,
    'sales_by_item',
    ['item_kind', 'category_id'],
    ['quantity', 'refunded_quantity'],
  );
  const sums = new Map<string, FigureSums>();
  const quantities = new Map<string, Quantities>();
  for (const r of rows) {
    if (!hasSales(r.sums)) continue;
    const category = r.key.category_id!;
    addInto(sums, category, r.sums);
    const q = quantities.get(category) ?? { quantity: 0, refunded: 0 };
    if (r.key.item_kind === 'product') {
      q.quantity += r.extra.quantity!;
      q.refunded += r.extra.refunded_quantity!;
    }
    quantities.set(category, q);
  }
  const total = sumAll(sums.values());
  const totalNet = netSalesMilli(total);
  const items = [...sums].map(([category, s]) => ({
    category_id: idOrNull(category),
    ...categoryRow(s, quantities.get(category)!, totalNet),
  }));
  const totalQuantities = { quantity: 0, refunded: 0 };
  for (const q of quantities.values()) {
    totalQuantities.quantity += q.quantity;
    totalQuantities.refunded += q.refunded;
  }
  return {
    ...reportMeta(scope),
    ...pageItems(items, query, {
      sortable: columnsOf(categoryItem),
      fallback: 'net_sales',
      tieBreak: 'category_id',
    }),
    totals: categoryRow(total, totalQuantities, totalNet),
  };
}

/** One item of the period: its sums over every category it sold in, and the category it is in. */
interface SoldItem extends Quantities {
  kind: 'product' | 'modifier';
  id: string;
  sums: FigureSums;
  /** Quantity per category at the time of sale. */
  byCategory: Map<string, number>;
}

/**
 * Items sold, one each. A product moved to another category during the period sold in both: it
 * is listed once, in the category where most of it sold.
 */
async function soldItems(context: ReportContext<Query>): Promise<SoldItem[]> {
  const { db, scope, query } = context;
  const rows = await readGrouped(
    db,
    scope,
    'sales_by_item',
    ['item_kind', 'item_id', 'category_id'],
    ['quantity', 'refunded_quantity'],
  );
  const items = new Map<string, SoldItem>();
  for (const r of rows) {
    const category = r.key.category_id!;
    if (!hasSales(r.sums) || (query.category_id && category !== query.category_id)) continue;
    const kind = r.key.item_kind === 'modifier' ? 'modifier' : 'product';
    const key = `${kind}|${r.key.item_id}`;
    const item = items.get(key) ?? {
      kind,
      id: r.key.item_id!,
      sums: zeroSums(),
      quantity: 0,
      refunded: 0,
      byCategory: new Map<string, number>(),
    };
    addSums(item.sums, r.sums);
    item.quantity += r.extra.quantity!;
    item.refunded += r.extra.refunded_quantity!;
    item.byCategory.set(category, (item.byCategory.get(category) ?? 0) + r.extra.quantity!);
    items.set(key, item);
  }
  // In the order of their kind and id, not the order the database gave the rows in (a hash
  // aggregate gives them in none): the menu's categories come in the order of their first product.
  const byKey = (a: SoldItem, b: SoldItem) =>
    a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  return [...items.values()].sort(byKey);
}

/**
 * Where most of an item sold; of categories that sold as much, the first by id, so the answer never
 * hangs on the order the database gives rows in (a hash aggregate gives them in none).
 */
const mainCategory = (item: SoldItem): string =>
  [...item.byCategory].reduce((best, next) =>
    next[1] > best[1] || (next[1] === best[1] && next[0] < best[0]) ? next : best,
  )[0];

/**
 * The cost of one unit of each product and modifier item with a recipe, as the recipe list and the
 * product form work it out (contract/recipeRollup.ts, at the materials' costs today). A recipe
 * none of whose lines can be costed (missing materials, units that do not convert) has no cost.
 */
async function recipeCosts(
  db: Kysely<Database>,
  customerId: string,
  items: readonly SoldItem[],
): Promise<Map<string, number>> {
  const costs = rolledUpCosts((await materialIndex(db, customerId)).values());
  const out = new Map<string, number>();
  const read = async (def: ResourceDef, ids: string[]) => {
    for (let start = 0; start < ids.length; start += 500) {
      const rows = await resourceDb(db)
        .selectFrom(def.table)
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('id', 'in', ids.slice(start, start + 500))
        .execute();
      for (const stored of rows) {
        const row = toApiRow(def, stored);
        const recipe = (row.recipe ?? []) as RecipeLine[];
        if (recipe.length === 0) continue;
        const costed = costRecipe(recipe, costs);
        if (costed.skipped < recipe.length) out.set(row.id, costed.total);
      }
    }
  };
  await read(
    resources.products,
    items.filter((i) => i.kind === 'product').map((i) => i.id),
  );
  await read(
    resources.modifierItems,
    items.filter((i) => i.kind === 'modifier').map((i) => i.id),
  );
  return out;
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** What an item sold for on average: net sales over the quantity that stayed sold. */
function averagePrice(item: SoldItem): number {
  const sold = item.quantity - item.refunded;
  return sold > 0 ? fromMilli(Math.round((netSalesMilli(item.sums) * 1000) / sold)) : 0;
}

/**
 * `GET /products-sales-report`: each product and modifier item sold, its recipe cost and margin,
 * and each product's menu engineering class within its category (modifiers are listed, not
 * classified). Costs need `inventory.costs`, as on the recipe list: without it none are shown.
 */
export async function productsReport(
  context: ReportContext<Query>,
): Promise<z.infer<typeof productReply>> {
  const { db, scope, query, auth } = context;
  const sold = await soldItems(context);
  const withCosts = can(auth.grant, 'inventory.costs');
  const costs = withCosts
    ? await recipeCosts(db, scope.customerId, sold)
    : new Map<string, number>();
  const rows = sold.map((item) => {
    const average = averagePrice(item);
    const unitCost = costs.get(item.id) ?? null;
    const margin = unitCost === null ? null : round4(average - unitCost);
    const row: ProductItem = {
      item_kind: item.kind,
      item_id: item.id,
      category_id: idOrNull(mainCategory(item)),
      ...itemFigures(item.sums, item),
      average_price: average,
      unit_cost: unitCost,
      margin,
      margin_pct: margin === null ? null : percentOf(margin, average),
      popularity: null,
      menu_class: null,
    };
    return { item, row };
  });
  const products = rows.filter((r) => r.item.kind === 'product');
  const menu = engineerMenu(
    products.map(({ item, row }) => ({
      category_id: row.category_id,
      quantity: fromMilli(item.quantity - item.refunded),
      margin: row.margin,
    })),
  );
  products.forEach(({ row }, i) => Object.assign(row, menu.places[i]));
  const total = { quantity: 0, refunded: 0 };
  for (const item of sold) {
    total.quantity += item.quantity;
    total.refunded += item.refunded;
  }
  return {
    ...reportMeta(scope),
    ...pageItems(
      rows.map((r) => r.row),
      query,
      { sortable: columnsOf(productItem), fallback: 'net_sales', tieBreak: 'item_id' },
    ),
    totals: itemFigures(sumAll(sold.map((i) => i.sums)), total),
    menu_thresholds: menu.thresholds,
  };
}
