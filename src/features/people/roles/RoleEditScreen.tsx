import { can } from '@contract/access';
import { Anchor, Card, Loader, Stack, Text, useDirection } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGrant } from '@/shared/access';
import { PageHeader } from '@/components/PageHeader';
import { RoleForm } from './RoleForm';
import { useRoles } from './data/useRoles';

/** `/dashboard/roles/create` and `/dashboard/roles/edit?id=…`: one role on a page of its own. */
export function RoleEditScreen({ roleId }: { roleId: string | null }) {
  const { t } = useTranslation('people-roles');
  const navigate = useNavigate();
  const { dir } = useDirection();
  const grant = useGrant();
  const mayWrite = grant ? can(grant, 'people.write') : false;
  const roles = useRoles();
  const role = roleId ? (roles?.find((r) => r.id === roleId) ?? null) : null;
  const back = () => void navigate({ to: '/dashboard/roles' });

  const above = (
    <Anchor component={Link} to="/dashboard/roles" size="sm" data-testid="roles-back">
      <IconArrowLeft
        size={14}
        style={{ verticalAlign: 'middle', transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }}
      />{' '}
      {t('list.title')}
    </Anchor>
  );
  const title = roleId ? (role?.name ?? t('edit.title')) : t('create.title');
  return (
    <>
      <PageHeader
        title={title}
        description={roleId ? t('edit.description') : t('create.description')}
        above={above}
      />
      <Card withBorder padding="lg">
        {roleId && roles === undefined ? (
          <Loader />
        ) : roleId && !role ? (
          <Stack gap="xs" data-testid="role-missing">
            <Text>{t('edit.missing')}</Text>
          </Stack>
        ) : (
          <RoleForm key={role?.id ?? 'new'} role={role} readOnly={!mayWrite} onDone={back} />
        )}
      </Card>
    </>
  );
}
