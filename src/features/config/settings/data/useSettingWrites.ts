import type { BusinessInfoPatch } from '@contract/businessInfo';
import type { SettingKey } from '@contract/settings';
import { useBrowserOnline } from '@/data/live';
import { useBackhouse, useLocal } from '@/data/react';
import { saveBusinessInfo, saveSetting, uploadLogo } from './calls';

/**
 * The settings screens' online writes with the signed-in user's client, whether the browser is
 * online, and `fetchChanges`: the sync engine brings what the server changed to the local store now
 * rather than at its next round.
 */
export function useSettingWrites() {
  const { api } = useBackhouse();
  const local = useLocal();
  const online = useBrowserOnline();
  return {
    online,
    saveSetting: (locationId: string, name: SettingKey, value: string) =>
      saveSetting(api, locationId, name, value),
    saveBusinessInfo: (locationId: string, body: BusinessInfoPatch) =>
      saveBusinessInfo(api, locationId, body),
    uploadLogo: (locationId: string, file: File) => uploadLogo(api, locationId, file),
    fetchChanges: () => local?.engine.kick('manual'),
  };
}
