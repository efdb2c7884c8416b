import type { PublishPartsBody, PublishReply, UpdateMainTablesReply } from '@contract/adminSync';
import { v7 as uuidv7 } from 'uuid';
import type { ApiClient } from '@/data/api';

/**
 * Admin sync's calls. Reads go through `useServerRead` (kept for offline with their time); publishing
 * and rebuilding go straight to the server: they act on the tills and the figures now, so they are
 * not queued for later like catalogue edits, and fail at once when the device is offline.
 */

export const PREVIEW_PATH = '/admin/publish-preview';
export const LOG_PATH = '/admin/publications';

/** One key per press: a retry of the same press after a lost reply never makes a second version. */
export const publishParts = (api: ApiClient, body: PublishPartsBody) =>
  api.post<PublishReply>('/admin/publish', body, {
    headers: { 'idempotency-key': `publish-${uuidv7()}` },
  });

export const updateMainTables = (api: ApiClient) =>
  api.post<UpdateMainTablesReply>('/admin/update-main-tables', undefined, { timeoutMs: 120_000 });
