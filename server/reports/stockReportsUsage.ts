import type { materialsReportQuery, usageItem, usageReply } from '@contract/reports';
import type { MovementKind } from '@contract/stock';
import type { z } from 'zod';
import { figuresOf, fromMilli, type FigureSums } from '../sales/figures';
import { readSums } from '../sales/read';
import { pageItems, reportMeta, type ReportContext } from './frame';
import { countedPeriod } from './stockReportsCounts';
import { balancesOf, reportMaterials } from './stockReportsLedger';
import {
  movesOf,
  scopeMoves,
  stockAtEnd,
  zero,
  type Amounts,
  type Moves,
} from './stockReportsMoves';

type UsageItem = z.infer<typeof usageItem>;
type UsageReply = z.infer<typeof usageReply>;

/**
 * Where each movement kind goes in actual against theoretical. Stock brought in (receipts, opening
 * stock) and moved between places explain the change of stock without being used; sales net of
 * refunds and voids, waste and preparation are the usage recipes and records account for; counts and
 * quick adjustments are what nothing accounts for, so they are the variance.
 *
 * Preparation: an ingredient's stock goes out (preparation_out) and is theoretical usage; the
 * prepared material's stock comes in (preparation_in) and counts against its usage, so it is used
 * only as far as its own sales and waste take it out beyond what was made. Its food cost is then
 * counted once, as its ingredients, when the lines are added up (a prepared material's line alone is
 * still right: made 10, sold 7, 3 more on the shelf: actual -3, theoretical 7 - 10 = -3).
 */
type Column = 'received' | 'in' | 'out' | 'sold' | 'waste' | 'prep' | 'lost';
const columnOf: Record<MovementKind, Column> = {
  opening: 'received',
  receipt: 'received',
  transfer_in: 'in',
  transfer_out: 'out',
  sale: 'sold',
  refund: 'sold',
  void: 'sold',
  wastage: 'waste',
  preparation_in: 'prep',
  preparation_out: 'prep',
  count: 'lost',
  adjustment: 'lost',
};

const lineKeys = [
  'opening_qty',
  'received_qty',
  'transfer_in_qty',
  'transfer_out_qty',
  'closing_qty',
  'actual_qty',
  'sold_qty',
  'waste_qty',
  'preparation_qty',
  'theoretical_qty',
  'variance_qty',
  'opening_value',
  'closing_value',
  'actual_cost',
  'theoretical_cost',
  'variance_cost',
] as const satisfies readonly (keyof UsageItem)[];
type Line = Record<(typeof lineKeys)[number], number>;

const costKeys = [
  'opening_value',
  'closing_value',
  'actual_cost',
  'theoretical_cost',
  'variance_cost',
] as const satisfies readonly (typeof lineKeys)[number][];
type CategoryCosts = Record<(typeof costKeys)[number], number>;

const sortable = ['material_id', 'category_id', 'unit', ...lineKeys] as const;

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** One material's line in milli: quantities from the movements' quantities, costs from their values. */
function lineOf(closing: Amounts, moves: Moves | undefined): Line | null {
  const parts: Record<Column, Amounts> = {
    received: zero(),
    in: zero(),
    out: zero(),
    sold: zero(),
    waste: zero(),
    prep: zero(),
    lost: zero(),
  };
  const moved = zero();
  for (const [kind, amounts] of moves?.period ?? []) {
    const part = parts[columnOf[kind]];
    part.quantity += amounts.quantity;
    part.value += amounts.value;
    moved.quantity += amounts.quantity;
    moved.value += amounts.value;
  }
  const quiet = (moves?.period.size ?? 0) === 0;
  if (quiet && closing.quantity === 0 && closing.value === 0) return null;
  // Outflows are negative in the ledger: what went out, was sold or used is their opposite.
  const of = (amount: keyof Amounts) => {
    const opening = closing[amount] - moved[amount];
    const received = parts.received[amount];
    const transferIn = parts.in[amount];
    const transferOut = -parts.out[amount];
    const actual = opening + received + transferIn - transferOut - closing[amount];
    const sold = -parts.sold[amount];
    const waste = -parts.waste[amount];
    const preparation = -parts.prep[amount];
    const theoretical = sold + waste + preparation;
    return {
      opening,
      received,
      transferIn,
      transferOut,
      actual,
      sold,
      waste,
      preparation,
      theoretical,
    };
  };
  const q = of('quantity');
  const v = of('value');
  return {
    opening_qty: q.opening,
    received_qty: q.received,
    transfer_in_qty: q.transferIn,
    transfer_out_qty: q.transferOut,
    closing_qty: closing.quantity,
    actual_qty: q.actual,
    sold_qty: q.sold,
    waste_qty: q.waste,
    preparation_qty: q.preparation,
    theoretical_qty: q.theoretical,
    variance_qty: q.actual - q.theoretical,
    opening_value: v.opening,
    closing_value: closing.value,
    actual_cost: v.actual,
    theoretical_cost: v.theoretical,
    variance_cost: v.actual - v.theoretical,
  };
}

const inUnits = <K extends string>(milli: Record<K, number>): Record<K, number> =>
  Object.fromEntries(Object.entries<number>(milli).map(([k, n]) => [k, fromMilli(n)])) as Record<
    K,
    number
  >;

/**
 * `GET /materials-report?view=usage`: actual against theoretical usage per material between two
 * business dates (opening = stock at the end of the day before `from`, closing = at the end of
 * `to`), or between two approved counts (`from_count`, `to_count`: opening = the stock the first
 * count fixed at its cut-off, closing = the second's). Costs are the ledger's values, so at the
 * moving average cost of each movement; the variance cost is what counts and adjustments moved.
 */
export async function usageReport(
  context: ReportContext<z.infer<typeof materialsReportQuery>>,
): Promise<UsageReply> {
  const { db, query } = context;
  const counted =
    query.from_count !== undefined || query.to_count !== undefined
      ? await countedPeriod(context)
      : null;
  const scope = counted?.scope ?? context.scope;
  const customerId = scope.customerId;
  const [materials, balances, moves, sums] = await Promise.all([
    reportMaterials(db, customerId),
    balancesOf(
      db,
      customerId,
      scope.locations.map((l) => l.id),
    ),
    counted ? movesOf(db, customerId, counted.window) : scopeMoves(db, scope, 'period'),
    counted ? Promise.resolve<FigureSums>(counted.sums) : readSums(db, scope),
  ]);
  const items: UsageItem[] = [];
  const byCategory = new Map<string | null, CategoryCosts>();
  const totals = zeros(lineKeys);
  for (const id of new Set([...balances.keys(), ...moves.keys()])) {
    const material = materials.get(id);
    const category = material?.category_id ?? null;
    if (query.category_id && category !== query.category_id) continue;
    const line = lineOf(stockAtEnd(balances.get(id), moves.get(id)), moves.get(id));
    if (!line) continue;
    items.push({
      material_id: id,
      category_id: category,
      unit: material?.unit ?? '',
      ...inUnits(line),
    });
    let costs = byCategory.get(category);
    if (!costs) byCategory.set(category, (costs = zeros(costKeys)));
    for (const k of costKeys) costs[k] += line[k];
    for (const k of lineKeys) totals[k] += line[k];
  }
  // Quantities of different units do not add up: totals of quantities only for one unit.
  const oneUnit = new Set(items.map((i) => i.unit)).size === 1;
  const shown = Object.fromEntries(
    Object.entries(inUnits(totals)).filter(([k]) => oneUnit || !k.endsWith('_qty')),
  );
  return {
    ...reportMeta(scope),
    ...pageItems(items, query, { sortable, fallback: 'variance_cost', tieBreak: 'material_id' }),
    totals: shown,
    by_category: [...byCategory]
      .map(([category_id, sums]) => ({ category_id, ...inUnits(sums) }))
      .sort((a, b) => b.actual_cost - a.actual_cost),
    counts: { from: counted?.counts.from ?? null, to: counted?.counts.to ?? null },
    net_sales: figuresOf(sums).net_sales,
  };
}
