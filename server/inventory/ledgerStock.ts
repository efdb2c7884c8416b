import type { MovementKind, MovementRow, WastageReason } from '@contract/stock';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { fromMilli } from '../sales/figures';
import { inChunks, type StoredMovement } from './ledger';

/** Reading the ledger: a movement as replies carry it, and stock as of an instant. */

/** A stored movement as replies carry it: plain units, costs only for those who may see them. */
export function toMovementRow(row: StoredMovement, withCosts: boolean): MovementRow {
  return {
    id: row.id,
    location_id: row.location_id,
    material_id: row.material_id,
    kind: row.kind as MovementKind,
    quantity: fromMilli(Number(row.quantity)),
    ...(withCosts
      ? {
          unit_cost: Math.round(Number(row.unit_cost) * 10_000) / 10_000,
          value: fromMilli(Number(row.value)),
        }
      : {}),
    occurred_at: row.occurred_at,
    business_date: row.business_date,
    reason: (row.reason as WastageReason | null) ?? null,
    note: row.note,
    user_id: row.user_id,
    document_kind: row.document_kind as MovementRow['document_kind'],
    document_id: row.document_id,
    created_at: row.created_at,
  };
}

export interface StockFigure {
  quantity: number;
  value: number;
  average_cost: number;
}

/**
 * Stock per material at a location, now or as of an instant: the kept balance minus the movements
 * after it (so a past instant reads only the movements since, never the whole history).
 */
export async function stockAt(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  opts: { at?: string; materialIds?: string[] } = {},
): Promise<Map<string, StockFigure>> {
  const ids = opts.materialIds;
  if (ids && ids.length === 0) return new Map();
  const balanceRows = ids
    ? await inChunks(ids, (chunk) =>
        db
          .selectFrom('stock_balances')
          .select(['material_id', 'quantity', 'value', 'average_cost'])
          .where('customer_id', '=', customerId)
          .where('location_id', '=', locationId)
          .where('material_id', 'in', chunk)
          .execute(),
      )
    : await db
        .selectFrom('stock_balances')
        .select(['material_id', 'quantity', 'value', 'average_cost'])
        .where('customer_id', '=', customerId)
        .where('location_id', '=', locationId)
        .execute();
  const milli = new Map(
    balanceRows.map((r) => [
      r.material_id,
      {
        quantity: Number(r.quantity),
        value: Number(r.value),
        average_cost: Number(r.average_cost),
      },
    ]),
  );
  if (opts.at) {
    const at = new Date(opts.at).toISOString();
    const after = async (chunk: string[] | null) => {
      let q = db
        .selectFrom('stock_movements')
        .select((eb) => [
          'material_id',
          eb.fn.sum<number>('quantity').as('quantity'),
          eb.fn.sum<number>('value').as('value'),
        ])
        .where('customer_id', '=', customerId)
        .where('location_id', '=', locationId)
        .where('occurred_at', '>', at)
        .groupBy('material_id');
      if (chunk) q = q.where('material_id', 'in', chunk);
      return q.execute();
    };
    const later = ids ? await inChunks(ids, after) : await after(null);
    for (const r of later) {
      const b = milli.get(r.material_id);
      if (!b) continue;
      b.quantity -= Number(r.quantity);
      b.value -= Number(r.value);
    }
  }
  return new Map(
    [...milli].map(([id, b]) => [
      id,
      {
        quantity: fromMilli(b.quantity),
        value: fromMilli(b.value),
        average_cost: Math.round(b.average_cost * 10_000) / 10_000,
      },
    ]),
  );
}
