import type { FastifyInstance } from 'fastify';

/** Report calls of issue 11: see /work/briefs/reporting-design.md. */
export function registerStockReports(_api: FastifyInstance): void {}
