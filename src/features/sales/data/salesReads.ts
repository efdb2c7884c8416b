import { salesAnalysisCalls } from '@contract/salesAnalysisCalls';
import type { ReadQuery, ServerReadOptions } from '@/data/serverRead';
import { useCallRead } from '@/components/reports/useServerRead';

// The sales screens' reads: server-computed replies kept for offline use, under the same keys as
// when they were read by path (their `from`, `to`, `loc` and the screen's own choices).

type Options = Omit<ServerReadOptions, 'check'>;

/** Item-level sales of the period, grouped as the screen asks. */
export const useSalesItems = (query: ReadQuery, options: Options) =>
  useCallRead(salesAnalysisCalls.items, { query }, options);

/** Takings per business date and payment method, with the cash to bank. */
export const usePaymentAccount = (query: ReadQuery, options: Options) =>
  useCallRead(salesAnalysisCalls.paymentAccount, { query }, options);

/** The cost of the materials sales used, per day and material category. */
export const useInventoryAccount = (query: ReadQuery, options: Options) =>
  useCallRead(salesAnalysisCalls.inventoryAccount, { query }, options);
