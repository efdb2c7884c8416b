import { sellingLocationKinds } from '@contract/dailySync';
import type { TodayItem } from '@contract/today';
import { covers, isActive, readSyncConfig } from '../sales/dailySync/config';
import { REPORT_EMAIL_DAYS } from './definitions';
import { atPlaces, isoOf, type TodayScope } from './scope';

/**
 * What failed to go out: daily sync deliveries (`daily_sync_failed`) and report emails
 * (`report_email_bounced`).
 */

/**
 * Days of a location whose daily sync summaries failed at their last attempt, while the sync is on
 * and covers the location (a sync switched off leaves nothing to settle). One item per location and
 * business date, as the screen re-runs a day: `id` is `<location id>/<business date>`, `failures`
 * the most failed attempts of the day's failed summaries, `summaries` how many of its four failed,
 * `detail` the last error.
 */
export async function dailySyncFailures(scope: TodayScope): Promise<TodayItem[]> {
  const config = await readSyncConfig(scope.db, scope.customerId);
  if (!isActive(config)) return [];
  const rows = await atPlaces(scope, (ids) =>
    scope.db
      .selectFrom('daily_sync_deliveries')
      .select([
        'location_id',
        'business_date',
        'failures',
        'last_attempt_at',
        'last_error',
        'updated_at',
      ])
      .where('customer_id', '=', scope.customerId)
      .where('location_id', 'in', ids)
      .where('status', '=', 'failed')
      .execute(),
  );
  const days = new Map<string, TodayItem>();
  for (const r of rows) {
    const place = scope.places.get(r.location_id);
    if (!place) continue;
    const selling = place.is_active && isSellingKind(place.kind);
    if (!covers(config, { id: place.id, name: place.name, selling })) continue;
    const key = `${r.location_id}/${r.business_date}`;
    const at = r.last_attempt_at ?? r.updated_at;
    const day = days.get(key);
    if (!day) {
      days.set(key, {
        kind: 'daily_sync_failed',
        id: key,
        location_id: r.location_id,
        label: r.business_date,
        since: at,
        urgency: 'overdue',
        figures: { failures: Number(r.failures), summaries: 1 },
        unit: null,
        detail: r.last_error,
      });
      continue;
    }
    day.figures.failures = Math.max(day.figures.failures ?? 0, Number(r.failures));
    day.figures.summaries = (day.figures.summaries ?? 0) + 1;
    if (at > day.since) {
      day.since = at;
      day.detail = r.last_error ?? day.detail;
    }
  }
  return [...days.values()];
}

const isSellingKind = (kind: string) => (sellingLocationKinds as readonly string[]).includes(kind);

/**
 * Report emails whose last attempt failed (the mail server refused them, or none answered), of the
 * last REPORT_EMAIL_DAYS, while no later report email to the same user went through: the user's own,
 * or everyone's for an administrator, at the locations they may use. `due` while the server will try again by itself, `overdue`
 * once it will not. `label` is the address it went to, `detail` what the mail server said.
 */
export async function reportEmailsBounced(scope: TodayScope): Promise<TodayItem[]> {
  const from = isoOf(scope.now - REPORT_EMAIL_DAYS * 86_400_000);
  let query = scope.db
    .selectFrom('report_emails')
    .select([
      'id',
      'user_id',
      'location_id',
      'recipient',
      'status',
      'next_attempt_at',
      'error',
      'claimed_at',
    ])
    .where('customer_id', '=', scope.customerId)
    .where('claimed_at', '>=', from)
    .where('claimed_at', '<=', isoOf(scope.now));
  if (!scope.isAdmin) query = query.where('user_id', '=', scope.userId);
  const rows = await query.orderBy('claimed_at').execute();
  // The latest send that went through, per user: failures before it are settled.
  const lastSent = new Map<string, string>();
  for (const r of rows) if (r.status === 'sent') lastSent.set(r.user_id, r.claimed_at);
  return rows
    .filter(
      (r) =>
        r.status === 'failed' &&
        scope.places.has(r.location_id) &&
        !((lastSent.get(r.user_id) ?? '') > r.claimed_at),
    )
    .map((r) => ({
      kind: 'report_email_bounced',
      id: r.id,
      location_id: r.location_id,
      label: r.recipient,
      since: r.claimed_at,
      urgency: r.next_attempt_at ? 'due' : 'overdue',
      figures: {},
      unit: null,
      detail: r.error,
    }));
}
