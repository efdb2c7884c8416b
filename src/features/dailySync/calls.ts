import {
  dailySyncCalls,
  dailySyncFileName,
  exportLanguages,
  type DailySyncConfigBody,
  type DailySyncRunBody,
} from '@contract/dailySync';
import { ApiError, type ApiClient } from '@/data/api';
import { callFile, callServer } from '@/data/calls';
import { downloadFile } from '@/lib/spreadsheet';

/**
 * The daily sync's calls (`dailySyncCalls`). Reads go through `useCallRead` (kept for offline with their time);
 * writes go straight to the server: they act on the accounting system now, so they are not queued
 * for later like catalogue edits, and fail at once when the device is offline.
 */

export const saveConfig = (api: ApiClient, body: DailySyncConfigBody) =>
  callServer(api, dailySyncCalls.saveConfig, { body });

export const runDays = (api: ApiClient, body: DailySyncRunBody) =>
  callServer(api, dailySyncCalls.run, { body });

/** Downloads one location's four summaries of a day as the server writes them; returns the name. */
export async function downloadDay(
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
