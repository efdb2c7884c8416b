import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/errorMessage';
import { toast } from '@/shared/toast';

/** What a screen says about one of its actions. */
export type ActionWords<R> = SharedWords<R> &
  (
    | {
        /**
         * What did not happen, in the user's words ("The order was not confirmed"): the title of
         * the failure's toast, whose text says why (`errorMessage`: offline, refused and for what
         * reason).
         */
        failed: string;
        inPlace?: false;
      }
    | {
        /**
         * The screen says a failure in place, beside what failed (a form's alert from `error`, an
         * export's own progress toast): no toast then, so it is not said twice.
         */
        inPlace: true;
        /** Not shown (the failure is said in place); kept by screens that name it anyway. */
        failed?: string;
      }
  );

interface SharedWords<R> {
  /** Shown once the action worked, from its reply when it names something. */
  done?: string | ((reply: R) => string);
  /** Why it failed, when the screen knows better than the request layer (null: the usual reason). */
  why?: (error: unknown) => string | null;
  /** Reads to fetch again once it worked (their kept replies are stale). */
  refresh?: readonly QueryKey[];
  /**
   * The failure's toast is `failed` alone, with no title and no reason under it: for an action
   * whose reasons mean nothing to the user (a file the browser would not write).
   */
  plain?: boolean;
}

/** An action of a screen: run it, whether it runs, and its last failure. */
export interface Action<A extends unknown[], R> {
  /**
   * Runs the action, unless it is already running (a second tap does nothing). Resolves with its
   * reply, or with undefined when it failed: the failure has been shown, nothing to catch.
   */
  run: (...args: A) => Promise<R | undefined>;
  /** True while it runs: the screen disables or shows its button as loading. */
  busy: boolean;
  /** What the run under way was given (to show which of several buttons is loading). */
  args: A | undefined;
  /** The last failure, until the next run (for a screen that also says it in place). */
  error: unknown;
}

/**
 * The one busy and error pattern of the screens' actions (a write that needs the network, a queued
 * write, an export, a print): one at a time, `busy` while it runs, a toast that says what did not
 * happen and why when it fails, the words of `done` when it worked, and the reads in `refresh`
 * fetched again. Built on TanStack Query's mutations, run whether or not the browser thinks it is
 * online (a call made offline fails at once and says so, instead of waiting unseen).
 */
export function useAction<A extends unknown[], R>(
  perform: (...args: A) => Promise<R>,
  words: ActionWords<R>,
): Action<A, R> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const running = useRef(false);
  const mutation = useMutation<R, unknown, A>({
    mutationFn: (args) => perform(...args),
    networkMode: 'always',
  });
  const run = async (...args: A): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    try {
      const reply = await mutation.mutateAsync(args);
      const done = typeof words.done === 'function' ? words.done(reply) : words.done;
      if (done) toast.success(done);
      await Promise.all(
        (words.refresh ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      return reply;
    } catch (error) {
      if (!words.inPlace) {
        if (words.plain) toast.error(words.failed);
        else toast.error(words.why?.(error) ?? errorMessage(error, t), { title: words.failed });
      }
      return undefined;
    } finally {
      running.current = false;
    }
  };
  return {
    run,
    busy: mutation.isPending,
    args: mutation.isPending ? mutation.variables : undefined,
    error: mutation.error,
  };
}
