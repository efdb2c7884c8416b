import { LoadingOverlay } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoadingOverlay } from './loadingOverlay';

/** The full-screen spinner over a backdrop, shown while `withOverlay` work runs. */
export function LoadingOverlayHost() {
  const { t } = useTranslation('common');
  const { visible } = useLoadingOverlay();
  return (
    <LoadingOverlay
      visible={visible}
      pos="fixed"
      zIndex={1000}
      overlayProps={{ backgroundOpacity: 0.35, blur: 2 }}
      loaderProps={{ type: 'oval', size: 'lg', 'aria-label': t('loading') }}
      data-testid="loading-overlay"
    />
  );
}
