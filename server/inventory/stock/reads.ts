import { resources } from '@contract/registry';
import type { MaterialFields } from '@contract/resources/inventory';
import type {
  MovementKind,
  MovementQuery,
  MovementReply,
  StockItem,
  StockReply,
} from '@contract/stock';
import type { z } from 'zod';
import type { stockQuery } from '@contract/stock';
import type { Kysely } from 'kysely';
import { compareNames } from '../../db/rows';
import type { Database } from '../../db/tables';
import { resourceDb, toApiColumns, toApiRow } from '../../resources/store';
import { fromMilli } from '../../sales/figures';
import { loadInvoiceLocations } from '../../sales/references';
import { toMovementRow } from '../ledger';

/** Stock reads (issue 9): every figure comes from the kept balances and the movements. */

type Material = MaterialFields & { id: string };

/** The live, active materials of a business. */
export async function activeMaterials(
  db: Kysely<Database>,
  customerId: string,
): Promise<Material[]> {
  const def = resources.materials;
  const rows = await resourceDb(db)
    .selectFrom(def.table)
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((r) => toApiRow(def, r) as unknown as Material).filter((m) => m.is_active);
}

export async function currencyOf(db: Kysely<Database>, customerId: string, loc: string) {
  const [location] = (await loadInvoiceLocations(db, customerId, [loc])).values();
  return location?.currency ?? '';
}

/**
 * `GET /inventory?loc=`: stock on hand of every active material at a location. One query reads each
 * material with its balance (a left join on the balance's key), and only the columns the reply
 * needs: a material's whole row carries its recipe, packs and barcodes as JSON, and reading and
 * parsing those took most of the call with a thousand materials.
 */
export async function stockOnHand(
  db: Kysely<Database>,
  customerId: string,
  query: z.infer<typeof stockQuery>,
  withCosts: boolean,
): Promise<StockReply> {
  const def = resources.materials;
  const [rows, currency] = await Promise.all([
    resourceDb(db)
      .selectFrom(`${def.table} as m`)
      .leftJoin('stock_balances as b', (join) =>
        join
          .onRef('b.material_id', '=', 'm.id')
          .on('b.customer_id', '=', customerId)
          .on('b.location_id', '=', query.loc),
      )
      .select([
        'm.id',
        'm.name',
        'm.sku',
        'm.type',
        'm.category_id',
        'm.unit',
        'm.cost',
        'm.is_active',
        'm.locations',
        'b.quantity',
        'b.value',
        'b.average_cost',
        'b.last_movement_at',
      ])
      .where('m.customer_id', '=', customerId)
      .where('m.deleted_at', 'is', null)
      // The reply's order (the collator's, below) is close to the database's: less for it to sort.
      .orderBy('m.name')
      .execute(),
    currencyOf(db, customerId, query.loc),
  ]);
  const search = query.search?.trim().toLowerCase();
  let total = 0;
  const items: StockItem[] = [];
  for (const row of rows) {
    const { quantity: storedQuantity, value, average_cost, last_movement_at, ...fields } = row;
    // The material's columns through the one stored-to-API mapping (JSON parsed, legacy types).
    const m = toApiColumns(def, fields) as unknown as Material;
    if (!m.is_active) continue;
    if (query.category_id && m.category_id !== query.category_id) continue;
    if (query.type && m.type !== query.type) continue;
    if (search && !`${m.name}\n${m.sku}`.toLowerCase().includes(search)) continue;
    // No balance yet (the left join found none): nothing on hand, valued at the standard cost.
    const held = storedQuantity !== null && storedQuantity !== undefined;
    const quantity = held ? fromMilli(Number(storedQuantity)) : 0;
    const place = m.locations.find((l) => l.location_id === query.loc);
    const minimum = place?.minimum ?? 0;
    const item: StockItem = {
      material_id: m.id,
      name: m.name,
      sku: m.sku,
      type: m.type,
      category_id: m.category_id,
      unit: m.unit,
      quantity,
      par: place?.par ?? 0,
      minimum,
      storage_area: place?.storage_area ?? '',
      below_minimum: minimum > 0 && quantity < minimum,
      negative: quantity < 0,
      last_movement_at: held ? ((last_movement_at as string | null) ?? null) : null,
    };
    if (query.state === 'below' && !item.below_minimum) continue;
    if (query.state === 'negative' && !item.negative) continue;
    if (query.state === 'zero' && quantity !== 0) continue;
    if (withCosts) {
      item.average_cost = held ? Math.round(Number(average_cost) * 10_000) / 10_000 : m.cost;
      item.value = held ? fromMilli(Number(value)) : 0;
      total += held ? Number(value) : 0;
    }
    items.push(item);
  }
  items.sort((a, b) => compareNames(a.name, b.name));
  return { items, ...(withCosts ? { total: fromMilli(total) } : {}), currency };
}

/**
 * Movements of a location, newest first, with sums over all that match. For one material each row
 * also carries the stock right after it (the balance minus everything later).
 */
export async function listMovements(
  db: Kysely<Database>,
  customerId: string,
  query: MovementQuery,
  opts: { kind?: MovementKind; withCosts: boolean },
): Promise<MovementReply> {
  const kind = opts.kind ?? query.kind;
  const base = () => {
    let q = db
      .selectFrom('stock_movements')
      .where('customer_id', '=', customerId)
      .where('location_id', '=', query.loc);
    if (query.from) q = q.where('business_date', '>=', query.from);
    if (query.to) q = q.where('business_date', '<=', query.to);
    if (query.material_id) q = q.where('material_id', '=', query.material_id);
    if (kind) q = q.where('kind', '=', kind);
    if (query.reason) q = q.where('reason', '=', query.reason);
    if (query.document_id) q = q.where('document_id', '=', query.document_id);
    return q;
  };
  const sums = await base()
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('quantity').as('quantity'),
      eb.fn.sum<number>('value').as('value'),
      eb.fn.count<number>('material_id').distinct().as('materials'),
    ])
    .executeTakeFirstOrThrow();
  const rows = await base()
    .selectAll()
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const data = rows.map((r) => toMovementRow(r, opts.withCosts));
  if (query.material_id && rows.length > 0) {
    // Stock right after the newest row of the page: the balance minus what came after it.
    const first = rows[0]!;
    const [balance, after] = await Promise.all([
      db
        .selectFrom('stock_balances')
        .select('quantity')
        .where('customer_id', '=', customerId)
        .where('location_id', '=', query.loc)
        .where('material_id', '=', query.material_id)
        .executeTakeFirst(),
      db
        .selectFrom('stock_movements')
        .select((eb) => eb.fn.sum<number>('quantity').as('quantity'))
        .where('customer_id', '=', customerId)
        .where('location_id', '=', query.loc)
        .where('material_id', '=', query.material_id)
        .where((eb) =>
          eb.or([
            eb('occurred_at', '>', first.occurred_at),
            eb.and([eb('occurred_at', '=', first.occurred_at), eb('id', '>', first.id)]),
          ]),
        )
        .executeTakeFirst(),
    ]);
    let running = Number(balance?.quantity ?? 0) - Number(after?.quantity ?? 0);
    rows.forEach((r, i) => {
      data[i]!.balance_after = fromMilli(running);
      running -= Number(r.quantity);
    });
  }
  const total = Number(sums.n);
  return {
    data,
    pagination: {
      total,
      page: query.page,
      limit: query.limit,
      totalPages: Math.ceil(total / query.limit),
    },
    totals: {
      // Quantities of different materials are in different units: summed for one material only.
      quantity: Number(sums.materials) <= 1 ? fromMilli(Number(sums.quantity ?? 0)) : null,
      ...(opts.withCosts ? { value: fromMilli(Number(sums.value ?? 0)) } : {}),
    },
  };
}
