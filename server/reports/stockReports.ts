import { materialsReportQuery, stockValueReply, usageReply } from '@contract/reports';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerReport } from './frame';
import { stockValueReport } from './stockReportsStock';
import { usageReport } from './stockReportsUsage';

/**
 * The stock reports of issue 11 (screens /inventory and /material), read from the stock ledger.
 * `loc=all` adds the locations up: stock and its value per material over every location read, and
 * usage likewise (each location's period on its own business dates). Between counts, the read is
 * the counts' location.
 */
export function registerStockReports(api: FastifyInstance): void {
  registerReport(
    api,
    '/materials-report',
    {
      summary: 'Stock value at the end of a day, or food cost: actual against theoretical usage',
      description: [
        '`view=stock`: stock on hand and its value per material at the end of the business date `to`',
        '(default today), by category; filter `category_id`.',
        '`view=usage` (default): per material, opening + received + transferred in - transferred out -',
        'closing = actual usage, against sold (sales x recipes, net of refunds and voids) + waste +',
        'preparation = theoretical usage, with the variance in quantity and cost at the moving average',
        'cost, between the business dates `from` and `to` or between two approved counts (`from_count`,',
        '`to_count`), with the net sales of the same stretch for the food cost percentage.',
      ].join(' '),
      query: materialsReportQuery,
      reply: z.union([stockValueReply, usageReply]),
    },
    (context) =>
      context.query.view === 'stock' ? stockValueReport(context) : usageReport(context),
  );
}
