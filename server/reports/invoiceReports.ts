import type { FastifyInstance } from 'fastify';

/** Report calls of issue 11: see /work/briefs/reporting-design.md. */
export function registerInvoiceReports(_api: FastifyInstance): void {}
