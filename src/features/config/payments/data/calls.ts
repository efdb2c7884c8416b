import type { CallBody } from '@contract/call';
import { paymentCalls } from '@contract/payments';
import { useMemo } from 'react';
import { useCallRead } from '@/components/reports/useServerRead';
import { ApiError, type ApiClient } from '@/data/api';
import { callServer } from '@/data/calls';
import { useBackhouse } from '@/data/react';

/**
 * Payment providers and pay-and-order are written straight to the server, not queued: credentials
 * are sealed by the server and pay-and-order lives in the card payment service, so nothing of them
 * may wait in the browser's outbox. Reading works offline (kept server reads, masked values only).
 */

/** Every payment provider of the locations the user may use, credentials masked (kept). */
export const useProviders = () => useCallRead(paymentCalls.providers, { query: {} });

/** Whether the server can save credentials at all (PAYMENT_CREDENTIALS_KEY set): kept. */
export const useProviderStatus = () => useCallRead(paymentCalls.providerStatus, {});

/** The takings of a period at a location (or `all`), by provider and by payment method: kept. */
export const useTakings = (period: { from: string; to: string }, place: string) =>
  useCallRead(paymentCalls.takings, { query: { from: period.from, to: period.to, loc: place } });

/** The pay-and-order configurations of a location, as the card payment service holds them: kept. */
export const usePayOrderConfigs = (locationId: string | null) =>
  useCallRead(
    paymentCalls.payOrderConfigs,
    { query: { loc: locationId ?? '' } },
    { enabled: locationId !== null },
  );

/** A provider's writes, straight to the server: they fail at once offline. */
export const providerWrites = (api: ApiClient) => ({
  create: (body: CallBody<typeof paymentCalls.createProvider>) =>
    callServer(api, paymentCalls.createProvider, { body }),
  update: (id: string, body: CallBody<typeof paymentCalls.updateProvider>) =>
    callServer(api, paymentCalls.updateProvider, { params: { id }, body }),
  remove: (id: string) => callServer(api, paymentCalls.removeProvider, { params: { id } }),
});

/** Pay-and-order's writes at a location, forwarded by the server to the card payment service. */
export function payOrderWrites(api: ApiClient, locationId: string) {
  const query = { loc: locationId };
  return {
    create: (body: CallBody<typeof paymentCalls.createPayOrder>) =>
      callServer(api, paymentCalls.createPayOrder, { query, body }),
    update: (id: string, body: CallBody<typeof paymentCalls.updatePayOrder>) =>
      callServer(api, paymentCalls.updatePayOrder, { params: { id }, query, body }),
  };
}

/** The provider dialog's writes (`providerWrites`) with the signed-in user's client. */
export function useProviderWrites() {
  const { api } = useBackhouse();
  return useMemo(() => providerWrites(api), [api]);
}

/** The pay-and-order dialog's writes (`payOrderWrites`) at a location. */
export function usePayOrderWrites(locationId: string) {
  const { api } = useBackhouse();
  return useMemo(() => payOrderWrites(api, locationId), [api, locationId]);
}

/** What the server said of each field of a refused write, to show beside the field. */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiError ? (error.fields ?? {}) : {};
