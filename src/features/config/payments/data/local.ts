import type { RowOf } from '@contract/registry';
import type { LocalRow } from '@/data/db';
import { useRows } from '@/data/live';
import { useMemo } from 'react';

type NamedRow = LocalRow & { name?: unknown };

/** Names of a synced collection's rows by id (payment methods, tables), from the local store. */
export function useNames(collection: string): Map<string, string> {
  const rows = useRows(collection);
  return useMemo(
    () =>
      new Map((rows ?? []).map((r) => [String(r.id), typeof r.name === 'string' ? r.name : ''])),
    [rows],
  );
}

/** The live rows of a synced collection at a location (tables of a location). */
export function useRowsAt(collection: string, locationId: string | null): NamedRow[] {
  const rows = useRows(collection);
  return useMemo(
    () => (rows ?? []).filter((r) => r.location_id === locationId && !r.deleted_at),
    [rows, locationId],
  );
}

/** A payment method as a provider's form offers it. */
type CardMethod = LocalRow & RowOf<'paymentMethods'>;

declare module '@/data/db' {
  interface LocalCollections {
    paymentMethods: CardMethod;
  }
}
/** Kinds of payment method a card provider can take (not cash, vouchers or aggregators). */
const cardKinds = new Set(['card', 'apple_pay', 'samsung_pay', 'mastercard', 'other']);

/** The payment methods a card provider may handle, from the local store. */
export const useCardMethods = (): CardMethod[] =>
  (useRows('paymentMethods') ?? []).filter((m) => !m.deleted_at && cardKinds.has(String(m.kind)));

// The screens take it from here: only the slice's data folder imports the data layer
// (docs/ARCHITECTURE.md, "Screens render").
export { useBrowserOnline } from '@/data/live';
