import { oneOf, searchReader } from '@/shared/searchParams';
import { periodParams } from '@/components/reports/periodPresets';
import type { Period } from '@/components/reports/periods';

/**
 * What the dashboard shows, kept in its URL so a reload or a shared link opens the same view. Every
 * choice is optional: `/dashboard` alone is today, the active location, sales by hour, top products
 * by net sales. A value that cannot be read is dropped, never an error. Plain readers, not zod,
 * because the route tree (and so this reader) loads with the sign-in page, whose bundle has a budget.
 */
export const dashboardSearch = searchReader({
  ...periodParams,
  /** `all`: every location the user may see; absent: the active location (`loc`). */
  scope: oneOf(['all']),
  /** Sales by hour (24 bars) or by time block. */
  by: oneOf(['hour', 'block']),
  /** Top products by net sales or by quantity sold. */
  top: oneOf(['net_sales', 'quantity']),
});
export type DashboardSearch = ReturnType<typeof dashboardSearch>;

/**
 * The `from`, `to` and `loc` of the dashboard's reads. Today sends no dates: the server then reads
 * each location's own today (and compares it with its yesterday up to the same local time), which
 * is right for locations in different time zones and does not wait for the local settings.
 */
export function salesQueryOf(
  period: Period,
  scope: 'all' | 'location',
  locationId: string | null,
): { loc?: string; from?: string; to?: string } {
  const loc = scope === 'all' ? 'all' : (locationId ?? undefined);
  const place = loc ? { loc } : {};
  return period.preset === 'today' ? place : { ...place, from: period.from, to: period.to };
}
