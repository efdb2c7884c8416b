import { z } from 'zod';
import { areas } from './access';
import { pagination } from './common';
import { resources, rowSchema } from './registry';

/** Reply of every list call: one page of rows and where it sits. */
export const listReply = <R extends z.ZodType>(row: R) =>
  z.object({ data: z.array(row), pagination });

/** A location as `GET /api/locations/v2` returns it: the row with the settings a picker needs. */
export const locationWithSettings = rowSchema(resources.locations).extend({
  /** The location's `time_zone` setting; UTC when unset or blank (SPEC section 5). */
  time_zone: z.string(),
  /** The location's `currency` setting, or null when unset. */
  currency: z.string().nullable(),
});
export type LocationWithSettings = z.infer<typeof locationWithSettings>;

/** `GET /api/locations/v2`: every location the caller may use, unpaged. */
export const locationsV2Reply = z.object({ data: z.array(locationWithSettings) });

export const permissionInfo = z.object({
  key: z.string(),
  area: z.enum(areas),
  description: z.string(),
  /** Defined by the product (contract/access.ts) rather than added by the business (`till.*`). */
  built_in: z.boolean(),
});
export type PermissionInfo = z.infer<typeof permissionInfo>;

/** `GET /api/permissions`: the permissions the product defines. */
export const permissionsReply = z.object({ data: z.array(permissionInfo) });
