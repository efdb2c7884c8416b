import { Alert, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCloudUpload } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackhouse } from '@/data/react';
import { withOverlay } from '../overlay/loadingOverlay';

/**
 * Signs out, then goes to the sign-in page. With changes not yet on the server it asks first: they
 * stay on this device and are sent when the same user signs in again (DESIGN.md).
 */
export function useSignOut(): () => Promise<void> {
  const backhouse = useBackhouse();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');

  const signOut = useCallback(async () => {
    await withOverlay(backhouse.signOut());
    await navigate({ to: '/auth/jwt/login' });
  }, [backhouse, navigate]);

  return useCallback(async () => {
    const unsynced = await backhouse.unsyncedCount().catch(() => 0);
    if (unsynced === 0) {
      await signOut();
      return;
    }
    modals.openConfirmModal({
      title: t('signOut.pendingTitle'),
      children: (
        <Alert color="orange" variant="light" icon={<IconCloudUpload size={20} />}>
          <Text size="sm" data-testid="sign-out-pending">
            {t('signOut.pendingBody', { count: unsynced })}
          </Text>
        </Alert>
      ),
      labels: { confirm: t('signOut.confirm'), cancel: t('signOut.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'sign-out-confirm' },
      cancelProps: { 'data-testid': 'sign-out-cancel' },
      onConfirm: () => void signOut(),
    });
  }, [backhouse, signOut, t]);
}
