import { z } from 'zod';

export const BATCH_MAX_CALLS = 500;

export const batchCall = z
  .object({
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
    /** Path under /api, starting with `/`, query included, e.g. `/brands/0193...?version=2`. */
    path: z
      .string()
      .min(1)
      .max(2000)
      .regex(/^\/(?!batch\b)/, 'format'),
    body: z.unknown().optional(),
    idempotency_key: z.string().min(8).max(200).optional(),
  })
  .strict();
export type BatchCall = z.infer<typeof batchCall>;

export const batchBody = z
  .object({ calls: z.array(batchCall).min(1).max(BATCH_MAX_CALLS) })
  .strict();
export type BatchBody = z.infer<typeof batchBody>;

export const batchReply = z.object({
  replies: z.array(z.object({ status: z.number().int(), body: z.unknown() })),
});
export type BatchReply = z.infer<typeof batchReply>;

export const PULL_MAX_LIMIT = 5000;

export const pullQuery = z.object({
  since: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PULL_MAX_LIMIT).default(2000),
});

export const pulledChange = z.object({
  collection: z.string(),
  seq: z.number().int(),
  row: z.record(z.string(), z.unknown()),
});
export type PulledChange = z.infer<typeof pulledChange>;

export const pullReply = z.object({
  changes: z.array(pulledChange),
  /** Pass as `since` on the next call. */
  cursor: z.number().int(),
  /** More changes wait beyond this page. */
  more: z.boolean(),
});
export type PullReply = z.infer<typeof pullReply>;
