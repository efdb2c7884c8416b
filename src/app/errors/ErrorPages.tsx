import { Button } from '@mantine/core';
import {
  IconArrowBackUp,
  IconFileUnknown,
  IconLock,
  IconReload,
  IconServerOff,
} from '@tabler/icons-react';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/StatusPage';

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

/** /404 and every unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const router = useRouter();
  return (
    <StatusPage
      code="404"
      icon={<IconFileUnknown size={32} />}
      title={t('pages.404.title')}
      description={t('pages.404.description')}
      data-testid="page-404"
      actions={
        <>
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={16} />}
            onClick={() => router.history.back()}
          >
            {t('pages.404.back')}
          </Button>
          <Button component={Link} to="/">
            {t('pages.404.home')}
          </Button>
        </>
      }
    />
  );
}

/** /500 and any error a screen did not handle, with a retry. */
export function ServerErrorPage({ error, reset }: Partial<ErrorComponentProps>) {
  const { t } = useTranslation('errors');
  const router = useRouter();
  useEffect(() => {
    if (error) console.error('[app] a screen failed', error);
  }, [error]);
  const retry = () => {
    reset?.();
    void router.invalidate();
  };
  return (
    <StatusPage
      code="500"
      icon={<IconServerOff size={32} />}
      title={t('pages.500.title')}
      description={t('pages.500.description')}
      data-testid="page-500"
      actions={
        <>
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('pages.500.reload')}
          </Button>
          <Button leftSection={<IconReload size={16} />} onClick={retry} data-testid="error-retry">
            {t('pages.500.retry')}
          </Button>
        </>
      }
    />
  );
}
