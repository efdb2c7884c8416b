import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { can, type Permission } from '@contract/access';
import { useGrant } from '@/shared/access';
import { PageHeader } from './PageHeader';

/**
 * A screen only those with one permission may use: its header for everyone (it names the window),
 * then its body, or a plain "not allowed" for the others.
 */
export function PermittedScreen({
  title,
  description,
  permission,
  forbiddenTestId,
  children,
}: {
  title: string;
  description: string;
  permission: Permission;
  forbiddenTestId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('errors');
  const grant = useGrant();
  const allowed = grant !== null && can(grant, permission);
  return (
    <>
      <PageHeader title={title} description={description} />
      {allowed ? (
        children
      ) : (
        <Alert
          color="orange"
          variant="light"
          icon={<IconLock size={18} />}
          data-testid={forbiddenTestId}
        >
          {t('codes.FORBIDDEN')}
        </Alert>
      )}
    </>
  );
}
