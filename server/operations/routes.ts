import { createHash, timingSafeEqual } from 'node:crypto';
import { healthCalls } from '@contract/health';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveCall } from '../plugins/calls';
import { ApiError } from '../plugins/errors';

/**
 * The operations calls (`healthCalls`): liveness, readiness and metrics. A load balancer polls the
 * first two every few seconds, so they are logged only at warn and never rate limited; neither
 * says anything a stranger could use (no versions, addresses or counts).
 */
export function registerOperationsRoutes(
  api: FastifyInstance,
  config: { metricsToken?: string | null },
): void {
  // Both answer HEAD as well: some monitors and balancers check with it.
  const polled = { logLevel: 'warn', exposeHeadRoute: true } as const;
  serveCall(api, healthCalls.health, async () => ({ status: 'ok' as const }), polled);

  serveCall(
    api,
    healthCalls.ready,
    async (_request, reply) => {
      const { ready, reply: body } = await api.readiness.check();
      return reply.code(ready ? 200 : 503).send(body);
    },
    polled,
  );

  const token = config.metricsToken ?? null;
  serveCall(api, healthCalls.metrics, async (request, reply) => {
    // Off: the same answer as a path that does not exist.
    if (token === null) {
      throw new ApiError(404, 'ROUTE_NOT_FOUND', `No route ${request.method} ${request.url}`);
    }
    if (!bearerMatches(request, token)) {
      throw new ApiError(401, 'UNAUTHENTICATED', 'The metrics need the metrics token');
    }
    const { contentType, text } = await api.metrics.exposition();
    return reply.header('cache-control', 'no-store').type(contentType).send(text);
  });
}

/** Compares digests, so the comparison takes as long whatever was sent and however long. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}
