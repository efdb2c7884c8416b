import { resources } from '@contract/registry';
import type { QuantityUnit } from '@contract/resources/products';
import type { MovementKind } from '@contract/stock';
import { convert } from '@contract/units';
import type { Kysely } from 'kysely';
import { decodeRow } from '../db/rows';
import type { Database } from '../db/tables';
import { resourceDb } from '../resources/store';
import { conversionsFor } from '../resources/fields';
import { derivedId, inChunks, postMovements, type NewMovement } from './ledger';

/**
 * Sales deplete stock (issue 9): a completed sale moves its products' recipes and its modifier
 * items' recipes out of the location's stock, a completed refund moves them back, and voiding a
 * completed invoice undoes what completing it did. A prepared material (SR) in a recipe goes out
 * itself, not its ingredients: preparing it is what used those.
 */

/** An invoice as depletion reads it: its place, time, kind and what it sold. */
export interface DepletedInvoice {
  id: string;
  location_id: string;
  /** When it was sold (ISO instant): the movements' time, the void's too, so a void nets to nothing. */
  created_at: string;
  kind: 'sale' | 'refund';
  lines: ReadonlyArray<{
    product_id: string;
    quantity: number;
    modifiers: ReadonlyArray<{ modifier_item_id: string; quantity: number }>;
  }>;
}

/** What happened to the invoices: completed now, or voided after being completed. */
export type DepletionEvent = 'completed' | 'voided';

interface RecipeLine {
  material_id: string;
  quantity: number;
  unit: QuantityUnit;
}

/** Recipes of the rows of one registry table, by id. */
async function recipesOf(
  db: Kysely<Database>,
  customerId: string,
  table: 'products' | 'modifierItems',
  ids: readonly string[],
): Promise<Map<string, RecipeLine[]>> {
  const def = resources[table];
  const rows = await inChunks([...new Set(ids)], (chunk) =>
    resourceDb(db)
      .selectFrom(def.table)
      .select(['id', 'recipe'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', chunk)
      .execute(),
  );
  const conversions = conversionsFor(def);
  return new Map(
    rows.map((r) => {
      const recipe = decodeRow(conversions, { ...r }).recipe;
      return [r.id, Array.isArray(recipe) ? (recipe as RecipeLine[]) : []];
    }),
  );
}

async function materialUnits(
  db: Kysely<Database>,
  customerId: string,
  ids: readonly string[],
): Promise<Map<string, QuantityUnit>> {
  const rows = await inChunks([...new Set(ids)], (chunk) =>
    resourceDb(db)
      .selectFrom(resources.materials.table)
      .select(['id', 'unit'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', chunk)
      .execute(),
  );
  return new Map(rows.map((r) => [r.id, r.unit as QuantityUnit]));
}

/**
 * The movements invoices make, one per (invoice, material, kind), with ids derived from those three
 * so a resend or a replay can never post one twice. Recipe lines whose material is unknown or whose
 * unit does not convert to the material's are left out (a recipe being edited must not stop a sale).
 */
export async function depletionMovements(
  db: Kysely<Database>,
  customerId: string,
  invoices: readonly DepletedInvoice[],
  event: DepletionEvent,
  userId: string | null,
): Promise<NewMovement[]> {
  if (invoices.length === 0) return [];
  const lines = invoices.flatMap((i) => i.lines);
  const products = await recipesOf(
    db,
    customerId,
    'products',
    lines.map((l) => l.product_id),
  );
  const items = await recipesOf(
    db,
    customerId,
    'modifierItems',
    lines.flatMap((l) => l.modifiers.map((m) => m.modifier_item_id)),
  );
  const units = await materialUnits(db, customerId, [
    ...[...products.values()].flat().map((l) => l.material_id),
    ...[...items.values()].flat().map((l) => l.material_id),
  ]);
  const movements: NewMovement[] = [];
  for (const invoice of invoices) {
    const used = new Map<string, number>();
    const use = (recipe: readonly RecipeLine[] | undefined, times: number) => {
      for (const line of recipe ?? []) {
        const unit = units.get(line.material_id);
        const amount = unit ? convert(line.quantity, line.unit, unit) : null;
        if (amount === null) continue;
        used.set(line.material_id, (used.get(line.material_id) ?? 0) + amount * times);
      }
    };
    for (const line of invoice.lines) {
      use(products.get(line.product_id), line.quantity);
      for (const m of line.modifiers)
        use(items.get(m.modifier_item_id), m.quantity * line.quantity);
    }
    // A sale takes out, a refund puts back; a void undoes whichever of the two it was.
    const out = invoice.kind === 'sale' ? -1 : 1;
    const sign = event === 'completed' ? out : -out;
    const kind: MovementKind =
      event === 'voided' ? 'void' : invoice.kind === 'sale' ? 'sale' : 'refund';
    for (const [material_id, amount] of used) {
      if (amount === 0) continue;
      movements.push({
        id: derivedId(`${invoice.id}:${material_id}:${kind}`),
        location_id: invoice.location_id,
        material_id,
        kind,
        quantity: sign * amount,
        occurred_at: invoice.created_at,
        user_id: userId,
        document_kind: 'invoice',
        document_id: invoice.id,
      });
    }
  }
  return movements;
}

/** Posts what invoices move, in the caller's transaction (the one that records or changes them). */
export async function depleteInvoices(
  trx: Kysely<Database>,
  customerId: string,
  invoices: readonly DepletedInvoice[],
  event: DepletionEvent,
  userId: string | null,
  /** False when the invoices may have been depleted already (a replay of stored sales). */
  opts: { fresh?: boolean } = {},
): Promise<void> {
  const movements = await depletionMovements(trx, customerId, invoices, event, userId);
  await postMovements(trx, customerId, movements, { fresh: opts.fresh ?? true });
}
