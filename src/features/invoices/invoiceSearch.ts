/**
 * What the invoices screen keeps in its URL (`/dashboard/invoice-summary?...`): the open invoice, the
 * period, the search, the filters and the page, so a reload or a shared link shows the same thing.
 * Read with the plain readers of `searchParams.ts` (the route tree loads with the sign-in page):
 * what is unusable is dropped, as if absent.
 */
import type { InvoiceStatus } from '@contract/sales';
import {
  oneOf,
  searchReader,
  textParam,
  wholeParam,
  type ParamReader,
} from '@/shared/searchParams';
import type { Period } from '@/components/reports/periods';
import { periodParams } from '@/components/reports/periodPresets';
import type { InvoiceListQuery } from './data/useInvoiceList';

/** Every invoice status (contract/sales.ts), in the order the status filter offers them. */
export const invoiceStatusChoices = [
  'completed',
  'pending',
  'preparing',
  'ready',
  'void',
] as const satisfies readonly InvoiceStatus[];
// Fails to compile when the contract gains a status this list does not offer.
type MissingStatus = Exclude<InvoiceStatus, (typeof invoiceStatusChoices)[number]>;
export const everyStatusOffered: [MissingStatus] extends [never] ? true : never = true;

export const invoiceKinds = ['sale', 'refund'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** Rows per page the list offers; the server takes up to 200. */
export const invoicePageSizes = [25, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = invoicePageSizes[0];

const key = textParam(64);
/** A page size asked for, as the nearest one the list offers at or above it. */
const pageSize: ParamReader<number> = (value) => {
  const limit = wholeParam(200)(value);
  return limit === undefined ? undefined : pageSizeOf(limit);
};

export const invoiceSearch = searchReader({
  /** The invoice whose detail is open (SPEC: the detail reuses this path). */
  invoice: key,
  ...periodParams,
  /** Part of an invoice number, as typed (the box is bound to the URL). */
  search: textParam(64, { keepSpaces: true }),
  status: oneOf(invoiceStatusChoices),
  kind: oneOf(invoiceKinds),
  channel_id: key,
  payment_method_id: key,
  cashier_id: key,
  page: wholeParam(100_000),
  limit: pageSize,
});
export type InvoiceSearch = ReturnType<typeof invoiceSearch>;

/** The filters of the list: each narrows it, and changing one goes back to the first page. */
export const invoiceFilterKeys = [
  'status',
  'kind',
  'channel_id',
  'payment_method_id',
  'cashier_id',
] as const;
export type InvoiceFilterKey = (typeof invoiceFilterKeys)[number];

/** The nearest page size the list offers at or above the one asked for. */
function pageSizeOf(limit: number): number {
  return invoicePageSizes.find((size) => size >= limit) ?? DEFAULT_PAGE_SIZE;
}

/**
 * The URL after the list's choices change: a new search, filter or period shows its first page, and
 * leaves any open invoice. Empty values are dropped so the URL stays short.
 */
export function listSearch(prev: InvoiceSearch, changes: Partial<InvoiceSearch>): InvoiceSearch {
  const next: InvoiceSearch = { ...prev, ...changes, invoice: undefined };
  if (!('page' in changes)) next.page = undefined;
  if (next.page === 1) next.page = undefined;
  if (next.limit === DEFAULT_PAGE_SIZE) next.limit = undefined;
  if (typeof next.search === 'string' && next.search.trim() === '') next.search = undefined;
  return next;
}

/** How many filters (not the search, not the period) narrow the list. */
export function activeFilterCount(search: InvoiceSearch): number {
  return invoiceFilterKeys.filter((key) => search[key] !== undefined).length;
}

/** The query of the invoice list (`invoiceCalls.list`) for what the URL asks, at a location over a period. */
export function invoiceListQuery(
  search: InvoiceSearch,
  period: Period,
  loc: string | null,
): InvoiceListQuery {
  return {
    from: period.from,
    to: period.to,
    loc: loc ?? undefined,
    search: search.search?.trim() || undefined,
    status: search.status,
    kind: search.kind,
    channel_id: search.channel_id,
    payment_method_id: search.payment_method_id,
    cashier_id: search.cashier_id,
    page: search.page ?? 1,
    limit: search.limit ?? DEFAULT_PAGE_SIZE,
  };
}
