import { sellingLocationKinds } from '@contract/dailySync';
import { locationHoursRow } from '@contract/locationHours';
import type { LocationHoursFields } from '@contract/openingHours';
import { isOpenAt } from '@contract/openingHours';
import type { TodayItem } from '@contract/today';
import { sql } from 'kysely';
import { hoursDef } from '../hours/store';
import { inChunks } from '../inventory/ledger';
import { resourceDb, toApiRow } from '../resources/store';
import { historyDates, hoursOrSettings, tillSilence, type DaySales } from './silence';
import { isoOf, type Place, type TodayScope } from './scope';

/**
 * Silent tills (`till_silent`) at the scope's selling locations, by silence.ts. Cheap at a chain's
 * scale: the locations closed now are dropped before any sales are read; for the others, one grouped
 * read of the sales aggregates (a row per location and business date, over the HISTORY_WEEKS dates
 * of the same weekday) per local hour and date being judged, and one indexed lookup of each
 * location's last invoice.
 */

/** Opening hours rows of the locations, by location. */
async function hoursOf(
  scope: TodayScope,
  ids: readonly string[],
): Promise<Map<string, LocationHoursFields[]>> {
  const rows = await inChunks([...ids], (chunk) =>
    resourceDb(scope.db)
      .selectFrom(hoursDef.table)
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('location_id', 'in', chunk)
      .where('deleted_at', 'is', null)
      .execute(),
  );
  const out = new Map<string, LocationHoursFields[]>();
  for (const stored of rows) {
    const row = locationHoursRow.parse(toApiRow(hoursDef, stored));
    if (row.location_id === null) continue;
    out.set(row.location_id, [...(out.get(row.location_id) ?? []), row]);
  }
  return out;
}

/** The last invoice's time of a location up to `now` (any kind and status: the till spoke). */
async function lastSale(scope: TodayScope, locationId: string): Promise<number | null> {
  const row = await scope.db
    .selectFrom('invoices')
    .select('created_at')
    .where('customer_id', '=', scope.customerId)
    .where('location_id', '=', locationId)
    .where('created_at', '<=', isoOf(scope.now))
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Date.parse(row.created_at) : null;
}

/** Sales per location and business date over `dates`, with those of the local hour `hour`. */
async function salesOn(
  scope: TodayScope,
  ids: readonly string[],
  dates: readonly string[],
  hour: number,
): Promise<Map<string, DaySales[]>> {
  const rows = await inChunks([...ids], (chunk) =>
    scope.db
      .selectFrom('sales_hourly')
      .select([
        'location_id',
        'business_date',
        sql<number>`sum(sales_count + refund_count)`.as('total'),
        sql<number>`sum(case when local_hour = ${hour} then sales_count + refund_count else 0 end)`.as(
          'at_hour',
        ),
      ])
      .where('customer_id', '=', scope.customerId)
      .where('location_id', 'in', chunk)
      .where('business_date', 'in', [...dates])
      .groupBy(['location_id', 'business_date'])
      .execute(),
  );
  const out = new Map<string, DaySales[]>();
  for (const r of rows) {
    const day = {
      business_date: r.business_date,
      total: Number(r.total),
      at_hour: Number(r.at_hour),
    };
    out.set(r.location_id, [...(out.get(r.location_id) ?? []), day]);
  }
  return out;
}

export async function silentTills(scope: TodayScope): Promise<TodayItem[]> {
  const selling = [...scope.places.values()].filter(
    (p) => p.is_active && (sellingLocationKinds as readonly string[]).includes(p.kind),
  );
  if (selling.length === 0) return [];
  const rows = await hoursOf(
    scope,
    selling.map((p) => p.id),
  );
  // Open now, grouped by the business date and local hour they are at.
  const groups = new Map<string, { date: string; hour: number; places: Place[] }>();
  const hours = new Map<string, LocationHoursFields[]>();
  for (const place of selling) {
    const own = hoursOrSettings(
      rows.get(place.id) ?? [],
      place.settings.get('opening_hour'),
      place.settings.get('closing_hour'),
    );
    if (!isOpenAt(own, place.clock.clock.zone, scope.now)) continue;
    hours.set(place.id, own);
    const moment = place.clock.at(scope.now);
    const key = `${moment.business_date}|${moment.local_hour}`;
    const group = groups.get(key) ?? {
      date: moment.business_date,
      hour: moment.local_hour,
      places: [],
    };
    group.places.push(place);
    groups.set(key, group);
  }
  const items: TodayItem[] = [];
  for (const group of groups.values()) {
    const ids = group.places.map((p) => p.id);
    const [history, last] = await Promise.all([
      salesOn(scope, ids, historyDates(group.date), group.hour),
      Promise.all(ids.map((id) => lastSale(scope, id))),
    ]);
    group.places.forEach((place, i) => {
      const silence = tillSilence({
        now: scope.now,
        clock: place.clock,
        hours: hours.get(place.id)!,
        lastSaleAt: last[i]!,
        history: history.get(place.id) ?? [],
      });
      if (!silence) return;
      items.push({
        kind: 'till_silent',
        id: place.id,
        location_id: place.id,
        label: place.name,
        since: isoOf(silence.lastSaleAt),
        urgency: 'overdue',
        figures: {
          silent_minutes: silence.silent_minutes,
          usual_gap_minutes: silence.usual_gap_minutes,
          usual_per_hour: silence.usual_per_hour,
        },
        unit: null,
        detail: null,
      });
    });
  }
  return items;
}
