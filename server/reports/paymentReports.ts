import type { FastifyInstance } from 'fastify';

/** Report calls of issue 11: see /work/briefs/reporting-design.md. */
export function registerAdvancedPaymentReports(_api: FastifyInstance): void {}
