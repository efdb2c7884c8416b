import { addDays, businessDayClock, type BusinessDayClock } from '@contract/businessDay';
import {
  dailySyncKinds,
  type DailySyncDay,
  type DailySyncDaysReply,
  type FailureKind,
  type KindStatus,
} from '@contract/dailySync';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { loadInvoiceLocations } from '../references';
import { covers, isActive, type SyncConfig, type SyncLocation } from './config';
import { deliveriesOf, type DeliveryRow } from './deliveries';
import { isDayOver } from './schedule';

/** The business day clock of each location, from its settings. */
export async function clocksOf(
  db: Kysely<Database>,
  customerId: string,
  locationIds: readonly string[],
): Promise<Map<string, BusinessDayClock>> {
  const rules = await loadInvoiceLocations(db, customerId, locationIds);
  return new Map(locationIds.map((id) => [id, businessDayClock(rules.get(id) ?? {})]));
}

/** Every date from `from` to `to`, newest first (the status table reads from the latest day down). */
export function datesDown(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = to; date >= from; date = addDays(date, -1)) dates.push(date);
  return dates;
}

function statusOfRow(row: DeliveryRow): KindStatus {
  const failed = row.status === 'failed';
  return {
    status: failed ? 'failed' : row.status === 'sent' ? 'sent' : 'pending',
    delivery_id: row.id,
    attempts: Number(row.attempts),
    last_attempt_at: row.last_attempt_at,
    next_attempt_at: row.next_attempt_at,
    sent_at: row.sent_at,
    failure:
      failed && row.last_failure_kind
        ? {
            kind: row.last_failure_kind as FailureKind,
            status_code: row.last_status_code === null ? null : Number(row.last_status_code),
            detail: row.last_error ?? '',
          }
        : null,
  };
}

const withoutRow = (status: KindStatus['status']): KindStatus => ({
  status,
  delivery_id: null,
  attempts: 0,
  last_attempt_at: null,
  next_attempt_at: null,
  sent_at: null,
  failure: null,
});

/**
 * Each day's status per location and kind. A delivery that exists speaks for itself; without one,
 * the day is open, not sent (the sync covers it) or not configured.
 */
export async function syncDays(
  db: Kysely<Database>,
  config: SyncConfig,
  locations: readonly SyncLocation[],
  from: string,
  to: string,
  now: number,
): Promise<DailySyncDaysReply> {
  const ids = locations.map((l) => l.id);
  const rules = await loadInvoiceLocations(db, config.customerId, ids);
  const clocks = new Map(ids.map((id) => [id, businessDayClock(rules.get(id) ?? {})]));
  const rows = await deliveriesOf(db, config.customerId, ids, from, to);
  const byKey = new Map(rows.map((r) => [`${r.location_id}|${r.business_date}|${r.kind}`, r]));
  const active = isActive(config);
  const days: DailySyncDay[] = [];
  for (const date of datesDown(from, to)) {
    for (const location of locations) {
      const closed = isDayOver(clocks.get(location.id)!, date, now);
      const synced = active && covers(config, location);
      const kinds = Object.fromEntries(
        dailySyncKinds.map((kind) => {
          const row = byKey.get(`${location.id}|${date}|${kind}`);
          if (row) return [kind, statusOfRow(row)];
          return [kind, withoutRow(!synced ? 'not_configured' : closed ? 'not_sent' : 'open')];
        }),
      ) as DailySyncDay['kinds'];
      days.push({ date, location_id: location.id, closed, kinds });
    }
  }
  return {
    from,
    to,
    active,
    locations: locations.map(({ id, name }) => ({
      id,
      name,
      time_zone: rules.get(id)?.time_zone ?? null,
    })),
    days,
    as_of: new Date(now).toISOString(),
  };
}
