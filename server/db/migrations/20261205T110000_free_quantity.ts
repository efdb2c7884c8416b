import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * What was given free, by item (issue 24): `free_quantity` in `sales_by_item` and its monthly twin,
 * in thousandths, so the complimentary report reads the aggregates like every other report instead
 * of walking every line ever given free. Filled here from the free lines of completed sales, a
 * product's line quantity and each modifier's quantity times its line's, as recording them adds it.
 */

/** Free lines read per round. */
const PAGE = 5000;

const milli = (quantity: number) => Math.round(quantity * 1000);
const monthOf = (date: string) => `${date.slice(0, 8)}01`;

interface FreeLine {
  invoice_id: string;
  line_no: number;
  customer_id: string;
  location_id: string;
  business_date: string;
  product_id: string;
  category_id: string | null;
  quantity: number;
  modifiers: string;
}

export const freeQuantity = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const big = dialect === 'postgres' ? 'bigint' : 'integer';
    for (const table of ['sales_by_item', 'sales_by_item_monthly']) {
      await db.schema
        .alterTable(table)
        .addColumn('free_quantity', big, (c) => c.notNull().defaultTo(0))
        .execute();
    }
    await fillFreeQuantities(db);
  },
});

/**
 * Adds what the free lines of completed sales gave to `free_quantity`, daily and monthly, onto the
 * zero the new column starts at. Exported for its test.
 */
export async function fillFreeQuantities(db: Kysely<unknown>): Promise<void> {
  // Sums per aggregate row, daily and monthly: the key's columns joined, then the quantity.
  const sums = new Map<string, { key: string[]; monthly: boolean; quantity: number }>();
  const add = (key: string[], monthly: boolean, quantity: number) => {
    const k = `${monthly ? 'm' : 'd'}\u0000${key.join('\u0000')}`;
    const into = sums.get(k);
    if (into) into.quantity += quantity;
    else sums.set(k, { key, monthly, quantity });
  };
  let after: { invoice_id: string; line_no: number } | null = null;
  for (;;) {
    const page: FreeLine[] = (
      await sql<FreeLine>`
          select l.invoice_id, l.line_no, i.customer_id, i.location_id, i.business_date,
            l.product_id, l.category_id, l.quantity, l.modifiers
          from invoice_lines l join invoices i on i.id = l.invoice_id
          where l.is_complimentary = 1 and i.status = 'completed' and i.kind = 'sale'
            ${after ? sql`and (l.invoice_id, l.line_no) > (${after.invoice_id}, ${after.line_no})` : sql``}
          order by l.invoice_id, l.line_no
          limit ${PAGE}
        `.execute(db)
    ).rows;
    for (const line of page) {
      const quantity = Number(line.quantity);
      const place = [line.customer_id, line.location_id];
      const category = line.category_id ?? '';
      const items: Array<[string, string, number]> = [
        ['product', line.product_id, milli(quantity)],
        ...(
          JSON.parse(line.modifiers) as Array<{ modifier_item_id: string; quantity: number }>
        ).map((m): [string, string, number] => [
          'modifier',
          m.modifier_item_id,
          milli(quantity * m.quantity),
        ]),
      ];
      for (const [kind, id, free] of items) {
        add([...place, line.business_date, kind, id, category], false, free);
        add([...place, monthOf(line.business_date), kind, id, category], true, free);
      }
    }
    if (page.length < PAGE) break;
    after = page.at(-1)!;
  }
  for (const { key, monthly, quantity } of sums.values()) {
    const [customer, location, date, kind, id, category] = key;
    await sql`
        update ${sql.table(monthly ? 'sales_by_item_monthly' : 'sales_by_item')}
        set free_quantity = free_quantity + ${quantity}
        where customer_id = ${customer} and location_id = ${location}
          and business_date = ${date} and item_kind = ${kind} and item_id = ${id}
          and category_id = ${category}
      `.execute(db);
  }
}
