import { invoiceCalls } from '@contract/invoiceCalls';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/data/api';
import { callServer } from '@/data/calls';
import { PERSISTED_QUERY_MAX_AGE_MS } from '@/data/queryPersistence';
import { useBackhouse } from '@/data/react';
import { useInvoiceViewer } from './session';

/** The invoice whose raw order is read: aggregator orders are read by their Otter id. */
export interface PayloadSource {
  id: string;
  otter_id: string | null;
}

/**
 * The raw order as the till or the aggregator sent it: `invoiceCalls.payload`, or for a Deliveroo
 * order through Otter `invoiceCalls.otterPayload` (SPEC section 7).
 */
export async function fetchInvoicePayload(
  api: ApiClient,
  source: PayloadSource,
  signal?: AbortSignal,
): Promise<unknown> {
  const reply = source.otter_id
    ? await callServer(
        api,
        invoiceCalls.otterPayload,
        { body: { otter_id: source.otter_id } },
        { signal },
      )
    : await callServer(api, invoiceCalls.payload, { params: { id: source.id } }, { signal });
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

/**
 * An invoice's raw order for its card: whether the user may see it (the server refuses everyone
 * else), the order once `shown` (read only then), and `read` for copying it, which reads it first
 * when it has not been.
 */
export function useInvoicePayload(
  invoice: PayloadSource & { has_payload: boolean },
  shown: boolean,
) {
  const { api } = useBackhouse();
  const queryClient = useQueryClient();
  const allowed = useInvoiceViewer().mayPreviewPayload;
  const source = { id: invoice.id, otter_id: invoice.otter_id };
  const payload = useQuery({
    ...payloadQueryOptions(api, source),
    enabled: allowed && shown && invoice.has_payload,
  });
  const read = () => queryClient.ensureQueryData(payloadQueryOptions(api, source));
  return { allowed, payload, read };
}
