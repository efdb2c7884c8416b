import type { Call } from '@contract/call';
import {
  advancedPaymentCalls,
  aggregateReportCalls,
  invoiceReportCalls,
  stockReportCalls,
} from '@contract/frameReportCalls';
import { salesAnalysisCalls } from '@contract/salesAnalysisCalls';
import type { z } from 'zod';
import type { ReadQuery } from '@/data/serverRead';

/** A report's read as the contract declares it: a GET taking the report's query. */
export type ReportCall = Call & { method: 'GET'; query: z.ZodType };

const reportReads: readonly Call[] = [
  ...Object.values(invoiceReportCalls),
  ...Object.values(aggregateReportCalls),
  ...Object.values(stockReportCalls),
  ...Object.values(advancedPaymentCalls),
  salesAnalysisCalls.salesTrend,
  salesAnalysisCalls.complimentary,
];

/**
 * The declared call a report definition's path names (`pathOf`/`pathWithQuery` of it), with the
 * query its path carries (the trend's `interval`, the stock report's `view`).
 */
export function reportCallAt(path: string): { declaration: ReportCall; query: ReadQuery } {
  const [base = '', search = ''] = path.split('?');
  const declaration = reportReads.find((c) => c.method === 'GET' && c.path === base);
  if (!declaration) throw new Error(`${base} is no report declared in the contract`);
  return {
    declaration: declaration as ReportCall,
    query: Object.fromEntries(new URLSearchParams(search)),
  };
}
