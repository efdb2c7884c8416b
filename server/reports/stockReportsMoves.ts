import { addDays } from '@contract/businessDay';
import type { MovementKind } from '@contract/stock';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { SalesScope } from '../sales/scope';

/**
 * What moved in the ledger (server/inventory/ledger.ts) over a stretch and after it, per material
 * and kind, in milli. The ledger keeps one running balance per (location, material), not one per
 * movement, so stock at the end of a past day is that balance less what moved after it: a read
 * touches the days after it, never those before. Whole business days are read from the ledger's
 * daily sums (`stock_daily`, a row per day a material moved); only the days around a count's
 * cut-off instant read movements.
 */

export interface Amounts {
  quantity: number;
  value: number;
}

export const zero = (): Amounts => ({ quantity: 0, value: 0 });

export const add = (into: Amounts, more: Amounts) => {
  into.quantity += more.quantity;
  into.value += more.value;
};

export const addKind = (into: Map<MovementKind, Amounts>, kind: MovementKind, more: Amounts) => {
  const had = into.get(kind);
  if (had) add(had, more);
  else into.set(kind, { ...more });
};

/**
 * A stretch of the ledger: the period [`from`, `to`] by business date, or (`from`, `to`] by instant
 * between two cut-offs whose business dates (on the location's clock now) are `first` and `last`;
 * and everything after it.
 */
export type Window =
  | { by: 'date'; locations: readonly string[]; from: string; to: string }
  | {
      by: 'instant';
      locations: readonly string[];
      from: string;
      to: string;
      first: string;
      last: string;
    };

export interface Moves {
  /** Per kind, what moved in the period. */
  period: Map<MovementKind, Amounts>;
  /** What moved after the period: off the balance, it gives the stock at the period's end. */
  later: Amounts;
}

/** Grouped rows of one material and kind: the period's sums and those after it. */
interface MovedRow {
  material_id: string;
  kind: string;
  moved: string | number;
  quantity: string | number;
  value: string | number;
  later_quantity: string | number;
  later_value: string | number;
}

function addRows(into: Map<string, Moves>, rows: readonly MovedRow[]): void {
  for (const r of rows) {
    let moves = into.get(r.material_id);
    if (!moves) into.set(r.material_id, (moves = { period: new Map(), later: zero() }));
    add(moves.later, { quantity: Number(r.later_quantity), value: Number(r.later_value) });
    // A kind that moved only after the window did not move in it.
    if (Number(r.moved) > 0) {
      addKind(moves.period, r.kind as MovementKind, {
        quantity: Number(r.quantity),
        value: Number(r.value),
      });
    }
  }
}

/**
 * Whole business dates from `stock_daily`: those from `from` on, in the period up to `end`, after
 * it from `later` on (the dates between are read elsewhere). A row per day a material moved.
 */
async function dailyRows(
  db: Kysely<Database>,
  customerId: string,
  locations: readonly string[],
  dates: { from: string; end: string; later: string },
): Promise<MovedRow[]> {
  const { from, end, later } = dates;
  const days = db
    .selectFrom('stock_daily')
    .where('customer_id', '=', customerId)
    .where('location_id', 'in', [...locations]);
  if (from > end) {
    // None of the period's days: only what moved after it, per material whatever the kind (stock
    // at the end of a day), which sorts and sums a third less.
    return days
      .select((eb) => [
        'material_id',
        sql<string>`''`.as('kind'),
        sql<number>`0`.as('moved'),
        sql<number>`0`.as('quantity'),
        sql<number>`0`.as('value'),
        eb.fn.sum<string>('quantity').as('later_quantity'),
        eb.fn.sum<string>('value').as('later_value'),
      ])
      .where('business_date', '>=', later)
      .groupBy('material_id')
      .execute();
  }
  let query = days
    .select((eb) => {
      const part = (inPeriod: boolean, amount: 'quantity' | 'value' | 'movement_count') =>
        eb.fn.sum<string>(
          eb
            .case()
            .when('business_date', inPeriod ? '<=' : '>', end)
            .then(eb.ref(amount))
            .else(sql.lit(0))
            .end(),
        );
      return [
        'material_id',
        'kind',
        part(true, 'movement_count').as('moved'),
        part(true, 'quantity').as('quantity'),
        part(true, 'value').as('value'),
        part(false, 'quantity').as('later_quantity'),
        part(false, 'value').as('later_value'),
      ];
    })
    .where('business_date', '>=', from);
  if (later > addDays(end, 1)) {
    query = query.where((eb) =>
      eb.or([eb('business_date', '<=', end), eb('business_date', '>=', later)]),
    );
  }
  return query.groupBy(['material_id', 'kind']).execute();
}

/**
 * The movements of the business dates [`first`, `last`] split at two instants: after `from` up to
 * `to` is the period, after `to` is later, the rest is before the window and not read.
 */
async function instantRows(
  db: Kysely<Database>,
  customerId: string,
  locations: readonly string[],
  window: { from: string; to: string; first: string; last: string },
): Promise<MovedRow[]> {
  const { to } = window;
  return db
    .selectFrom('stock_movements')
    .select((eb) => {
      const part = (inPeriod: boolean, amount: 'quantity' | 'value' | null) =>
        eb.fn.sum<string>(
          eb
            .case()
            .when('occurred_at', inPeriod ? '<=' : '>', to)
            .then(amount ? eb.ref(amount) : sql.lit(1))
            .else(sql.lit(0))
            .end(),
        );
      return [
        'material_id',
        'kind',
        part(true, null).as('moved'),
        part(true, 'quantity').as('quantity'),
        part(true, 'value').as('value'),
        part(false, 'quantity').as('later_quantity'),
        part(false, 'value').as('later_value'),
      ];
    })
    .where('customer_id', '=', customerId)
    .where('location_id', 'in', [...locations])
    .where('business_date', '>=', window.first)
    .where('business_date', '<=', window.last)
    .where('occurred_at', '>', window.from)
    .groupBy(['material_id', 'kind'])
    .execute();
}

/**
 * Per material, what moved in a window by kind, and what moved after it, read from `stock_daily`
 * (a row per day a material moved). Between two cut-offs, the days around each cut-off are read
 * from the movements by instant: the cut-off's own day and, as a movement's business date may be a
 * day off the one its instant has now (made under another time zone setting of the location), the
 * day on each side of it. Every other day is wholly before, in or after the window.
 */
export async function movesOf(
  db: Kysely<Database>,
  customerId: string,
  window: Window,
): Promise<Map<string, Moves>> {
  const out = new Map<string, Moves>();
  const { locations } = window;
  if (window.by === 'date') {
    const dates = { from: window.from, end: window.to, later: addDays(window.to, 1) };
    addRows(out, await dailyRows(db, customerId, locations, dates));
    return out;
  }
  const first = { from: addDays(window.first, -1), to: addDays(window.first, 1) };
  const last = { from: addDays(window.last, -1), to: addDays(window.last, 1) };
  const edges =
    first.to >= addDays(last.from, -1)
      ? [{ first: first.from, last: last.to }]
      : [
          { first: first.from, last: first.to },
          { first: last.from, last: last.to },
        ];
  const reads = [
    dailyRows(db, customerId, locations, {
      from: addDays(first.to, 1),
      end: addDays(last.from, -1),
      later: addDays(last.to, 1),
    }),
    ...edges.map((edge) => instantRows(db, customerId, locations, { ...window, ...edge })),
  ];
  for (const rows of await Promise.all(reads)) addRows(out, rows);
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
