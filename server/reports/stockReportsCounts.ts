import { addDays } from '@contract/businessDay';
import type { materialsReportQuery } from '@contract/reports';
import type { z } from 'zod';
import { ApiError, invalidFields } from '../plugins/errors';
import { requireLocation } from '../plugins/permissions';
import { addSums, scaleSums, zeroSums, type FigureSums } from '../sales/figures';
import { readSums, readSumsUntil } from '../sales/read';
import type { SalesScope } from '../sales/scope';
import type { ReportContext } from './frame';
import type { Window } from './stockReportsMoves';

/** The usage report between two approved counts of one location. */
export interface CountedPeriod {
  /** The counts' location over the business dates of their cut-offs. */
  scope: SalesScope;
  /** After the first cut-off up to the second, each included where its count's movements are. */
  window: Window;
  /** The sales figure sums of the same stretch, to the minute. */
  sums: FigureSums;
  counts: { from: string; to: string };
}

/**
 * Checks `from_count` and `to_count` and gives the stretch between them: both approved counts of
 * the same location (one the caller may use and the report reads), the first cut off before the
 * second. Opening stock is then what the first count fixed (its `count` movements sit at its
 * cut-off), closing stock what the second fixed.
 */
export async function countedPeriod({
  db,
  scope,
  query,
  auth,
}: ReportContext<z.infer<typeof materialsReportQuery>>): Promise<CountedPeriod> {
  const { from_count: fromId, to_count: toId } = query;
  if (!fromId || !toId) {
    throw invalidFields(
      { [fromId ? 'to_count' : 'from_count']: 'required' },
      'Usage between counts reads between two: give from_count and to_count',
    );
  }
  if (fromId === toId) {
    throw invalidFields(
      { to_count: 'duplicate' },
      'Usage between counts needs two different counts',
    );
  }
  const rows = await db
    .selectFrom('inventory_counts')
    .select(['id', 'location_id', 'status', 'cutoff_at'])
    .where('customer_id', '=', scope.customerId)
    .where('id', 'in', [fromId, toId])
    .where('deleted_at', 'is', null)
    .execute();
  const first = rows.find((r) => r.id === fromId);
  const second = rows.find((r) => r.id === toId);
  if (!first || !second) {
    throw invalidFields(
      { [first ? 'to_count' : 'from_count']: 'unknown_reference' },
      'No such count in this business',
    );
  }
  requireLocation(auth, first.location_id);
  if (second.location_id !== first.location_id) {
    throw invalidFields({ to_count: 'wrong_location' }, 'Both counts must be of one location');
  }
  const place = scope.locations.find((l) => l.id === first.location_id);
  if (!place) {
    throw invalidFields(
      { from_count: 'wrong_location' },
      'The counts are of another location than the one asked for (loc)',
    );
  }
  for (const [field, row] of [
    ['from_count', first],
    ['to_count', second],
  ] as const) {
    if (row.status !== 'approved') {
      throw new ApiError(400, 'VALIDATION', 'Only an approved count fixes the stock to read from', {
        fields: { [field]: 'Not approved yet' },
      });
    }
  }
  const from = new Date(first.cutoff_at).toISOString();
  const to = new Date(second.cutoff_at).toISOString();
  if (to <= from) {
    throw invalidFields(
      { to_count: 'date_order' },
      'The second count must be cut off after the first',
    );
  }

  const start = place.day.at(Date.parse(from));
  const end = place.day.at(Date.parse(to));
  const narrowed: SalesScope = {
    ...scope,
    from: start.business_date,
    to: end.business_date,
    today: false,
    locations: [{ ...place, from: start.business_date, to: end.business_date }],
  };
  // Sales after the first cut-off up to the second: the whole days from the first's day to the day
  // before the second's, plus the second's day up to its minute, less the first's day up to its.
  const whole =
    start.business_date < end.business_date
      ? await readSums(db, {
          ...narrowed,
          locations: [{ ...place, from: start.business_date, to: addDays(end.business_date, -1) }],
        })
      : zeroSums();
  const [untilEnd, untilStart] = await Promise.all([
    readSumsUntil(db, scope.customerId, place, end.business_date, end.business_minute),
    readSumsUntil(db, scope.customerId, place, start.business_date, start.business_minute),
  ]);
  const sums = addSums(addSums(whole, untilEnd), scaleSums(untilStart, -1));
  return {
    scope: narrowed,
    window: {
      by: 'instant',
      locations: [place.id],
      from,
      to,
      first: start.business_date,
      last: end.business_date,
    },
    sums,
    counts: { from: fromId, to: toId },
  };
}
