import { can } from '@contract/access';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  IconAdjustments,
  IconPencil,
  IconPlus,
  IconSearch,
  IconShieldLock,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrant } from '@/shared/access';
import { useAction } from '@/shared/useAction';
import { PageHeader } from '@/components/PageHeader';
import { useRoleUsage, useRoleWrites, type RoleRow } from './data/calls';
import { refusedInUse, unreachable } from './data/refusals';
import { useRoles } from './data/useRoles';
import { TillPermissions } from './TillPermissions';

/** The business's roles: what each allows and how many people hold it; search, edit, delete. */
export function RolesScreen() {
  const { t } = useTranslation('people-roles');
  const grant = useGrant();
  const mayWrite = grant ? can(grant, 'people.write') : false;
  const roles = useRoles();
  const usage = useRoleUsage();
  // The built-in roles cannot be deleted: no button that could only be refused.
  const builtIn = useMemo(() => new Set(usage.data?.built_in ?? []), [usage.data]);
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<RoleRow | null>(null);

  const usersOf = useMemo(
    () => new Map((usage.data?.data ?? []).map((u) => [u.role_id, u.users])),
    [usage.data],
  );
  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return (roles ?? []).filter(
      (r) =>
        !needle ||
        r.name.toLocaleLowerCase().includes(needle) ||
        r.description.toLocaleLowerCase().includes(needle),
    );
  }, [roles, search]);

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <>
            <Button
              component={Link}
              to="/dashboard/roles/role-management"
              variant="default"
              leftSection={<IconAdjustments size={18} />}
              data-testid="roles-management-link"
            >
              {t('management.title')}
            </Button>
            {mayWrite ? (
              <Button
                component={Link}
                to="/dashboard/roles/create"
                leftSection={<IconPlus size={18} />}
                data-testid="roles-create"
              >
                {t('list.create')}
              </Button>
            ) : null}
          </>
        }
      />
      <Card withBorder padding="md">
        <Stack gap="md">
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('list.search')}
            aria-label={t('list.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maw={360}
            data-testid="roles-search"
          />
          {roles && shown.length === 0 ? (
            <Stack align="center" gap="xs" py="xl" data-testid="roles-empty">
              <IconShieldLock size={36} stroke={1.4} />
              <Text c="dimmed">{search ? t('list.noMatch') : t('list.empty')}</Text>
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={340}>
              <Table verticalSpacing="sm" highlightOnHover data-testid="roles-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('fields.name')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('fields.description')}</Table.Th>
                    <Table.Th ta="end">{t('list.permissions')}</Table.Th>
                    <Table.Th ta="end">{t('list.users')}</Table.Th>
                    <Table.Th w={96} aria-label={t('list.actions')} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((role) => (
                    <Table.Tr key={role.id} data-testid="role-row" data-name={role.name}>
                      <Table.Td>
                        <Text fw={600} size="sm">
                          {role.name}
                        </Text>
                        {/* On a phone the description has no column of its own: a line under the name. */}
                        <Text size="xs" c="dimmed" lineClamp={1} dir="auto" hiddenFrom="sm">
                          {role.description}
                        </Text>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">
                        <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
                          {role.description || '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="end">
                        <Badge variant="light" data-testid="role-permission-count">
                          {role.permissions.length}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="end" data-testid="role-user-count">
                        {usersOf.get(role.id) ?? 0}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <Tooltip label={t(mayWrite ? 'list.edit' : 'list.view')}>
                            <ActionIcon
                              renderRoot={(props) => (
                                <Link
                                  to="/dashboard/roles/edit"
                                  search={{ id: role.id }}
                                  {...props}
                                />
                              )}
                              variant="subtle"
                              aria-label={t(mayWrite ? 'list.edit' : 'list.view')}
                              data-testid="role-edit"
                            >
                              <IconPencil size={18} />
                            </ActionIcon>
                          </Tooltip>
                          {mayWrite && !builtIn.has(role.id) ? (
                            <Tooltip label={t('list.delete')}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={t('list.delete')}
                                onClick={() => setDeleting(role)}
                                data-testid="role-delete"
                              >
                                <IconTrash size={18} />
                              </ActionIcon>
                            </Tooltip>
                          ) : null}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Card>
      <TillPermissions />
      <DeleteRole
        role={deleting}
        users={deleting ? (usersOf.get(deleting.id) ?? 0) : 0}
        onClose={() => {
          setDeleting(null);
          usage.refetch();
        }}
      />
    </>
  );
}

function DeleteRole({
  role,
  users,
  onClose,
}: {
  role: RoleRow | null;
  users: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('people-roles');
  const writes = useRoleWrites();
  const remove = useAction(
    async (gone: RoleRow) => {
      await writes.remove(gone.id);
      onClose();
      return gone;
    },
    {
      failed: t('toast.deleteFailed'),
      done: (gone) => t('toast.deleted', { name: gone.name }),
      why: (error) =>
        unreachable(error) ? t('offline') : refusedInUse(error) ? t('delete.inUse') : null,
    },
  );
  const busy = remove.busy;
  const confirm = async () => {
    if (role) await remove.run(role);
  };
  return (
    <Modal opened={role !== null} onClose={onClose} title={t('delete.title')} centered>
      <Stack gap="md" data-testid="role-delete-dialog">
        <Text>{t('delete.confirm', { name: role?.name ?? '' })}</Text>
        {users > 0 ? (
          <Text c="orange" size="sm">
            {t('delete.heldBy', { count: users })}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={confirm} data-testid="role-delete-confirm">
            {t('list.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
