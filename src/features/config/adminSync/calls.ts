import { adminSyncCalls, type PublishPartsBody } from '@contract/adminSync';
import { v7 as uuidv7 } from 'uuid';
import type { ApiClient } from '@/data/api';
import { callServer } from '@/data/calls';

/**
 * Admin sync's calls (`adminSyncCalls`). Reads go through `useCallRead` (kept for offline with their time); publishing
 * and rebuilding go straight to the server: they act on the tills and the figures now, so they are
 * not queued for later like catalogue edits, and fail at once when the device is offline.
 */

/** One key per press: a retry of the same press after a lost reply never makes a second version. */
export const publishParts = (api: ApiClient, body: PublishPartsBody) =>
  callServer(
    api,
    adminSyncCalls.publish,
    { body },
    { headers: { 'idempotency-key': `publish-${uuidv7()}` } },
  );

export const updateMainTables = (api: ApiClient) =>
  callServer(api, adminSyncCalls.updateMainTables, {}, { timeoutMs: 120_000 });
