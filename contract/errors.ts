import { z } from 'zod';

import { errorCodes } from './errorCodes';

export { errorCodes, type ErrorCode } from './errorCodes';

export const apiError = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    /** Validation messages by dotted field path, e.g. `{ "name": "Required", "items.0.qty": "..." }`. */
    fields: z.record(z.string(), z.string()).optional(),
    /** The missing permission of a 403. */
    permission: z.string().optional(),
    /** The location a 403 refused. */
    location: z.string().optional(),
    /** The row as the server holds it now, on a 409 version conflict. */
    current: z.record(z.string(), z.unknown()).optional(),
    /** Who still refers to a row whose delete was refused (409 IN_USE). */
    used_by: z
      .array(z.object({ collection: z.string(), id: z.string(), name: z.string() }))
      .optional(),
    /** Materials counted in one area by several counters and not yet settled (409 UNRESOLVED_ENTRIES). */
    unresolved: z
      .array(
        z.object({ material_id: z.string(), area_id: z.string(), user_ids: z.array(z.string()) }),
      )
      .optional(),
    /** How a supplier invoice differs from its order, per material (409 INVOICE_DIFFERENCES). */
    differences: z.array(z.record(z.string(), z.unknown())).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiError>;
