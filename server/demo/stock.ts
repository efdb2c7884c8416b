import { addDays, daysBetween, type BusinessDayClock } from '@contract/businessDay';
import { resources } from '@contract/registry';
import type { MaterialFields, MaterialLocation } from '@contract/resources/inventory';
import type { RecipeLine } from '@contract/resources/products';
import { wastageReasons } from '@contract/stock';
import { convert } from '@contract/units';
import type { Kysely } from 'kysely';
import { writeTransaction } from '../db/changes';
import type { DatabaseHandle } from '../db/database';
import { nowIso } from '../db/rows';
import type { Database } from '../db/tables';
import { depleteInvoices } from '../inventory/depletion';
import { derivedId, locationClocks, postMovements, type NewMovement } from '../inventory/ledger';
import { replaceRow, resourceDb, toApiRow, type StoredRow } from '../resources/store';
import { loadAggregatedInvoices } from '../sales/aggregates';
import { DEMO_CUSTOMER_ID } from './presence';
import { seededRandom } from './salesRandom';
import type { DemoShop } from './salesShop';

/** A place the demo keeps stock: every location of the business, the warehouse too. */
interface Place {
  id: string;
  day: BusinessDayClock;
}

/**
 * The demo's stock (issue 9): the prepared materials' recipes, par and storage per location, an
 * opening balance on the first day of the demo's sales, a delivery every week, some wastage and the
 * week's preparations. Every movement's id derives from what it is (location, week, material), so a
 * top-up that runs again, or in two processes at once, posts each only once. The sales themselves
 * are depleted by the tills' own path (`recordInvoices`); sales recorded before the ledger existed
 * are depleted here once.
 */

type Material = MaterialFields & StoredRow;

/** What the prepared materials are made of: [material, quantity, unit], and the batch yield. */
const preparedRecipes: Record<
  string,
  { yield: number; lines: [string, number, RecipeLine['unit']][] }
> = {
  'Croissant dough': {
    yield: 24,
    lines: [
      ['Flour', 1.5, 'kg'],
      ['Butter', 750, 'g'],
      ['Sugar', 150, 'g'],
      ['Whole milk', 500, 'ml'],
    ],
  },
  'House burger sauce': {
    yield: 1000,
    lines: [
      ['Tomatoes', 400, 'g'],
      ['Onions', 100, 'g'],
      ['Sugar', 40, 'g'],
      ['Cream', 300, 'ml'],
    ],
  },
  'Vanilla syrup': { yield: 1000, lines: [['Sugar', 800, 'g']] },
  'Bolognese sauce': {
    yield: 2000,
    lines: [
      ['Tomatoes', 1200, 'g'],
      ['Onions', 300, 'g'],
      ['Beef bacon', 300, 'g'],
    ],
  },
};

const storageByCategory: Record<string, string> = {
  'Coffee & tea': 'Bar',
  'Dairy & eggs': 'Walk-in fridge',
  'Meat & fish': 'Walk-in fridge',
  Produce: 'Cold room',
  'Dry goods': 'Dry store',
  'Bakery & prepared': 'Prep kitchen',
};

/** A par for a material no recipe at the location uses: a little of it on the shelf. */
const idlePar: Record<string, number> = { piece: 10, g: 1000, ml: 1000, kg: 2, l: 2 };

/** Rounds a weekly quantity up to what a kitchen would order. */
function orderable(quantity: number, unit: string): number {
  const step = unit === 'g' || unit === 'ml' ? 100 : unit === 'piece' ? 1 : 0.5;
  return Math.max(step, Math.ceil(quantity / step) * step);
}

async function demoMaterials(db: Kysely<Database>): Promise<Material[]> {
  const def = resources.materials;
  const rows = await resourceDb(db)
    .selectFrom(def.table)
    .selectAll()
    .where('customer_id', '=', DEMO_CUSTOMER_ID)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => toApiRow(def, r) as Material);
}

/** Sales recorded before the ledger existed (a demo database from an earlier version) go out once. */
async function depleteEarlierSales(trx: Kysely<Database>): Promise<void> {
  const depleted = await trx
    .selectFrom('stock_movements')
    .select('id')
    .where('customer_id', '=', DEMO_CUSTOMER_ID)
    .where('kind', '=', 'sale')
    .limit(1)
    .executeTakeFirst();
  if (depleted) return;
  let after = '';
  for (;;) {
    const page = await trx
      .selectFrom('invoices')
      .selectAll()
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .where('status', '=', 'completed')
      .where('id', '>', after)
      .orderBy('id')
      .limit(2000)
      .execute();
    if (page.length === 0) return;
    after = page.at(-1)!.id;
    const aggregated = await loadAggregatedInvoices(trx, page);
    await depleteInvoices(
      trx,
      DEMO_CUSTOMER_ID,
      aggregated.map((a, i) => ({ ...a, id: page[i]!.id, created_at: page[i]!.created_at })),
      'completed',
      null,
      { fresh: false },
    );
  }
}

/**
 * Weekly use per (location, material) over the sales so far, with the prepared materials' own
 * ingredients added for the batches that cover their use.
 */
async function weeklyUse(
  trx: Kysely<Database>,
  materials: readonly Material[],
  weeks: number,
): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('stock_movements')
    .select((eb) => ['location_id', 'material_id', eb.fn.sum<number>('quantity').as('quantity')])
    .where('customer_id', '=', DEMO_CUSTOMER_ID)
    .where('kind', 'in', ['sale', 'refund', 'void'])
    .groupBy(['location_id', 'material_id'])
    .execute();
  const use = new Map<string, number>();
  for (const r of rows) {
    const used = -Number(r.quantity) / 1000 / weeks;
    if (used > 0) use.set(`${r.location_id}|${r.material_id}`, used);
  }
  const byId = new Map(materials.map((m) => [m.id, m]));
  for (const sr of materials.filter((m) => m.is_prepared)) {
    for (const [key, used] of [...use]) {
      const [location, material] = key.split('|') as [string, string];
      if (material !== sr.id) continue;
      const batches = orderable(used, sr.unit) / sr.yield_quantity;
      for (const line of sr.recipe) {
        const rm = byId.get(line.material_id);
        const amount = rm ? convert(line.quantity, line.unit, rm.unit) : null;
        if (amount === null) continue;
        const k = `${location}|${rm!.id}`;
        use.set(k, (use.get(k) ?? 0) + amount * batches);
      }
    }
  }
  return use;
}

/** Gives the prepared materials their recipes and every material its par and storage per location. */
async function setUpMaterials(
  trx: Kysely<Database>,
  dialect: DatabaseHandle['dialect'],
  locations: readonly Place[],
  weeks: number,
): Promise<{ materials: Material[]; use: Map<string, number> }> {
  let materials = await demoMaterials(trx);
  const idOf = new Map(materials.map((m) => [m.name, m.id]));
  const at = nowIso();
  const save = async (material: Material, changes: Partial<MaterialFields>) => {
    const next = { ...material, ...changes, version: material.version + 1, updated_at: at };
    await replaceRow(trx, dialect, resources.materials, next, material.version);
  };
  for (const m of materials) {
    const recipe = preparedRecipes[m.name];
    if (!recipe || m.recipe.length > 0) continue;
    await save(m, {
      is_prepared: true,
      yield_quantity: recipe.yield,
      recipe: recipe.lines.map(([name, quantity, unit]) => ({
        material_id: idOf.get(name)!,
        quantity,
        unit,
      })),
    });
  }
  materials = await demoMaterials(trx);
  const use = await weeklyUse(trx, materials, weeks);
  const categories = await resourceDb(trx)
    .selectFrom(resources.materialCategories.table)
    .select(['id', 'name'])
    .where('customer_id', '=', DEMO_CUSTOMER_ID)
    .execute();
  const categoryName = new Map(categories.map((c) => [c.id, String(c.name)]));
  for (const m of materials) {
    if (m.locations.length > 0) continue;
    const places: MaterialLocation[] = locations.map((l) => {
      const used = use.get(`${l.id}|${m.id}`);
      const par = used ? orderable(used, m.unit) : idlePar[m.unit]!;
      return {
        location_id: l.id,
        par,
        minimum: orderable(par / 2, m.unit),
        storage_area:
          storageByCategory[categoryName.get(m.category_id ?? '') ?? ''] ?? 'Store room',
      };
    });
    await save(m, { locations: places });
  }
  return { materials: await demoMaterials(trx), use };
}

/** The first business date of the demo's sales, or `weeks` before today when there are none. */
async function firstDay(trx: Kysely<Database>, today: string): Promise<string> {
  const first = await trx
    .selectFrom('invoices')
    .select((eb) => eb.fn.min<string>('business_date').as('date'))
    .where('customer_id', '=', DEMO_CUSTOMER_ID)
    .executeTakeFirst();
  return first?.date ?? addDays(today, -89);
}

const hour = 3_600_000;

/**
 * Tops the demo's stock up to `now`: the first time, recipes, pars and opening balances; every
 * time, each week's delivery, wastage and preparations up to this week.
 */
export async function topUpDemoStock(
  database: DatabaseHandle,
  shop: DemoShop,
  now: Date,
): Promise<{ movements: number }> {
  return writeTransaction(database, DEMO_CUSTOMER_ID, async (trx) => {
    await depleteEarlierSales(trx);
    const ids = await resourceDb(trx)
      .selectFrom(resources.locations.table)
      .select('id')
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    const clocks = await locationClocks(
      trx,
      DEMO_CUSTOMER_ID,
      ids.map((r) => r.id),
    );
    const places: Place[] = [...clocks].map(([id, day]) => ({ id, day }));
    const anchor = shop.locations[0] ?? places[0];
    if (!anchor) return { movements: 0 };
    const today = anchor.day.today(now.getTime());
    const start = await firstDay(trx, today);
    const weeks = Math.max(1, (daysBetween(start, today) + 1) / 7);
    const { materials, use } = await setUpMaterials(trx, database.dialect, places, weeks);
    const movements: NewMovement[] = [];
    const parAt = (m: Material, location: string) =>
      m.locations.find((l) => l.location_id === location)?.par ?? 0;
    const weekly = (m: Material, location: string) => {
      const used = use.get(`${location}|${m.id}`);
      return used ? orderable(used, m.unit) : 0;
    };
    const instant = (l: Place, date: string, hours: number) =>
      new Date(l.day.startOf(date) + hours * hour).toISOString();
    const base = (l: Place, date: string, hours: number, document: string) => ({
      location_id: l.id,
      occurred_at: instant(l, date, hours),
      user_id: shop.adminId,
      document_id: derivedId(document),
    });
    const preparations: Array<{ l: Place; date: string; m: Material; quantity: number }> = [];
    for (const l of places) {
      for (const m of materials) {
        const random = seededRandom('demo-opening', l.id, m.id);
        // Pars may come from the materials' own seed; stock must cover what the location sells.
        const enough = Math.max(parAt(m, l.id), weekly(m, l.id));
        const quantity = orderable(enough * random.int(2, 4), m.unit);
        movements.push({
          ...base(l, start, 0, `demo-opening:${l.id}`),
          id: derivedId(`demo-opening:${l.id}:${m.id}`),
          material_id: m.id,
          kind: 'opening',
          quantity,
          unit_cost: m.cost,
          document_kind: 'receipt',
        });
      }
      for (let week = start; week <= today; week = addDays(week, 7)) {
        const random = seededRandom('demo-stock-week', l.id, week);
        const used = materials.filter((m) => weekly(m, l.id) > 0);
        for (const m of used) {
          if (m.is_prepared) {
            preparations.push({ l, date: week, m, quantity: weekly(m, l.id) });
          } else if (week > start) {
            movements.push({
              ...base(l, week, 7, `demo-receipt:${l.id}:${week}`),
              id: derivedId(`demo-receipt:${l.id}:${week}:${m.id}`),
              material_id: m.id,
              kind: 'receipt',
              quantity: weekly(m, l.id),
              unit_cost: Math.round(m.cost * (0.95 + random.next() * 0.1) * 10_000) / 10_000,
              note: 'Weekly delivery',
              document_kind: 'receipt',
            });
          }
        }
        const wasteDay = addDays(week, 3);
        if (wasteDay > today || used.length === 0) continue;
        for (let i = 0; i < 2; i++) {
          const m = random.pick(used);
          movements.push({
            ...base(l, wasteDay, 22, `demo-wastage:${l.id}:${week}`),
            id: derivedId(`demo-wastage:${l.id}:${week}:${i}`),
            material_id: m.id,
            kind: 'wastage',
            quantity: -orderable(weekly(m, l.id) * 0.03, m.unit),
            reason: random.pick(wastageReasons),
            document_kind: 'wastage',
          });
        }
      }
    }
    const posted = await postMovements(trx, DEMO_CUSTOMER_ID, movements);
    // The week's batches, all in two calls: what they use first, then what they make at its value
    // (as POST /inventory?is_prepared=1 posts one batch, with the same ids).
    const byId = new Map(materials.map((m) => [m.id, m]));
    const outs: NewMovement[] = [];
    const made: Array<NewMovement & { document_id: string }> = [];
    for (const p of preparations) {
      const document = derivedId(`demo-preparation:${p.l.id}:${p.date}:${p.m.id}`);
      const at = { ...base(p.l, p.date, 6, ''), document_id: document };
      for (const line of p.m.recipe) {
        const ingredient = byId.get(line.material_id);
        const amount = ingredient ? convert(line.quantity, line.unit, ingredient.unit) : null;
        if (amount === null) continue;
        outs.push({
          ...at,
          id: derivedId(`${document}:out:${line.material_id}`),
          material_id: line.material_id,
          kind: 'preparation_out',
          quantity: -(amount * p.quantity) / p.m.yield_quantity,
          document_kind: 'preparation',
        });
      }
      made.push({
        ...at,
        id: derivedId(`${document}:in`),
        material_id: p.m.id,
        kind: 'preparation_in',
        quantity: p.quantity,
        document_kind: 'preparation',
      });
    }
    const spent = new Map<string, number>();
    for (const out of await postMovements(trx, DEMO_CUSTOMER_ID, outs)) {
      spent.set(out.document_id, (spent.get(out.document_id) ?? 0) - (out.value ?? 0));
    }
    await postMovements(
      trx,
      DEMO_CUSTOMER_ID,
      made.map((m) => ({ ...m, unit_cost: (spent.get(m.document_id) ?? 0) / m.quantity })),
    );
    return { movements: posted.length };
  });
}
