import type { materialsReportQuery, stockValueItem, stockValueReply } from '@contract/reports';
import type { z } from 'zod';
import { fromMilli } from '../sales/figures';
import { pageItems, reportMeta, type ReportContext } from './frame';
import { balancesOf, reportMaterials } from './stockReportsLedger';
import { scopeMoves, stockAtEnd } from './stockReportsMoves';

type StockValueItem = z.infer<typeof stockValueItem>;

const sortable = [
  'material_id',
  'category_id',
  'unit',
  'quantity',
  'unit_cost',
  'value',
] as const satisfies readonly (keyof StockValueItem)[];

/** A cost per base unit as the ledger's replies round it. */
export const roundCost = (cost: number) => Math.round(cost * 10_000) / 10_000;

/**
 * `GET /materials-report?view=stock`: stock on hand and its value per material at the end of the
 * business date `to` (each location's today without dates), added up over the locations read. Every
 * active material is listed; an inactive or deleted one only while it holds stock, so the total is
 * the ledger's.
 */
export async function stockValueReport({
  db,
  scope,
  query,
}: ReportContext<z.infer<typeof materialsReportQuery>>): Promise<z.infer<typeof stockValueReply>> {
  const [materials, balances, moves] = await Promise.all([
    reportMaterials(db, scope.customerId),
    balancesOf(
      db,
      scope.customerId,
      scope.locations.map((l) => l.id),
    ),
    scopeMoves(db, scope, 'after'),
  ]);
  const ids = new Set([
    ...[...materials].flatMap(([id, m]) => (m.listed ? [id] : [])),
    ...balances.keys(),
  ]);
  const items: StockValueItem[] = [];
  const byCategory = new Map<string | null, number>();
  const total = { quantity: 0, value: 0 };
  for (const id of ids) {
    const material = materials.get(id);
    const category = material?.category_id ?? null;
    if (query.category_id && category !== query.category_id) continue;
    const balance = balances.get(id);
    const stock = stockAtEnd(balance, moves.get(id));
    if (!material?.listed && stock.quantity === 0 && stock.value === 0) continue;
    // Both in milli: their ratio is the cost of one base unit. With nothing on hand, the average
    // the location would take the next outflow at.
    const unitCost =
      stock.quantity !== 0
        ? stock.value / stock.quantity
        : (balance?.average_cost ?? material?.cost ?? 0);
    items.push({
      material_id: id,
      category_id: category,
      unit: material?.unit ?? '',
      quantity: fromMilli(stock.quantity),
      unit_cost: roundCost(unitCost),
      value: fromMilli(stock.value),
    });
    byCategory.set(category, (byCategory.get(category) ?? 0) + stock.value);
    total.quantity += stock.quantity;
    total.value += stock.value;
  }
  const units = new Set(items.map((i) => i.unit));
  // Quantities of different units do not add up: a total quantity only for one unit.
  const quantity = units.size === 1 ? fromMilli(total.quantity) : null;
  return {
    ...reportMeta(scope),
    ...pageItems(items, query, { sortable, fallback: 'value', tieBreak: 'material_id' }),
    totals: { value: fromMilli(total.value), ...(quantity === null ? {} : { quantity }) },
    by_category: [...byCategory]
      .map(([category_id, value]) => ({ category_id, value: fromMilli(value) }))
      .sort((a, b) => b.value - a.value),
    at: scope.to,
  };
}
