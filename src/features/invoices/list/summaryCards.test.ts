import { describe, expect, it } from 'vitest';
import type { InvoiceSummaryReply } from '../data/useInvoiceSummary';
import { summaryCards } from './summaryCards';

const method = (net: number) => ({
  payment_method_id: '019b8cbf-02d8-7489-814d-a959c61c9814',
  name: 'Card',
  kind: 'card',
  payments: 1,
  amount: net,
  refunded: 0,
  tips: 0,
  net,
  share_pct: 0,
});

const summary = {
  sales: { count: 25, amount: 9386.88 },
  refunds: { count: 1, amount: 55.65 },
  voids: { count: 2, amount: 721.25 },
  open: { count: 3, amount: 662.77 },
  payments: [method(0.1), method(0.2), method(4261.59)],
  takings: 4261.89,
} as InvoiceSummaryReply;

describe('the summary over the invoices', () => {
  it('shows sales, refunds, voids and open orders as the server counted them, then the takings', () => {
    expect(summaryCards(summary)).toEqual([
      { key: 'sales', count: 25, amount: 9386.88 },
      { key: 'refunds', count: 1, amount: 55.65 },
      { key: 'voids', count: 2, amount: 721.25 },
      { key: 'open', count: 3, amount: 662.77 },
      { key: 'takings', count: null, amount: 4261.89 },
    ]);
  });
});
