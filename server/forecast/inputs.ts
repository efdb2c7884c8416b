import { addDays, businessDayClock } from '@contract/businessDay';
import { BACKTEST_WEEKS } from '@contract/forecast';
import { historyCalendar, type ForecastDay, type HistoryCalendar } from '@contract/forecastMethod';
import { hoursOn, type LocationHoursFields } from '@contract/openingHours';
import { resources } from '@contract/registry';
import type { RecipeLine } from '@contract/resources/products';
import { boughtUse } from '@contract/recipeRollup';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { locationHoursOf } from '../hours/store';
import { inChunks } from '../inventory/ledger';
import { materialIndex, type RecipeMaterial } from '../inventory/recipes/costing';
import { notFound } from '../plugins/errors';
import { resourceDb, toApiRow } from '../resources/store';
import { fromMilli } from '../sales/figures';
import { loadInvoiceLocations } from '../sales/references';

/**
 * What a location's forecast is made from, read once per call: its business date today, its
 * calendar (closed weekdays and holidays), the net units each product and modifier item sold per
 * business date, and what one unit of each takes of the materials that are bought.
 *
 * Only what the method looks at is read, so two years of sales cost what sixteen weeks do: the
 * weeks the backtest forecasts and the `HISTORY_WEEKS` before them whole, and further back, within a
 * year, only past holidays and the same weekdays before each (their usual level).
 */

/** Whole weeks of history read before the backtest's first week. */
export const HISTORY_WEEKS = 16;
/** How far back past holidays are looked for. */
const HOLIDAY_YEARS_DAYS = 366;
/** Same weekdays read before a past holiday: four ordinary ones even if two were not. */
const HOLIDAY_CONTEXT_WEEKS = 6;

export type ItemKind = 'product' | 'modifier';

/** A product or modifier item sold at the location in the history read. */
export interface SoldItem {
  kind: ItemKind;
  id: string;
  /** What it sold on each date of the location's `calendar` (0 when nothing). */
  quantities: Float64Array;
  /** Base units of each bought material one unit of it takes (its recipe through sub-recipes). */
  bought: ReadonlyMap<string, number>;
}

export interface ForecastInputs {
  locationId: string;
  /** The location's business date now. */
  today: string;
  /** How the location's calendar has a date: closed, or a holiday. */
  dayOf(date: string): ForecastDay;
  /** The dates of the history read, oldest first, shared by every item. */
  calendar: HistoryCalendar;
  items: SoldItem[];
  materials: ReadonlyMap<string, RecipeMaterial>;
}

/** The calendar of a location from its hours rows: a holiday row names the date, closed or not. */
export function calendarOf(rows: readonly LocationHoursFields[]): (date: string) => ForecastDay {
  return (date) => {
    const row = hoursOn(rows, date);
    return {
      date,
      closed: row?.is_closed ?? false,
      holiday: row?.date === date ? row.name : null,
    };
  };
}

/** The location's business date at `now` on its own clock (time zone, business day start). */
export async function locationToday(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  now: number,
): Promise<string> {
  const location = (await loadInvoiceLocations(db, customerId, [locationId])).get(locationId);
  if (!location) throw notFound('Location');
  return businessDayClock(location).today(now);
}

/** The dates read further back than the whole weeks: past holidays and the weekdays before them. */
function holidayContext(rows: readonly LocationHoursFields[], from: string): string[] {
  const oldest = addDays(from, -HOLIDAY_YEARS_DAYS);
  const out = new Set<string>();
  for (const row of rows) {
    if (row.date === null || row.is_closed || row.date >= from || row.date < oldest) continue;
    for (let w = 0; w <= HOLIDAY_CONTEXT_WEEKS; w++) {
      const date = addDays(row.date, -7 * w);
      if (date >= oldest) out.add(date);
    }
  }
  return [...out].sort();
}

/** Recipes of products and modifier items, by id. */
async function recipesOf(
  db: Kysely<Database>,
  customerId: string,
  kind: ItemKind,
  ids: readonly string[],
): Promise<Map<string, RecipeLine[]>> {
  const def = kind === 'product' ? resources.products : resources.modifierItems;
  const rows = await inChunks([...ids], (chunk) =>
    resourceDb(db)
      .selectFrom(def.table)
      .select(['id', 'recipe'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', chunk)
      .execute(),
  );
  return new Map(
    rows.map((r) => {
      const recipe = toApiRow(def, r).recipe;
      return [String(r.id), Array.isArray(recipe) ? (recipe as RecipeLine[]) : []];
    }),
  );
}

/** Everything a location's forecast is made from, with `now` the instant it is asked at. */
export async function forecastInputs(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  now: number,
): Promise<ForecastInputs> {
  const [today, hours, materials] = await Promise.all([
    locationToday(db, customerId, locationId, now),
    locationHoursOf(db, customerId, locationId),
    materialIndex(db, customerId),
  ]);
  const from = addDays(today, -7 * (BACKTEST_WEEKS + HISTORY_WEEKS));
  const context = holidayContext(hours, from);
  // Two reads, not one with `or`: each keeps to its own stretch of the key, where `or` would
  // read every day since the location opened.
  const sales = () =>
    db
      .selectFrom('sales_by_item')
      .select((eb) => [
        'item_kind',
        'item_id',
        'business_date',
        eb.fn.sum<number>('quantity').as('quantity'),
        eb.fn.sum<number>('refunded_quantity').as('refunded'),
      ])
      .where('customer_id', '=', customerId)
      .where('location_id', '=', locationId)
      .groupBy(['item_kind', 'item_id', 'business_date']);
  const rows = [
    ...(await sales()
      .where('business_date', '>=', from)
      .where('business_date', '<', today)
      .execute()),
    ...(context.length === 0 ? [] : await sales().where('business_date', 'in', context).execute()),
  ];

  const dayOf = calendarOf(hours);
  const dates = [...context];
  for (let date = from; date < today; date = addDays(date, 1)) dates.push(date);
  const calendar = historyCalendar(dates.map(dayOf));
  const position = new Map(dates.map((date, i) => [date, i]));
  const sold = new Map<string, { kind: ItemKind; id: string; quantities: Float64Array }>();
  for (const r of rows) {
    if (r.item_kind !== 'product' && r.item_kind !== 'modifier') continue;
    const key = `${r.item_kind}:${r.item_id}`;
    let item = sold.get(key);
    if (!item) {
      item = { kind: r.item_kind, id: r.item_id, quantities: new Float64Array(dates.length) };
      sold.set(key, item);
    }
    const at = position.get(r.business_date);
    if (at !== undefined) item.quantities[at] = fromMilli(Number(r.quantity) - Number(r.refunded));
  }
  const ids = (kind: ItemKind) =>
    [...sold.values()].filter((i) => i.kind === kind).map((i) => i.id);
  const [products, modifiers] = await Promise.all([
    recipesOf(db, customerId, 'product', ids('product')),
    recipesOf(db, customerId, 'modifier', ids('modifier')),
  ]);
  const explode = boughtUse(materials.values());
  const items = [...sold.values()].map((item): SoldItem => ({
    kind: item.kind,
    id: item.id,
    quantities: item.quantities,
    bought: explode((item.kind === 'product' ? products : modifiers).get(item.id) ?? []),
  }));
  return { locationId, today, dayOf, calendar, items, materials };
}
