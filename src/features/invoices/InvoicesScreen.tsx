import { InvoiceDetailScreen } from './detail/InvoiceDetailScreen';
import type { InvoiceSearch } from './invoiceSearch';
import { InvoiceListScreen } from './list/InvoiceListScreen';

type SearchOptions = { replace?: boolean };

/** What the list and the detail get: the URL's choices, read, and a way to change them. */
export interface InvoicesScreenProps {
  search: InvoiceSearch;
  /** Changes the URL's search parameters; the route keeps the location (`loc`). */
  onSearch: (update: (prev: InvoiceSearch) => InvoiceSearch, options?: SearchOptions) => void;
}

/** The invoices list, or one invoice's detail when the URL names one (same path, SPEC section 2). */
export function InvoicesScreen({ search, onSearch }: InvoicesScreenProps) {
  return search.invoice ? (
    <InvoiceDetailScreen invoiceId={search.invoice} />
  ) : (
    <InvoiceListScreen search={search} onSearch={onSearch} />
  );
}
