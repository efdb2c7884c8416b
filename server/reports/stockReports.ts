import { stockReportCalls } from '@contract/frameReportCalls';
import type { FastifyInstance } from 'fastify';
import { serveReport } from './frame';
import { stockValueReport } from './stockReportsStock';
import { usageReport } from './stockReportsUsage';

/**
 * The stock reports of issue 11 (screens /inventory and /material), read from the stock ledger:
 * `view=stock` the stock and its value at the end of a day, else usage (food cost).
 */
export function registerStockReports(api: FastifyInstance): void {
  serveReport(api, stockReportCalls.materials, (context) =>
    context.query.view === 'stock' ? stockValueReport(context) : usageReport(context),
  );
}
