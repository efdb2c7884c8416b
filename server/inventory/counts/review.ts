import type { CountResolution, EntryMode, ReviewLine, ReviewReply } from '@contract/counts';
import { resources } from '@contract/registry';
import type { Kysely } from 'kysely';
import { compareNames } from '../../db/rows';
import type { Database } from '../../db/tables';
import { resourceDb } from '../../resources/store';
import { fromMilli, toMilli } from '../../sales/figures';
import { liveEntries, sheetAreas, type StoredCount, type StoredEntry } from './store';
import { inChunks, stockAt } from '../ledger';

/**
 * The one computation of a count's review (issue 9, "Counting"); approve runs it too, in its own
 * transaction, so what is approved is exactly what was reviewed. Quantities are summed in milli.
 */

/** What approve needs of a line, in milli. */
export interface LineFigures {
  material_id: string;
  counted: number | null;
  expected: number;
  variance: number;
  average_cost: number;
  variance_value: number;
}

export interface Unresolved {
  material_id: string;
  area_id: string;
  user_ids: string[];
}

export interface ReviewComputation {
  lines: ReviewLine[];
  figures: LineFigures[];
  unresolved: Unresolved[];
  totals: ReviewReply['totals'];
}

interface CounterFold {
  user_id: string;
  area_id: string;
  quantity: number;
  entries: StoredEntry[];
}

/** Per (material, area, counter), in counted order: `add` adds, `replace` sets. */
function foldEntries(entries: readonly StoredEntry[]): Map<string, Map<string, CounterFold[]>> {
  const folds = new Map<string, CounterFold>();
  for (const e of entries) {
    const key = `${e.material_id}|${e.area_id}|${e.counted_by}`;
    const fold = folds.get(key) ?? {
      user_id: e.counted_by,
      area_id: e.area_id,
      quantity: 0,
      entries: [],
    };
    fold.quantity = e.mode === 'replace' ? Number(e.quantity) : fold.quantity + Number(e.quantity);
    fold.entries.push(e);
    folds.set(key, fold);
  }
  // material → area → counters
  const byMaterial = new Map<string, Map<string, CounterFold[]>>();
  for (const [key, fold] of folds) {
    const material = key.slice(0, key.indexOf('|'));
    const areas = byMaterial.get(material) ?? new Map<string, CounterFold[]>();
    areas.set(fold.area_id, [...(areas.get(fold.area_id) ?? []), fold]);
    byMaterial.set(material, areas);
  }
  return byMaterial;
}

/**
 * Net movements per material between the cut-off and that material's last entry, in one query
 * grouped by material and instant; each material then keeps what falls before its own last entry.
 */
async function movementsAfterCutoff(
  db: Kysely<Database>,
  count: StoredCount,
  lastEntryAt: Map<string, string>,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (lastEntryAt.size === 0) return out;
  const latest = [...lastEntryAt.values()].reduce((a, b) => (a > b ? a : b));
  if (latest <= count.cutoff_at) return out;
  const rows = await inChunks([...lastEntryAt.keys()], (chunk) =>
    db
      .selectFrom('stock_movements')
      .select((eb) => ['material_id', 'occurred_at', eb.fn.sum<number>('quantity').as('quantity')])
      .where('customer_id', '=', count.customer_id)
      .where('location_id', '=', count.location_id)
      .where('material_id', 'in', chunk)
      .where('occurred_at', '>', count.cutoff_at)
      .where('occurred_at', '<=', latest)
      .groupBy(['material_id', 'occurred_at'])
      .execute(),
  );
  for (const r of rows) {
    if (r.occurred_at > lastEntryAt.get(r.material_id)!) continue;
    out.set(r.material_id, (out.get(r.material_id) ?? 0) + Number(r.quantity));
  }
  return out;
}

/** The count's own `count` movements per material (none until approved), in milli. */
async function ownAdjustments(
  db: Kysely<Database>,
  count: StoredCount,
): Promise<Map<string, number>> {
  if (count.status !== 'approved') return new Map();
  const rows = await db
    .selectFrom('stock_movements')
    .select((eb) => ['material_id', eb.fn.sum<number>('quantity').as('quantity')])
    .where('customer_id', '=', count.customer_id)
    .where('document_id', '=', count.id)
    .where('document_kind', '=', 'count')
    .groupBy('material_id')
    .execute();
  return new Map(rows.map((r) => [r.material_id, Number(r.quantity)]));
}

/** How one (material, area) counted by several counters is settled, or null while it is not. */
function settle(
  counters: readonly CounterFold[],
  resolution: CountResolution | undefined,
): number | null {
  if (counters.length === 1) return counters[0]!.quantity;
  if (!resolution) return null;
  if (resolution.keep === 'sum') return counters.reduce((s, c) => s + c.quantity, 0);
  return counters.find((c) => c.user_id === resolution.keep)?.quantity ?? null;
}

export async function computeReview(
  db: Kysely<Database>,
  count: StoredCount,
  resolutions: readonly CountResolution[] = JSON.parse(count.resolutions) as CountResolution[],
): Promise<ReviewComputation> {
  const sheets = await sheetAreas(db, count.customer_id, JSON.parse(count.sheet_ids) as string[]);
  const onSheets = new Set(sheets.flatMap((s) => s.areas.flatMap((a) => a.material_ids)));
  const entries = await liveEntries(db, count.id);
  const folded = foldEntries(entries);
  const lastEntryAt = new Map<string, string>();
  for (const e of entries) {
    const last = lastEntryAt.get(e.material_id);
    if (!last || e.counted_at > last) lastEntryAt.set(e.material_id, e.counted_at);
  }
  const materialIds = [...new Set([...onSheets, ...folded.keys()])];
  const [materials, stock, after, own, users] = await Promise.all([
    inChunks(materialIds, (chunk) =>
      resourceDb(db)
        .selectFrom(resources.materials.table)
        .select(['id', 'name', 'unit', 'category_id', 'cost'])
        .where('customer_id', '=', count.customer_id)
        .where('id', 'in', chunk)
        .execute(),
    ),
    stockAt(db, count.customer_id, count.location_id, { at: count.cutoff_at, materialIds }),
    movementsAfterCutoff(db, count, lastEntryAt),
    ownAdjustments(db, count),
    inChunks([...new Set(entries.map((e) => e.counted_by))], (chunk) =>
      db.selectFrom('users').select(['id', 'username']).where('id', 'in', chunk).execute(),
    ),
  ]);
  const names = new Map(users.map((u) => [u.id, u.username]));
  const resolved = new Map(resolutions.map((r) => [`${r.material_id}|${r.area_id}`, r]));

  const lines: ReviewComputation['lines'] = [];
  const figures: LineFigures[] = [];
  const unresolved: Unresolved[] = [];
  for (const m of materials) {
    const areas = folded.get(m.id);
    const held = stock.get(m.id);
    // The average at the cut-off is what the stock then held was worth per unit; with none held
    // the ledger's current average (or the standard cost) is the best there is.
    const averageCost = !held
      ? Number(m.cost ?? 0)
      : held.quantity > 0
        ? Math.round((held.value / held.quantity) * 1_000_000) / 1_000_000
        : held.average_cost;
    const expected = toMilli(held?.quantity ?? 0) - (own.get(m.id) ?? 0);
    let raw: number | null = null;
    let needsResolution = false;
    const counters: ReviewLine['counters'] = [];
    for (const [areaId, folds] of areas ?? []) {
      const settled = settle(folds, resolved.get(`${m.id}|${areaId}`));
      if (settled === null) {
        needsResolution = true;
        unresolved.push({
          material_id: m.id,
          area_id: areaId,
          user_ids: folds.map((f) => f.user_id),
        });
      }
      // Until settled the review shows the sum, flagged.
      raw = (raw ?? 0) + (settled ?? folds.reduce((s, f) => s + f.quantity, 0));
      for (const f of folds) {
        counters.push({
          user_id: f.user_id,
          name: names.get(f.user_id) ?? '',
          area_id: areaId,
          quantity: fromMilli(f.quantity),
          entries: f.entries.map((e) => ({
            id: e.id,
            quantity: fromMilli(Number(e.quantity)),
            mode: e.mode as EntryMode,
            counted_at: e.counted_at,
            device_id: e.device_id,
          })),
        });
      }
    }
    const afterCutoff = raw === null ? 0 : (after.get(m.id) ?? 0);
    const uncounted = raw === null;
    const counted = uncounted ? (count.uncounted === 'zero' ? 0 : null) : raw! - afterCutoff;
    const variance = counted === null ? 0 : counted - expected;
    const varianceValue = Math.round(variance * averageCost);
    figures.push({
      material_id: m.id,
      counted,
      expected,
      variance,
      average_cost: averageCost,
      variance_value: varianceValue,
    });
    lines.push({
      material_id: m.id,
      name: String(m.name),
      unit: String(m.unit),
      category_id: (m.category_id as string | null) ?? null,
      counted: counted === null ? null : fromMilli(counted),
      counted_raw: raw === null ? null : fromMilli(raw),
      after_cutoff: fromMilli(afterCutoff),
      expected: fromMilli(expected),
      variance: fromMilli(variance),
      variance_percent: expected === 0 ? null : Math.round((variance / expected) * 10_000) / 100,
      average_cost: averageCost,
      variance_value: fromMilli(varianceValue),
      needs_resolution: needsResolution,
      uncounted,
      on_sheet: onSheets.has(m.id),
      counters,
    });
  }
  lines.sort(
    (a, b) =>
      Math.abs(b.variance_value) - Math.abs(a.variance_value) || compareNames(a.name, b.name),
  );
  const sum = (pick: (f: LineFigures) => number) => figures.reduce((s, f) => s + pick(f), 0);
  return {
    lines,
    figures,
    unresolved,
    totals: {
      expected_value: fromMilli(sum((f) => Math.round(f.expected * f.average_cost))),
      counted_value: fromMilli(sum((f) => Math.round((f.counted ?? f.expected) * f.average_cost))),
      variance_value: fromMilli(sum((f) => f.variance_value)),
      lines: lines.length,
      counted_lines: lines.filter((l) => !l.uncounted).length,
      needs_resolution: lines.filter((l) => l.needs_resolution).length,
    },
  };
}
