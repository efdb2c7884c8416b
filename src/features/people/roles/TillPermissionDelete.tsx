import { Alert, Anchor, Button, Code, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '@/shared/useAction';
import { usePermissionWrites, type PermissionInfo } from './data/calls';
import { holdersOf, tillRefusal } from './data/refusals';

type Holder = ReturnType<typeof holdersOf>[number];

/**
 * Confirms deleting a till permission. One still given to a role or a user is refused by the server
 * with who holds it: the dialog names them, each a link to where it can be taken away.
 */
export function TillPermissionDelete({
  permission,
  onClose,
  onDeleted,
}: {
  permission: PermissionInfo | null;
  onClose: () => void;
  onDeleted: () => Promise<void>;
}) {
  const { t } = useTranslation('people-roles');
  const writes = usePermissionWrites();
  const [holders, setHolders] = useState<Holder[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setHolders([]);
    setProblem(null);
    onClose();
  };
  // A failure is also said in place: who still holds the permission, or why it was refused.
  const remove = useAction(
    async (key: string) => {
      try {
        await writes.remove(key);
        await onDeleted();
        close();
        return key;
      } catch (error) {
        const held = holdersOf(error);
        if (held.length > 0) setHolders(held);
        else setProblem(tillRefusal(error, t));
        throw error;
      }
    },
    {
      failed: t('till.toast.deleteFailed'),
      inPlace: true,
      done: (key) => t('till.toast.deleted', { key }),
      why: (error) =>
        holdersOf(error).length > 0 ? t('till.delete.inUse') : tillRefusal(error, t),
    },
  );
  const busy = remove.busy;
  const confirm = async () => {
    if (!permission) return;
    setProblem(null);
    setHolders([]);
    await remove.run(permission.key);
  };

  const roles = holders.filter((h) => h.collection === 'roles');
  const users = holders.filter((h) => h.collection === 'users');
  return (
    <Modal opened={permission !== null} onClose={close} title={t('till.delete.title')} centered>
      <Stack gap="md" data-testid="till-permission-delete-dialog">
        <Stack gap={4}>
          <Text>{t('till.delete.confirm')}</Text>
          <Stack gap={4} dir="auto">
            <Text size="sm">{permission?.description}</Text>
            <Code dir="ltr" fz="sm" style={{ alignSelf: 'flex-start' }}>
              {permission?.key}
            </Code>
          </Stack>
        </Stack>
        <Text size="sm" c="dimmed">
          {t('till.delete.effect')}
        </Text>
        {holders.length > 0 ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('till.delete.inUse')}
            role="alert"
            data-testid="till-permission-in-use"
          >
            <Stack gap="xs">
              {roles.length > 0 ? (
                <HolderList label={t('till.delete.roles')} holders={roles} kind="roles" />
              ) : null}
              {users.length > 0 ? (
                <HolderList label={t('till.delete.users')} holders={users} kind="users" />
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button
            color="red"
            loading={busy}
            onClick={() => void confirm()}
            data-testid="till-permission-delete-confirm"
          >
            {t('list.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function HolderList({
  label,
  holders,
  kind,
}: {
  label: string;
  holders: Holder[];
  kind: 'roles' | 'users';
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <List size="sm" spacing={2}>
        {holders.map((h) => (
          <List.Item key={h.id} data-testid="till-permission-holder">
            <Anchor
              dir="auto"
              renderRoot={(props) =>
                kind === 'roles' ? (
                  <Link to="/dashboard/roles/edit" search={{ id: h.id }} {...props} />
                ) : (
                  <Link to="/dashboard/customers/$id" params={{ id: h.id }} {...props} />
                )
              }
            >
              {h.name}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
