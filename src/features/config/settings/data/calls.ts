import type { BusinessInfoPatch } from '@contract/businessInfo';
import type { SettingKey } from '@contract/settings';
import { settingCalls } from '@contract/settingsCalls';
import { ApiError, type ApiClient } from '@/data/api';
import { callServer, callUpload } from '@/data/calls';

/**
 * Settings and business information are written straight to the server, not queued: a setting such
 * as the time zone or the currency changes what every till does at once, so it is saved only when
 * the server has taken it. Reading works offline (the settings are synced; business information is
 * a kept server read). Called by their declarations (contract/settingsCalls.ts `settingCalls`).
 */

export const saveSetting = (api: ApiClient, locationId: string, name: SettingKey, value: string) =>
  callServer(api, settingCalls.set, { query: { loc: locationId }, body: { name, value } });

export const saveBusinessInfo = (api: ApiClient, locationId: string, body: BusinessInfoPatch) =>
  callServer(api, settingCalls.changeBusinessInfo, { query: { loc: locationId }, body });

/** The logo goes up as multipart (`settingCalls.setLogo`), straight to the server as the rest. */
export const uploadLogo = (api: ApiClient, locationId: string, file: File) =>
  callUpload(api, settingCalls.setLogo, { query: { loc: locationId } }, file);

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
