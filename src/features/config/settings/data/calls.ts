import type { BusinessInfo, BusinessInfoPatch } from '@contract/businessInfo';
import type { UploadReply } from '@contract/catalogueCalls';
import type { SettingKey, SettingRow } from '@contract/settings';
import { ApiError, type ApiClient } from '@/data/api';

/**
 * Settings and business information are written straight to the server, not queued: a setting such
 * as the time zone or the currency changes what every till does at once, so it is saved only when
 * the server has taken it. Reading works offline (the settings are synced; business information is
 * a kept server read).
 */

export const BUSINESS_INFO_PATH = '/config/business-info';

export const saveSetting = (api: ApiClient, locationId: string, name: SettingKey, value: string) =>
  api.post<SettingRow>('/config', { name, value }, { query: { loc: locationId } });

export const saveBusinessInfo = (api: ApiClient, locationId: string, body: BusinessInfoPatch) =>
  api.put<BusinessInfo>(BUSINESS_INFO_PATH, body, { query: { loc: locationId } });

export function uploadLogo(api: ApiClient, locationId: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<UploadReply>(`${BUSINESS_INFO_PATH}/logo`, form, { query: { loc: locationId } });
}

/** The call could not reach the server: the device is offline or the server is down. */
export const unreachable = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

/** The field messages of a 400 reply (English, from the server), by field path. */
export function serverFields(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.data as { error?: { fields?: Record<string, string> } } | undefined)?.error
    ?.fields;
  return fields ?? {};
}
