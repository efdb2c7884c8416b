import { salesAnalysisCalls } from '@contract/salesAnalysisCalls';
import { useCallRead } from '@/components/reports/useServerRead';
import { ApiError } from '@/data/api';
import { useRows } from '@/data/live';
import type { ReadQuery, ServerReadOptions } from '@/data/serverRead';

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

/** The read was refused: the user may not see these figures (403). */
export const isRefused = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403;

/** The categories on the device, which the items screen filters by. */
export const useCategoryRows = () => useRows('categories');
