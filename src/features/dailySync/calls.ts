import {
  dailySyncFileName,
  exportLanguages,
  type DailySyncConfigBody,
  type DailySyncConfigReply,
  type DailySyncRunBody,
  type DailySyncRunReply,
} from '@contract/dailySync';
import { ApiError, type ApiClient } from '@/data/api';
import { downloadFile } from '@/lib/spreadsheet';

/**
 * The daily sync's calls. Reads go through `useServerRead` (kept for offline with their time);
 * writes go straight to the server: they act on the accounting system now, so they are not queued
 * for later like catalogue edits, and fail at once when the device is offline.
 */

export const CONFIG_PATH = '/daily-sync/config';
export const DAYS_PATH = '/daily-sync/days';

export const saveConfig = (api: ApiClient, body: DailySyncConfigBody) =>
  api.put<DailySyncConfigReply>(CONFIG_PATH, body);

export const runDays = (api: ApiClient, body: DailySyncRunBody) =>
  api.post<DailySyncRunReply>('/daily-sync/run', body);

/** Downloads one location's four summaries of a day as the server writes them; returns the name. */
export async function downloadDay(
  api: ApiClient,
  day: { date: string; locationId: string; locationName: string },
  language: string,
): Promise<string> {
  const lang = (exportLanguages as readonly string[]).includes(language) ? language : 'en';
  const blob = await api.requestBlob('/daily-sync/export', {
    query: { date: day.date, loc: day.locationId, lang },
  });
  const name = dailySyncFileName(day.date, day.locationName);
  downloadFile(name, await blob.arrayBuffer(), blob.type || undefined);
  return name;
}

/** The call could not reach the server: the device is offline or the server is down. */
export const unreachable = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
