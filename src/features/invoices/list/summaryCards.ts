import type { InvoiceSummaryReply } from '../data/useInvoiceSummary';

export type SummaryCardKey = 'sales' | 'refunds' | 'voids' | 'open' | 'takings';

export interface SummaryCard {
  key: SummaryCardKey;
  /** Invoices counted; null for takings, which counts payments by method instead. */
  count: number | null;
  amount: number;
}

/**
 * The strip over the invoices list: completed sales, refunds, voids and open orders with what each
 * adds up to, then the takings (what the payment methods took less what they paid back), all as the
 * server counted them.
 */
export function summaryCards(summary: InvoiceSummaryReply): SummaryCard[] {
  return [
    { key: 'sales', ...summary.sales },
    { key: 'refunds', ...summary.refunds },
    { key: 'voids', ...summary.voids },
    { key: 'open', ...summary.open },
    {
      key: 'takings',
      count: null,
      amount: summary.takings,
    },
  ];
}
