import { Button } from '@mantine/core';
import {
  IconArrowBackUp,
  IconFileUnknown,
  IconLock,
  IconReload,
  IconServerOff,
  IconWifiOff,
} from '@tabler/icons-react';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/StatusPage';
import { useBrowserOnline } from '@/data/browserOnline';
import { isDownloadFailure } from './downloadFailures';

/** /401: the page needs a signed-in user (or the session has ended). */
export function UnauthorizedPage() {
  const { t } = useTranslation('errors');
  return (
    <StatusPage
      code="401"
      icon={<IconLock size={32} />}
      title={t('pages.401.title')}
      description={t('pages.401.description')}
      data-testid="page-401"
      actions={
        <Button component={Link} to="/auth/jwt/login">
          {t('pages.401.signIn')}
        </Button>
      }
    />
  );
}

/** Back to the page before, in the browser's history. */
function BackButton() {
  const { t } = useTranslation('errors');
  const router = useRouter();
  return (
    <Button
      variant="default"
      leftSection={<IconArrowBackUp size={16} />}
      onClick={() => router.history.back()}
    >
      {t('pages.404.back')}
    </Button>
  );
}

/** /404 and every unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <StatusPage
      code="404"
      icon={<IconFileUnknown size={32} />}
      title={t('pages.404.title')}
      description={t('pages.404.description')}
      data-testid="page-404"
      actions={
        <>
          <BackButton />
          <Button component={Link} to="/">
            {t('pages.404.home')}
          </Button>
        </>
      }
    />
  );
}

/**
 * /500 and any error a screen did not handle, with a retry. A screen whose code could not be
 * downloaded says so instead and offers the way back to the screens this device has: offline, it
 * opens by itself when the browser is back online (a reload without a connection would leave the
 * app); online, the reload is offered too (a new version may have replaced the files).
 */
export function ServerErrorPage({ error, reset }: Partial<ErrorComponentProps>) {
  const { t } = useTranslation('errors');
  const router = useRouter();
  const online = useBrowserOnline();
  const notDownloaded = isDownloadFailure(error);
  useEffect(() => {
    if (error) console.error('[app] a screen failed', error);
  }, [error]);
  const retry = useCallback(() => {
    reset?.();
    void router.invalidate();
  }, [reset, router]);
  useEffect(() => {
    if (!notDownloaded) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [notDownloaded, retry]);
  const reloadButton = (
    <Button variant="default" onClick={() => window.location.reload()}>
      {t('pages.500.reload')}
    </Button>
  );
  const retryButton = (
    <Button leftSection={<IconReload size={16} />} onClick={retry} data-testid="error-retry">
      {t('pages.500.retry')}
    </Button>
  );
  if (notDownloaded) {
    return (
      <StatusPage
        icon={<IconWifiOff size={32} />}
        title={online ? t('pages.download.failedTitle') : t('pages.download.title')}
        description={
          online ? t('pages.download.failedDescription') : t('pages.download.description')
        }
        data-testid="page-not-downloaded"
        actions={
          <>
            <BackButton />
            {online ? reloadButton : null}
            {retryButton}
          </>
        }
      />
    );
  }
  return (
    <StatusPage
      code="500"
      icon={<IconServerOff size={32} />}
      title={t('pages.500.title')}
      description={t('pages.500.description')}
      data-testid="page-500"
      actions={
        <>
          {reloadButton}
          {retryButton}
        </>
      }
    />
  );
}
