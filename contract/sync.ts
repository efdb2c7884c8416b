import { z } from 'zod';
import { call } from './call';

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

/**
 * The sync's two calls (DESIGN.md, the offline model): a device sends its outbox through `batch`,
 * the queued calls in order, each run through its own route; it brings in what changed through
 * `pull`, page by page from its cursor. The outbox keeps each queued call's resolved path.
 */
export const syncCalls = {
  batch: call({
    method: 'POST',
    path: '/batch',
    tag: 'sync',
    summary: 'Run calls in order through the same routes; one reply per call',
    body: batchBody,
    reply: batchReply,
    access: 'signed-in',
  }),
  pull: call({
    method: 'GET',
    path: '/sync/pull',
    tag: 'sync',
    summary: 'Rows changed after a seq, tombstones included, page by page',
    query: pullQuery,
    reply: pullReply,
    access: 'signed-in',
  }),
};
