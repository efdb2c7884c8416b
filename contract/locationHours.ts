import { z } from 'zod';
import { id, rowMeta } from './common';
import { locationHoursFields } from './openingHours';

/** A stored opening-hours row as the API returns it. */
export const locationHoursRow = locationHoursFields.extend(rowMeta.shape);
export type LocationHoursRow = z.infer<typeof locationHoursRow>;

/** Rows of one bulk upsert: a week and a year of holidays, with room to spare. */
export const MAX_HOURS_ROWS = 7 + 400;

/**
 * `POST /api/location-days-hours-config/bulk-upsert?loc=`: the rows of one location, matched to its
 * stored rows by weekday or by holiday date (an `id` is only used for a new row). The whole week is
 * checked as it will stand, so Friday's 18:00–02:00 and Saturday's first range are compared.
 */
export const locationHoursBulkBody = z
  .object({
    rows: z.array(locationHoursFields.extend({ id: id.optional() }).strict()).max(MAX_HOURS_ROWS),
    /** Delete the location's rows the list does not name (a holiday taken off the list). */
    delete_missing: z.boolean().default(false),
  })
  .strict();
export type LocationHoursBulkBody = z.infer<typeof locationHoursBulkBody>;

export const locationHoursBulkReply = z.object({
  /** The location's rows after the upsert, week first (Sunday to Saturday), then holidays by date. */
  data: z.array(locationHoursRow),
  created: z.number().int(),
  updated: z.number().int(),
  deleted: z.number().int(),
});
export type LocationHoursBulkReply = z.infer<typeof locationHoursBulkReply>;
