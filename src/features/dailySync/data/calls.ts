import {
  dailySyncCalls,
  dailySyncFileName,
  exportLanguages,
  type DailySyncConfigBody,
  type DailySyncConfigReply,
  type DailySyncDaysReply,
  type DailySyncRunBody,
} from '@contract/dailySync';
import type { CallQuery } from '@contract/call';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCallRead } from '@/components/reports/useServerRead';
import { ApiError, type ApiClient } from '@/data/api';
import { callFile, callServer } from '@/data/calls';
import { useBackhouse } from '@/data/react';
import { callReadKey, callReadOptions, type DatedReply } from '@/data/serverRead';
import { downloadFile } from '@/lib/spreadsheet';

export { useBrowserOnline } from '@/data/live';

/**
 * The daily sync's calls (`dailySyncCalls`). Reads go through `useCallRead` (kept for offline with their time);
 * writes go straight to the server: they act on the accounting system now, so they are not queued
 * for later like catalogue edits, and fail at once when the device is offline.
 */

const saveConfig = (api: ApiClient, body: DailySyncConfigBody) =>
  callServer(api, dailySyncCalls.saveConfig, { body });

const runDays = (api: ApiClient, body: DailySyncRunBody) =>
  callServer(api, dailySyncCalls.run, { body });

/** Downloads one location's four summaries of a day as the server writes them; returns the name. */
async function downloadDay(
  api: ApiClient,
  day: { date: string; locationId: string; locationName: string },
  language: string,
): Promise<string> {
  const lang = (exportLanguages as readonly string[]).includes(language) ? language : 'en';
  const { blob } = await callFile(api, dailySyncCalls.export, {
    query: { date: day.date, loc: day.locationId, lang: lang as (typeof exportLanguages)[number] },
  });
  const name = dailySyncFileName(day.date, day.locationName);
  downloadFile(name, await blob.arrayBuffer(), blob.type || undefined);
  return name;
}

/** The call could not reach the server: the device is offline or the server is down. */
export const unreachable = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

/** The server refused a run: the sync is off (422). */
export const isInactive = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'UNPROCESSABLE';

/**
 * The settings were changed meanwhile (409 `VERSION_CONFLICT`): the settings the server holds now
 * when it sent them; null for any other failure.
 */
export function conflictOf(error: unknown): { current?: DailySyncConfigReply } | null {
  if (!(error instanceof ApiError) || error.code !== 'VERSION_CONFLICT') return null;
  return { current: (error.data as { error?: { current?: DailySyncConfigReply } }).error?.current };
}

/** The daily sync's settings, kept for offline with their time. */
export const useDailySyncConfig = () => useCallRead(dailySyncCalls.config, {});

/**
 * Each day's status for a period; while deliveries are on their way (`pending`) it is read every
 * `watchMs`, else every `refreshMs`.
 */
export function useDailySyncDays(
  query: CallQuery<typeof dailySyncCalls.days>,
  options: { enabled: boolean; watchMs: number; refreshMs: number },
) {
  const { api } = useBackhouse();
  const queryClient = useQueryClient();
  const cached = queryClient.getQueryData<DatedReply<DailySyncDaysReply>>(
    callReadOptions(api, dailySyncCalls.days, { query }).queryKey,
  );
  return useCallRead(
    dailySyncCalls.days,
    { query },
    {
      enabled: options.enabled,
      refetchInterval: hasPending(cached?.data) ? options.watchMs : options.refreshMs,
    },
  );
}

const hasPending = (reply: DailySyncDaysReply | undefined) =>
  !!reply?.days.some((d) => Object.values(d.kinds).some((k) => k.status === 'pending'));

export interface DailySyncWrites {
  /** Saves the settings; the reply is the settings as the server now holds them. */
  saveConfig: (body: DailySyncConfigBody) => Promise<DailySyncConfigReply>;
  /** Keeps settings the server answered (a conflict's current ones) and reads the days again. */
  keepConfig: (config: DailySyncConfigReply) => void;
  /** Sends a period's days again; the days are read again once it answers. */
  runDays: (body: DailySyncRunBody) => Promise<Awaited<ReturnType<typeof runDays>>>;
  downloadDay: (
    day: { date: string; locationId: string; locationName: string },
    language: string,
  ) => Promise<string>;
}

/** The daily sync's online actions, and the kept reads they refresh. */
export function useDailySyncWrites(): DailySyncWrites {
  const { api } = useBackhouse();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refreshDays = () =>
      queryClient.invalidateQueries({ queryKey: callReadKey(dailySyncCalls.days) });
    return {
      saveConfig: (body) => saveConfig(api, body),
      keepConfig: (config) => {
        queryClient.setQueryData(callReadOptions(api, dailySyncCalls.config, {}).queryKey, {
          data: config,
          asOf: new Date().toISOString(),
        });
        void refreshDays();
      },
      runDays: async (body) => {
        const reply = await runDays(api, body);
        await refreshDays();
        return reply;
      },
      downloadDay: (day, language) => downloadDay(api, day, language),
    };
  }, [api, queryClient]);
}
