import { adminSyncCalls, type PublishPartsBody } from '@contract/adminSync';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { useCallRead } from '@/components/reports/useServerRead';
import { ApiError } from '@/data/api';
import { callServer } from '@/data/calls';
import { useBackhouse } from '@/data/react';
import { callReadKey } from '@/data/serverRead';

/**
 * Admin sync's calls (`adminSyncCalls`). Reads go through `useCallRead` (kept for offline with
 * their time); publishing and rebuilding go straight to the server: they act on the tills and the
 * figures now, so they are not queued for later like catalogue edits, and fail at once when the
 * device is offline.
 */

export { useBrowserOnline } from '@/data/live';

/** What publishing these parts would change for the tills (none chosen: nothing is read). */
export const usePublishPreview = (parts: readonly string[]) =>
  useCallRead(
    adminSyncCalls.preview,
    { query: { what: parts.join(',') } },
    { enabled: parts.length > 0 },
  );

/** A page of the publish log, newest first. */
export const usePublications = (page: number, limit: number) =>
  useCallRead(adminSyncCalls.publications, { query: { page, limit } });

/** The admin sync screen's writes, straight to the server, and the reads each one makes stale. */
export function useAdminSyncWrites() {
  const { api } = useBackhouse();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** One key per press: a retry of the same press after a lost reply never makes a second version. */
      publish: (body: PublishPartsBody) =>
        callServer(
          api,
          adminSyncCalls.publish,
          { body },
          { headers: { 'idempotency-key': `publish-${uuidv7()}` } },
        ),
      /** A new version changes what is left to publish and the log. */
      refreshPublished: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: callReadKey(adminSyncCalls.preview) }),
          queryClient.invalidateQueries({ queryKey: callReadKey(adminSyncCalls.publications) }),
        ]),
      updateMainTables: () =>
        callServer(api, adminSyncCalls.updateMainTables, {}, { timeoutMs: 120_000 }),
      /** Every figure on other screens may have been repaired: read them again when shown. */
      refreshFigures: () => queryClient.invalidateQueries({ queryKey: ['server-read'] }),
    }),
    [api, queryClient],
  );
}

/** The call could not reach the server: the device is offline or the server is down. */
export const unreachable = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
