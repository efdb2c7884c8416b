import { IconReceipt } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { InvoicesScreen } from '@/features/invoices/InvoicesScreen';
import { invoiceSearch, type InvoiceSearch } from '@/features/invoices/invoiceSearch';

function InvoicesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const changeSearch = useCallback(
    (update: (prev: InvoiceSearch) => InvoiceSearch, options: { replace?: boolean } = {}) =>
      void navigate({ search: (prev) => ({ ...prev, ...update(prev) }), ...options }),
    [navigate],
  );
  return <InvoicesScreen search={search} onSearch={changeSearch} />;
}

/**
 * `/dashboard/invoice-summary`: the invoices of a period, and with `?invoice=<id>` one invoice's
 * detail on the same path (SPEC section 2). The list's choices live in the URL.
 */
export const Route = createFileRoute('/dashboard/invoice-summary')({
  staticData: {
    namespaces: ['invoices', 'reports'],
    nav: {
      section: 'dashboard',
      labelKey: 'invoices:nav.invoices',
      icon: IconReceipt,
      area: 'dashboard',
      permission: 'reporting.read',
      order: 10,
    },
  },
  validateSearch: invoiceSearch,
  component: InvoicesRoute,
});
