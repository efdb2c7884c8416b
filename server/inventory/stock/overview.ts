import { addDays, daysBetween } from '@contract/businessDay';
import type { StockOverviewReply } from '@contract/stock';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { fromMilli, netSalesMilli } from '../../sales/figures';
import { sumsPerDate } from '../../sales/reports';
import type { SalesScope } from '../../sales/scope';
import { activeMaterials, currencyOf } from './reads';

const soldKinds = ['sale', 'refund', 'void'] as const;

/**
 * `GET /inventory/overview`: per business date the food cost (value of stock sold, net of refunds
 * and voids), wastage, stock value at the end of the day (the balance now minus every movement of a
 * later day) and net sales (from the sales figures, never computed here); and the same by material
 * category over the period.
 */
export async function stockOverview(
  db: Kysely<Database>,
  customerId: string,
  scope: SalesScope,
  loc: string,
  from: string,
  to: string,
): Promise<StockOverviewReply> {
  const [materials, currency, balances, daily, sales] = await Promise.all([
    activeMaterials(db, customerId),
    currencyOf(db, customerId, loc),
    db
      .selectFrom('stock_balances')
      .select(['material_id', 'value'])
      .where('customer_id', '=', customerId)
      .where('location_id', '=', loc)
      .execute(),
    db
      .selectFrom('stock_movements')
      .select((eb) => [
        'business_date',
        'material_id',
        'kind',
        eb.fn.sum<number>('value').as('value'),
      ])
      .where('customer_id', '=', customerId)
      .where('location_id', '=', loc)
      .where('business_date', '>=', from)
      .groupBy(['business_date', 'material_id', 'kind'])
      .execute(),
    sumsPerDate(db, scope),
  ]);
  const categoryOf = new Map(materials.map((m) => [m.id, m.category_id]));
  const days = new Map<string, { food: number; wastage: number; after: number }>();
  const dates: string[] = [];
  for (let i = 0; i <= daysBetween(from, to); i++) {
    const date = addDays(from, i);
    dates.push(date);
    days.set(date, { food: 0, wastage: 0, after: 0 });
  }
  const categories = new Map<string | null, { stock: number; food: number; wastage: number }>();
  const category = (id: string | null) => {
    let c = categories.get(id);
    if (!c) categories.set(id, (c = { stock: 0, food: 0, wastage: 0 }));
    return c;
  };
  // What moved after `to` comes off the balance to give the stock at the end of `to`.
  let afterTo = 0;
  const afterToByCategory = new Map<string | null, number>();
  for (const r of daily) {
    const value = Number(r.value);
    const cat = categoryOf.get(r.material_id) ?? null;
    if (r.business_date > to) {
      afterTo += value;
      afterToByCategory.set(cat, (afterToByCategory.get(cat) ?? 0) + value);
      continue;
    }
    const day = days.get(r.business_date)!;
    day.after += value;
    if ((soldKinds as readonly string[]).includes(r.kind)) {
      day.food -= value;
      category(cat).food -= value;
    } else if (r.kind === 'wastage') {
      day.wastage -= value;
      category(cat).wastage -= value;
    }
  }
  let stockNow = 0;
  for (const b of balances) {
    const value = Number(b.value);
    stockNow += value;
    category(categoryOf.get(b.material_id) ?? null).stock += value;
  }
  for (const [cat, value] of afterToByCategory) category(cat).stock -= value;
  const netByDate = new Map(sales.map((s) => [s.date, netSalesMilli(s.sums)]));
  // Walk back from the end of `to`: each earlier day's end is the later one minus that day's moves.
  let end = stockNow - afterTo;
  const out: StockOverviewReply['days'] = [];
  for (const date of [...dates].reverse()) {
    const day = days.get(date)!;
    out.push({
      date,
      stock_value: fromMilli(end),
      food_cost: fromMilli(day.food),
      wastage: fromMilli(day.wastage),
      net_sales: fromMilli(netByDate.get(date) ?? 0),
    });
    end -= day.after;
  }
  return {
    currency,
    days: out.reverse(),
    categories: [...categories].map(([category_id, c]) => ({
      category_id,
      stock_value: fromMilli(c.stock),
      food_cost: fromMilli(c.food),
      wastage: fromMilli(c.wastage),
    })),
  };
}
