import { can } from '@contract/access';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconDeviceTablet, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrant } from '@/shared/access';
import { usePermissionList, usePermissionWrites, type PermissionInfo } from './data/calls';
import { useRoles } from './data/useRoles';
import { TillPermissionDelete } from './TillPermissionDelete';
import { TillPermissionDialog } from './TillPermissionDialog';

type Editing = { mode: 'add' } | { mode: 'edit'; permission: PermissionInfo } | null;

/**
 * The business's own permissions (`till.<name>`), which the till reads with the user's profile to
 * switch on features of its own. Read like the role form reads them (the cached GET /permissions, so
 * offline too); written online only, each write refreshing that read so the role form shows it at once.
 */
export function TillPermissions() {
  const { t } = useTranslation('people-roles');
  const grant = useGrant();
  const mayWrite = grant ? can(grant, 'people.write') : false;
  const permissions = usePermissionList();
  const { refresh } = usePermissionWrites();
  const roles = useRoles();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PermissionInfo | null>(null);

  const own = useMemo(
    () => (permissions.data?.data ?? []).filter((p) => !p.built_in),
    [permissions.data],
  );
  // Users are not on the device; roles are, so how many roles hold each one costs nothing.
  const rolesHolding = (key: string) => (roles ?? []).filter((r) => r.permissions.includes(key));

  return (
    <Card withBorder padding="md" mt="lg" data-testid="till-permissions">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 16rem' }}>
            <Title order={2} size="h4">
              {t('till.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('till.description')}
            </Text>
          </Stack>
          {mayWrite ? (
            <Button
              variant="light"
              leftSection={<IconPlus size={18} />}
              onClick={() => setEditing({ mode: 'add' })}
              data-testid="till-permission-add"
            >
              {t('till.add.button')}
            </Button>
          ) : null}
        </Group>
        {own.length > 0 ? (
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="sm" data-testid="till-permission-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('till.fields.permission')}</Table.Th>
                  <Table.Th ta="end">{t('till.roles')}</Table.Th>
                  {mayWrite ? <Table.Th w={96} aria-label={t('list.actions')} /> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {own.map((p) => {
                  const holding = rolesHolding(p.key);
                  return (
                    <Table.Tr key={p.key} data-testid="till-permission-row" data-key={p.key}>
                      <Table.Td>
                        {/* The key goes under the description, on the side the description reads from. */}
                        <Stack gap={2} dir="auto">
                          <Text size="sm" data-testid="till-permission-description">
                            {p.description}
                          </Text>
                          <Code dir="ltr" fz="xs" style={{ alignSelf: 'flex-start' }}>
                            {p.key}
                          </Code>
                        </Stack>
                      </Table.Td>
                      <Table.Td ta="end">
                        <Tooltip
                          label={holding.map((r) => r.name).join(', ')}
                          disabled={holding.length === 0}
                        >
                          <Badge
                            variant="light"
                            color={holding.length > 0 ? undefined : 'gray'}
                            data-testid="till-permission-role-count"
                          >
                            {holding.length}
                          </Badge>
                        </Tooltip>
                      </Table.Td>
                      {mayWrite ? (
                        <Table.Td>
                          <Group gap={4} justify="flex-end" wrap="nowrap">
                            <Tooltip label={t('till.edit.title')}>
                              <ActionIcon
                                variant="subtle"
                                aria-label={t('till.edit.title')}
                                onClick={() => setEditing({ mode: 'edit', permission: p })}
                                data-testid="till-permission-edit"
                              >
                                <IconPencil size={18} />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label={t('list.delete')}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={t('list.delete')}
                                onClick={() => setDeleting(p)}
                                data-testid="till-permission-delete"
                              >
                                <IconTrash size={18} />
                              </ActionIcon>
                            </Tooltip>
                          </Group>
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : permissions.loading ? (
          <Skeleton h={64} />
        ) : (
          <Stack align="center" gap="xs" py="md" data-testid="till-permissions-empty">
            <IconDeviceTablet size={32} stroke={1.4} />
            <Text size="sm" c="dimmed" ta="center">
              {permissions.error ? t('permissionsUnavailable') : t('till.empty')}
            </Text>
          </Stack>
        )}
      </Stack>
      <TillPermissionDialog
        opened={editing !== null}
        editing={editing?.mode === 'edit' ? editing.permission : null}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
      <TillPermissionDelete
        permission={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={refresh}
      />
    </Card>
  );
}
