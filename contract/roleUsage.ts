import { z } from 'zod';
import { id } from './common';

/**
 * `GET /roles-usage`: the number of live users holding each role (roles nobody has are left out),
 * and the built-in roles, which cannot be deleted.
 */
export const roleUsageReply = z.object({
  data: z.array(z.object({ role_id: id, users: z.number().int().min(0) })),
  built_in: z.array(id),
});
export type RoleUsage = z.infer<typeof roleUsageReply>['data'][number];
