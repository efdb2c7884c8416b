import { IconDownload } from '@tabler/icons-react';
import { registerSW } from 'virtual:pwa-register';
import { i18n } from '../i18n';
import { toast } from '@/shared/toast';
import { UpdatePrompt } from './UpdatePrompt';

const UPDATE_TOAST_ID = 'pwa-update';

/**
 * Registers the service worker (not in development). A waiting new version shows a toast that stays
 * until the user chooses "Reload to update"; nothing ever reloads by itself. The first install says
 * once that the app now works offline.
 */
export function registerPwa(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    onNeedRefresh() {
      toast.persistent(
        'info',
        <UpdatePrompt
          onReload={() => updateSW(true)}
          onLater={() => toast.hide(UPDATE_TOAST_ID)}
        />,
        {
          id: UPDATE_TOAST_ID,
          title: i18n.t('shell:pwa.updateTitle'),
          icon: <IconDownload size={18} />,
        },
      );
    },
    onOfflineReady() {
      toast.info(i18n.t('shell:pwa.offlineReady'));
    },
    onRegisterError(error: unknown) {
      console.warn('[pwa] the service worker could not be registered', error);
    },
  });
}
