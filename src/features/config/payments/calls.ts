import type {
  PaymentProvider,
  PaymentProviderBody,
  PaymentProviderUpdate,
} from '@contract/paymentProviders';
import type { CardServiceConfig, PayOrderCreateBody, PayOrderUpdateBody } from '@contract/payOrder';
import type { LocalRow } from '@/data/db';
import type { ApiClient } from '@/data/api';
import { useRows } from '@/data/live';
import { useMemo } from 'react';

/**
 * Payment providers and pay-and-order are written straight to the server, not queued: credentials
 * are sealed by the server and pay-and-order lives in the card payment service, so nothing of them
 * may wait in the browser's outbox. Reading works offline (kept server reads, masked values only).
 */

export const PROVIDERS_PATH = '/payment-providers';
export const PROVIDER_STATUS_PATH = '/payment-providers/status';
export const TAKINGS_PATH = '/payments/takings';
export const PAY_ORDER_PATH = '/pay-order/config';

export const createProvider = (api: ApiClient, body: PaymentProviderBody) =>
  api.post<PaymentProvider>(PROVIDERS_PATH, body);

export const updateProvider = (api: ApiClient, id: string, body: PaymentProviderUpdate) =>
  api.put<PaymentProvider>(`${PROVIDERS_PATH}/${id}`, body);

export const deleteProvider = (api: ApiClient, id: string) =>
  api.delete<null>(`${PROVIDERS_PATH}/${id}`);

export const createPayOrder = (api: ApiClient, locationId: string, body: PayOrderCreateBody) =>
  api.post<CardServiceConfig>(PAY_ORDER_PATH, body, { query: { loc: locationId } });

export const updatePayOrder = (
  api: ApiClient,
  locationId: string,
  id: string,
  body: PayOrderUpdateBody,
) => api.put<CardServiceConfig>(`${PAY_ORDER_PATH}/${id}`, body, { query: { loc: locationId } });

type NamedRow = LocalRow & { name?: unknown };

/** Names of a synced collection's rows by id (payment methods, tables), from the local store. */
export function useNames(collection: string): Map<string, string> {
  const rows = useRows<NamedRow>(collection);
  return useMemo(
    () =>
      new Map((rows ?? []).map((r) => [String(r.id), typeof r.name === 'string' ? r.name : ''])),
    [rows],
  );
}

/** The live rows of a synced collection at a location (tables of a location). */
export function useRowsAt(collection: string, locationId: string | null): NamedRow[] {
  const rows = useRows<NamedRow>(collection);
  return useMemo(
    () => (rows ?? []).filter((r) => r.location_id === locationId && !r.deleted_at),
    [rows, locationId],
  );
}
