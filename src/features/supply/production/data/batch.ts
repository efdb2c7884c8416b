import { useQuery } from '@tanstack/react-query';
import { workOrderCalls } from '@contract/workOrders';
import { ApiError } from '@/data/api';
import { callFile, callServer } from '@/data/calls';
import { useBackhouse } from '@/data/react';

const asDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable image'));
    reader.readAsDataURL(blob);
  });

/**
 * A batch label's QR code as an image URL, made by the server for this app's own origin (a sticker
 * scanned on a phone opens the public batch page here). `status` is the HTTP status of a failed
 * fetch ('' when none came back), for the message that names it (SPEC section 8).
 */
export function useBatchQr(workOrderId: string) {
  const { api } = useBackhouse();
  const origin = window.location.origin;
  const qr = useQuery({
    queryKey: ['work-order-qr', workOrderId, origin],
    queryFn: async () => {
      const { blob } = await callFile(api, workOrderCalls.qr, {
        params: { id: workOrderId },
        query: { frontendBase: origin },
      });
      return asDataUrl(blob);
    },
    staleTime: Infinity,
    retry: false,
  });
  const status = qr.error instanceof ApiError ? String(qr.error.status) : '';
  return { qr, status };
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The public read of a confirmed batch, sent without the user's token (the page opens on anyone's
 * phone); `unknown` when the server knows no such batch (a 404 is not tried again).
 */
export function usePublicBatch(id: string) {
  const { api } = useBackhouse();
  const batch = useQuery({
    queryKey: ['public-batch', id],
    queryFn: () =>
      callServer(api, workOrderCalls.publicBatch, { params: { id } }, { anonymous: true }),
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
  return { batch, unknown: isNotFound(batch.error) };
}
