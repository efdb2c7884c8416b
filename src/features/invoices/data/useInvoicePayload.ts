import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/data/api';
import { PERSISTED_QUERY_MAX_AGE_MS } from '@/data/queryPersistence';
import { useBackhouse } from '@/data/react';

/** The invoice whose raw order is read: aggregator orders are read by their Otter id. */
export interface PayloadSource {
  id: string;
  otter_id: string | null;
}

/**
 * The raw order as the till or the aggregator sent it: `GET /api/invoices/:id/payload`, or for a
 * Deliveroo order through Otter `POST /api/invoices/otter-payload {otter_id}` (SPEC section 7).
 */
export async function fetchInvoicePayload(
  api: ApiClient,
  source: PayloadSource,
  signal?: AbortSignal,
): Promise<unknown> {
  const reply = source.otter_id
    ? await api.post<{ payload: unknown }>(
        '/invoices/otter-payload',
        { otter_id: source.otter_id },
        { signal },
      )
    : await api.get<{ payload: unknown }>(`/invoices/${encodeURIComponent(source.id)}/payload`, {
        signal,
      });
  return reply.payload;
}

/**
 * The raw order's query. A till never changes what it sent, so it is read once and kept with the
 * persisted replies: an order opened before is there offline.
 */
export function payloadQueryOptions(api: ApiClient, source: PayloadSource) {
  return queryOptions({
    queryKey: ['server-read', 'invoice-payload', source.id, source.otter_id] as const,
    queryFn: ({ signal }) => fetchInvoicePayload(api, source, signal),
    staleTime: Infinity,
    meta: { persist: true },
    gcTime: PERSISTED_QUERY_MAX_AGE_MS,
  });
}

/** The raw order, read only once asked for (`enabled`). */
export function useInvoicePayload(source: PayloadSource, enabled: boolean) {
  const { api } = useBackhouse();
  return useQuery({ ...payloadQueryOptions(api, source), enabled });
}
