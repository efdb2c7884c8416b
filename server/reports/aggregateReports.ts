import type { FastifyInstance } from 'fastify';

/** Report calls of issue 11: see /work/briefs/reporting-design.md. */
export function registerAggregateReports(_api: FastifyInstance): void {}
