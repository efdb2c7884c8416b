import { searchReader, textParam } from '@/shared/searchParams';
import { periodParams } from '@/components/reports/periodPresets';

/**
 * The daily sync's status choices in its URL, so a reload or Back shows the same days: the period
 * (`period`, `from`, `to`; the last 7 days when absent) and which location (`place`: a location's
 * id; every one when absent). Plain readers: the route tree loads with the sign-in page.
 */
export const syncSearch = searchReader({ ...periodParams, place: textParam(64) });
export type SyncSearch = ReturnType<typeof syncSearch>;
