import { productCalls } from '@contract/catalogueCalls';
import { ApiError, type ApiClient } from '@/data/api';
import { callServerUnchecked } from '@/data/calls';
import type { LocalDb } from '@/data/db';
import { normalizeText } from '@/components/entity/list-query';
import { readPluReply } from './calls';

/** The fields of a product unique within the business (`unique` in the registry). */
export type UniqueField = 'plu' | 'sku';

/** Blank never clashes; otherwise values compare trimmed, ignoring case and accents. */
export const uniqueKey = (value: unknown): string =>
  typeof value === 'string' ? normalizeText(value.trim()) : '';

export interface Clash {
  id: string;
  name: string;
}

/** The product of the local store (other than `excludeId`) already using this SKU or PLU. */
export async function findLocalClash(
  db: LocalDb,
  field: UniqueField,
  value: string,
  excludeId: string | null,
): Promise<Clash | null> {
  const key = uniqueKey(value);
  if (!key) return null;
  const row = await db
    .rows('products')
    .filter((r) => r.id !== excludeId && uniqueKey(r[field]) === key)
    .first();
  return row ? { id: row.id, name: String(row.name ?? '') } : null;
}

export type PluVerdict =
  | { status: 'blank' }
  /** `device`: only this device's copy was checked (offline); the server checks again on sync. */
  | { status: 'unique'; checked: 'server' | 'device' }
  | { status: 'duplicate'; name: string | null };

/**
 * Whether a PLU is free: first against the local store (which also holds products created offline
 * and not yet synced), then, when online, against the server with `GET /products/unique-verification-plu`
 * (which knows products this device has not pulled yet). A failed or timed-out call falls back to the
 * local answer. Its reply is read leniently (`readPluReply`), so it is not checked against the
 * contract (`callServerUnchecked`).
 */
export async function checkPlu(input: {
  plu: string;
  excludeId: string | null;
  db: LocalDb;
  api: ApiClient;
  online: boolean;
  signal?: AbortSignal;
  /** How long to wait for the server; the API client's own limit when not given. */
  timeoutMs?: number;
}): Promise<PluVerdict> {
  const plu = input.plu.trim();
  if (!plu) return { status: 'blank' };
  const local = await findLocalClash(input.db, 'plu', plu, input.excludeId);
  if (local) return { status: 'duplicate', name: local.name };
  if (!input.online) return { status: 'unique', checked: 'device' };
  try {
    const body = await callServerUnchecked(
      input.api,
      productCalls.pluCheck,
      { query: { plu, exclude_id: input.excludeId ?? undefined } },
      { signal: input.signal, timeoutMs: input.timeoutMs },
    );
    const reply = readPluReply(body);
    if (!reply) return { status: 'unique', checked: 'device' };
    return reply.unique
      ? { status: 'unique', checked: 'server' }
      : { status: 'duplicate', name: reply.name };
  } catch (error) {
    if (input.signal?.aborted) throw error;
    // A 409 is the server's way of saying "taken" too.
    if (error instanceof ApiError && error.code === 'DUPLICATE')
      return { status: 'duplicate', name: null };
    return { status: 'unique', checked: 'device' };
  }
}
