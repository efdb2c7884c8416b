import { addDays } from '@contract/businessDay';
import { resources } from '@contract/registry';
import type { MovementKind } from '@contract/stock';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { resourceDb } from '../resources/store';
import type { SalesScope } from '../sales/scope';

/**
 * What the stock reports read of the ledger (server/inventory/ledger.ts), in milli. The ledger keeps
 * one running balance per (location, material), not one per movement, so stock at the end of a past
 * day is that balance less the movements after it (as `stockAt` reads it): a read touches the
 * movements after the day, never those before it. The movements of a period and those after it come
 * from one grouped query per material and kind, read from the index of migration 20261128T110000.
 */

export interface Amounts {
  quantity: number;
  value: number;
}

export const zero = (): Amounts => ({ quantity: 0, value: 0 });

const add = (into: Amounts, more: Amounts) => {
  into.quantity += more.quantity;
  into.value += more.value;
};

const addKind = (into: Map<MovementKind, Amounts>, kind: MovementKind, more: Amounts) => {
  const had = into.get(kind);
  if (had) add(had, more);
  else into.set(kind, { ...more });
};

/** A material as the reports show it, deleted and inactive ones included (they may hold stock). */
export interface ReportMaterial {
  category_id: string | null;
  unit: string;
  /** The standard cost per base unit, for a material a location never received. */
  cost: number;
  listed: boolean;
}

export async function reportMaterials(
  db: Kysely<Database>,
  customerId: string,
): Promise<Map<string, ReportMaterial>> {
  const rows = await resourceDb(db)
    .selectFrom(resources.materials.table)
    .select(['id', 'category_id', 'unit', 'cost', 'is_active', 'deleted_at'])
    .where('customer_id', '=', customerId)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        category_id: (r.category_id as string | null) ?? null,
        unit: String(r.unit ?? ''),
        cost: Number(r.cost ?? 0),
        // Booleans are 0/1 on SQLite and true/false on PostgreSQL.
        listed: r.deleted_at === null && Boolean(Number(r.is_active)),
      },
    ]),
  );
}

export interface Balance extends Amounts {
  /** The weighted average cost of the one location read (null when several are added up). */
  average_cost: number | null;
}

/** The kept balances of the locations, added up per material. */
export async function balancesOf(
  db: Kysely<Database>,
  customerId: string,
  locationIds: readonly string[],
): Promise<Map<string, Balance>> {
  const rows = await db
    .selectFrom('stock_balances')
    .select(['material_id', 'quantity', 'value', 'average_cost'])
    .where('customer_id', '=', customerId)
    .where('location_id', 'in', [...locationIds])
    .execute();
  const out = new Map<string, Balance>();
  for (const r of rows) {
    const had = out.get(r.material_id);
    const amounts = { quantity: Number(r.quantity), value: Number(r.value) };
    if (had) {
      add(had, amounts);
      had.average_cost = null;
    } else {
      out.set(r.material_id, { ...amounts, average_cost: Number(r.average_cost) });
    }
  }
  return out;
}

/**
 * A stretch of the ledger: the period (`from`, `to`] by instant or [`from`, `to`] by business date,
 * and everything after `to`. By instant, `floor` is a business date no later than `from`'s, so the
 * read still ranges over the index's dates.
 */
export type Window =
  | { by: 'date'; locations: readonly string[]; from: string; to: string }
  | { by: 'instant'; locations: readonly string[]; from: string; to: string; floor: string };

export interface Moves {
  /** Per kind, what moved in the period. */
  period: Map<MovementKind, Amounts>;
  /** What moved after the period: off the balance, it gives the stock at the period's end. */
  later: Amounts;
}

/**
 * Per material, the movements of a window grouped by kind, and those after it. The inner query
 * groups in the order of the index (location, business date, material, kind), which SQLite
 * aggregates as it reads it; the outer one then only sorts a row per day a material moved, not one
 * per movement. By date, whether a day is after the window is asked once per group, not per row.
 */
export async function movesOf(
  db: Kysely<Database>,
  customerId: string,
  window: Window,
): Promise<Map<string, Moves>> {
  let daily = db
    .selectFrom('stock_movements')
    .select((eb) => {
      const after = (amount: 'quantity' | 'value' | null) => {
        const summed = amount ? eb.fn.sum<string>(amount) : eb.fn.countAll<string>();
        if (window.by === 'date') {
          return eb
            .case()
            .when('business_date', '>', window.to)
            .then(summed)
            .else(sql.lit(0))
            .end();
        }
        const part = amount ? eb.ref(amount) : sql.lit(1);
        return eb.fn.sum<string>(
          eb.case().when('occurred_at', '>', window.to).then(part).else(sql.lit(0)).end(),
        );
      };
      return [
        'material_id',
        'kind',
        eb.fn.countAll<string>().as('moved'),
        eb.fn.sum<string>('quantity').as('quantity'),
        eb.fn.sum<string>('value').as('value'),
        after(null).as('later_moved'),
        after('quantity').as('later_quantity'),
        after('value').as('later_value'),
      ];
    })
    .where('customer_id', '=', customerId)
    .where('location_id', 'in', [...window.locations]);
  daily =
    window.by === 'date'
      ? daily.where('business_date', '>=', window.from)
      : daily.where('business_date', '>=', window.floor).where('occurred_at', '>', window.from);
  const summed = [
    'moved',
    'quantity',
    'value',
    'later_moved',
    'later_quantity',
    'later_value',
  ] as const;
  const rows = await db
    .selectFrom(daily.groupBy(['location_id', 'business_date', 'material_id', 'kind']).as('daily'))
    .select((eb) => [
      'daily.material_id',
      'daily.kind',
      ...summed.map((c) => eb.fn.sum<string>(`daily.${c}`).as(c)),
    ])
    .groupBy(['daily.material_id', 'daily.kind'])
    .execute();
  const out = new Map<string, Moves>();
  for (const r of rows) {
    let moves = out.get(r.material_id);
    if (!moves) out.set(r.material_id, (moves = { period: new Map(), later: zero() }));
    const later = { quantity: Number(r.later_quantity), value: Number(r.later_value) };
    add(moves.later, later);
    // A kind that moved only after the window did not move in it.
    if (Number(r.moved) > Number(r.later_moved)) {
      addKind(moves.period, r.kind as MovementKind, {
        quantity: Number(r.quantity) - later.quantity,
        value: Number(r.value) - later.value,
      });
    }
  }
  return out;
}

/** Stock at the end of a window: the balance less what moved after it. */
export function stockAtEnd(balance: Amounts | undefined, moves: Moves | undefined): Amounts {
  return {
    quantity: (balance?.quantity ?? 0) - (moves?.later.quantity ?? 0),
    value: (balance?.value ?? 0) - (moves?.later.value ?? 0),
  };
}

function mergeMoves(into: Map<string, Moves>, more: Map<string, Moves>): void {
  for (const [material, moves] of more) {
    const had = into.get(material);
    if (!had) {
      into.set(material, moves);
      continue;
    }
    add(had.later, moves.later);
    for (const [kind, amounts] of moves.period) addKind(had.period, kind, amounts);
  }
}

/**
 * The movements of a scope's business dates (`period`), or only those after its end (`after`), per
 * material over all its locations. Locations read the same dates unless none were asked and their
 * todays differ: those reading the same dates are read together.
 */
export async function scopeMoves(
  db: Kysely<Database>,
  scope: SalesScope,
  read: 'period' | 'after',
): Promise<Map<string, Moves>> {
  const groups = new Map<string, { from: string; to: string; locations: string[] }>();
  for (const l of scope.locations) {
    const key = `${l.from}|${l.to}`;
    const group = groups.get(key) ?? { from: l.from, to: l.to, locations: [] };
    group.locations.push(l.id);
    groups.set(key, group);
  }
  const out = new Map<string, Moves>();
  for (const g of groups.values()) {
    const from = read === 'period' ? g.from : addDays(g.to, 1);
    mergeMoves(out, await movesOf(db, scope.customerId, { by: 'date', ...g, from }));
  }
  return out;
}
