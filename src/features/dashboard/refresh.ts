/**
 * How often the dashboard reads its figures again while it is open: a sale made at a till shows
 * within 30 seconds (issue 8), this interval plus the time a read takes.
 */
export const DASHBOARD_REFRESH_MS = 15_000;

/** Store performance reads every location with its comparison and trend: a slower pace is enough. */
export const STORE_REFRESH_MS = 60_000;
