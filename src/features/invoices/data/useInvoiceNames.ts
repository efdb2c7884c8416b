import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '@/components/entity/columns';
import type { LocalRow } from '@/data/db';
import { useRows } from '@/data/live';
import type { FilterOptions } from './useFilterOptions';

/** Names of what an invoice refers to, by id, in the screen's language. */
export interface InvoiceNames {
  location: (id: string | null) => string | null;
  channel: (id: string | null) => string | null;
  orderType: (id: string | null) => string | null;
  table: (id: string | null) => string | null;
  paymentMethod: (id: string | null) => string | null;
  cashier: (id: string | null) => string | null;
}

type Named = ReadonlyArray<{ id: string; name: string }>;

/** Names from the device first (they follow the language), then from the server's filter options. */
function lookup(rows: readonly LocalRow[] | undefined, named: Named | undefined, lang: string) {
  const names = new Map((named ?? []).map((n) => [n.id, n.name]));
  for (const row of rows ?? []) names.set(row.id, displayName(row, lang));
  return (id: string | null) => (id === null ? null : (names.get(id) ?? null));
}

/**
 * Names from the device's own copy of the catalogue and configuration, so a detail opened offline
 * still names its channel and payment methods. What the device does not keep (users, and the
 * configuration of users without access to it) comes from the filter options the server gives.
 */
export function useInvoiceNames(options: FilterOptions | undefined): InvoiceNames {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const locations = useRows('locations');
  const channels = useRows('channels');
  const orderTypes = useRows('orderTypes');
  const tables = useRows('tables');
  const paymentMethods = useRows('paymentMethods');
  return useMemo(
    () => ({
      location: lookup(locations, options?.locations, lang),
      channel: lookup(channels, options?.channels, lang),
      orderType: lookup(orderTypes, options?.order_types, lang),
      table: lookup(tables, undefined, lang),
      paymentMethod: lookup(paymentMethods, options?.payment_methods, lang),
      cashier: lookup(undefined, options?.cashiers, lang),
    }),
    [locations, channels, orderTypes, tables, paymentMethods, options, lang],
  );
}
