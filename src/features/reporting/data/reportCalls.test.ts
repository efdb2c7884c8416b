import { aggregateReportCalls, stockReportCalls } from '@contract/frameReportCalls';
import { salesAnalysisCalls } from '@contract/salesAnalysisCalls';
import { describe, expect, it } from 'vitest';
import { advancedPaymentReport } from '../reports/advancedPayments';
import { balanceReport } from '../reports/balance';
import { cashFlowReport } from '../reports/cashFlow';
import { categoryReport } from '../reports/categories';
import { complimentaryReport } from '../reports/complimentary';
import { discountsReport } from '../reports/discounts';
import { orderReport } from '../reports/orders';
import { ordersSummaryReport } from '../reports/ordersSummary';
import { paymentReport } from '../reports/payments';
import { productReport } from '../reports/product';
import { saleReport } from '../reports/sale';
import { salesSummaryReport } from '../reports/salesSummary';
import { salesTrendReport } from '../reports/salesTrend';
import { stockValueReport } from '../reports/stockValue';
import { usersReport } from '../reports/users';
import { reportCallAt } from './reportCalls';

describe('the call a report reads', () => {
  it('is declared in the contract for every report, whatever its settings and grouping', () => {
    const definitions = [
      advancedPaymentReport,
      balanceReport,
      cashFlowReport,
      categoryReport,
      complimentaryReport,
      discountsReport,
      orderReport,
      ordersSummaryReport,
      paymentReport,
      productReport,
      saleReport,
      salesSummaryReport,
      salesTrendReport,
      stockValueReport,
      usersReport,
    ];
    for (const definition of definitions) {
      for (const settings of [{}, { invoice_report_version: 'v2' as const }]) {
        for (const group of [null, ...(definition.groupings?.values ?? [])]) {
          const path = definition.path(settings, group);
          expect(() => reportCallAt(path), path).not.toThrow();
        }
      }
    }
  });

  it('carries the query its path names', () => {
    expect(reportCallAt(stockValueReport.path({}, null))).toEqual({
      declaration: stockReportCalls.materials,
      query: { view: 'stock' },
    });
    expect(reportCallAt(salesTrendReport.path({}, 'week'))).toEqual({
      declaration: salesAnalysisCalls.salesTrend,
      query: { interval: 'week' },
    });
    expect(reportCallAt(usersReport.path({}, null))).toEqual({
      declaration: aggregateReportCalls.users,
      query: {},
    });
  });
});
