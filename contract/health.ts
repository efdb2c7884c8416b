import { z } from 'zod';
import { call } from './call';

const tag = 'operations';

/** Whether one condition of readiness holds. */
const checkState = z.enum(['ok', 'failed']);

export const healthReply = z.object({ status: z.literal('ok') });

/**
 * Readiness and what it rests on: `database` (answers a query), `migrations` (every migration of
 * this release applied) and one entry per periodic job this copy runs (`daily_sync`,
 * `report_emails`). `stopping`: the server received SIGTERM and finishes what it has in hand.
 */
export const readyReply = z.object({
  status: z.enum(['ready', 'not_ready', 'stopping']),
  checks: z.record(z.string(), checkState),
});
export type ReadyReply = z.infer<typeof readyReply>;

/**
 * The calls a load balancer and a monitoring system make (issue 25). Health and readiness are
 * public and say nothing about the business or the software's versions; the metrics are off unless
 * the server has a metrics token, and then need it (`Authorization: Bearer <token>`).
 */
export const healthCalls = {
  health: call({
    method: 'GET',
    path: '/health',
    tag,
    summary: 'Liveness: the server process answers',
    reply: healthReply,
    access: 'public',
  }),
  ready: call({
    method: 'GET',
    path: '/ready',
    tag,
    summary: 'Readiness: 200 when this copy should get requests, 503 naming the check that failed',
    reply: readyReply,
    otherReplies: { 503: readyReply },
    access: 'public',
  }),
  metrics: call({
    method: 'GET',
    path: '/metrics',
    tag,
    summary: 'Metrics in the Prometheus text format (BACKHOUSE_METRICS_TOKEN as bearer token)',
    description:
      'Answers 404 unless the server has BACKHOUSE_METRICS_TOKEN; then the token is required ' +
      'as `Authorization: Bearer`, not a sign-in token.',
    reply: z.string().describe('text/plain; version=0.0.4'),
    file: true,
    access: 'public',
  }),
};
