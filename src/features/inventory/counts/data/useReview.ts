import { useState } from 'react';
import { can } from '@contract/access';
import { countCalls, type CountResolution, type CountRow } from '@contract/counts';
import { useGrant } from '@/shared/access';
import { useCallRead } from '@/components/reports/useServerRead';
import { ApiError } from '@/data/api';
import { callServer } from '@/data/calls';
import { useBackhouse } from '@/data/react';
import { withResolution } from '../review/reviewModel';

/** What the review is doing now: one action at a time. */
export type ReviewAction = 'approve' | 'send_back' | 'resolve';
/** Why the last resolve, approve or send-back did not go through. */
export type ReviewRefusal = 'unresolved' | 'offline' | 'failed';

function refusalOf(error: unknown): ReviewRefusal {
  if (error instanceof ApiError && error.code === 'UNRESOLVED_ENTRIES') return 'unresolved';
  if (error instanceof ApiError && error.kind === 'network') return 'offline';
  return 'failed';
}

/**
 * A count's review for the review screen: the read (kept for offline, with its "as of"), who may
 * read and act on it, and its three online actions (settle a double count, send back, approve),
 * one at a time, each followed by a fresh read. The screen shows what this gives.
 */
export function useReview(countId: string | null) {
  const { api } = useBackhouse();
  const grant = useGrant();
  const mayRead = grant !== null && can(grant, 'inventory.costs');
  const mayApprove = mayRead && can(grant, 'inventory.approve');
  const read = useCallRead(
    countCalls.review,
    { query: { id: countId ?? '' } },
    { enabled: mayRead && countId !== null },
  );
  const review = read.data;
  /** Why the review could not be read: no such count (for this user), or anything else. */
  const unreadable: 'missing' | 'failed' | null = !read.error
    ? null
    : read.error instanceof ApiError && read.error.status === 404
      ? 'missing'
      : 'failed';
  // The count as the last approve or send-back answered it, until the review read catches up: the
  // page shows the new status at once instead of a toast over the header.
  const [acted, setActed] = useState<CountRow | null>(null);
  const count =
    acted && acted.id === review?.count.id && acted.version > review.count.version
      ? acted
      : review?.count;
  const [busy, setBusy] = useState<ReviewAction | null>(null);
  const [refusal, setRefusal] = useState<ReviewRefusal | null>(null);

  const run = async (action: ReviewAction, work: () => Promise<void>) => {
    setBusy(action);
    setRefusal(null);
    try {
      await work();
    } catch (error) {
      console.error(error);
      setRefusal(refusalOf(error));
    } finally {
      read.refetch();
      setBusy(null);
    }
  };

  const resolve = async (resolution: CountResolution) => {
    if (!count) return;
    await run('resolve', async () => {
      await callServer(api, countCalls.update, {
        params: { id: count.id },
        body: {
          version: count.version,
          resolutions: withResolution(count.resolutions, resolution),
        },
      });
    });
  };

  /** Approves, or sends back to the counters; a note goes with it when one was written. */
  const act = async (action: 'approve' | 'send_back', note: string) => {
    if (!count) return;
    await run(action, async () => {
      setActed(
        await callServer(api, action === 'approve' ? countCalls.approve : countCalls.sendBack, {
          params: { id: count.id },
          body: note.trim() ? { note: note.trim() } : {},
        }),
      );
    });
  };

  const dismissRefusal = () => setRefusal(null);

  return {
    read,
    unreadable,
    review,
    count,
    mayRead,
    mayApprove,
    busy,
    refusal,
    resolve,
    act,
    dismissRefusal,
  };
}
