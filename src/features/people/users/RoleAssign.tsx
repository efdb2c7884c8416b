import { Alert, Button, Card, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import type { UserRecord } from '@contract/users';
import { useGrant } from '@/shared/access';
import { errorMessage } from '@/shared/errorMessage';
import { useAction } from '@/shared/useAction';
import { serverFieldErrors, unreachable, useUserWrites } from './data/calls';
import { useBrowserOnline, useNamedOptions } from './data/local';

/** Gives the user another role at once (`POST /users/assign-role`); their devices sign in again. */
export function RoleAssign({ user, onSaved }: { user: UserRecord; onSaved: () => void }) {
  const { t } = useTranslation(['people-users', 'errors', 'validation']);
  const writes = useUserWrites();
  const grant = useGrant();
  const online = useBrowserOnline();
  const roles = useNamedOptions('roles');
  const [role, setRole] = useState<string | null>(user.role_id);
  const [problem, setProblem] = useState<string | null>(null);
  const mayWrite = grant ? can(grant, 'people.write') : false;

  // A failure is also said in place, under the role chosen.
  const assigning = useAction(
    async (chosen: string | null) => {
      try {
        await writes.assignRole(user.id, chosen);
        onSaved();
      } catch (error) {
        const fields = serverFieldErrors(error, t);
        setProblem(unreachable(error) ? t('offline') : (fields.role_id ?? errorMessage(error, t)));
        throw error;
      }
    },
    {
      failed: t('role.failed'),
      done: t('role.assigned'),
      why: (error) => (unreachable(error) ? t('offline') : null),
    },
  );
  const saving = assigning.busy;
  const assign = async () => {
    setProblem(null);
    await assigning.run(role);
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={4}>{t('role.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('role.help')}
        </Text>
        <Select
          aria-label={t('fields.role')}
          placeholder={t('form.noRole')}
          data={roles}
          value={role}
          onChange={setRole}
          clearable
          searchable
          disabled={!mayWrite || !online}
          comboboxProps={{ withinPortal: true }}
          data-testid="user-assign-role"
        />
        {problem ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {problem}
          </Alert>
        ) : null}
        {mayWrite ? (
          <Button
            leftSection={<IconUserCheck size={16} />}
            onClick={() => void assign()}
            loading={saving}
            disabled={!online || role === user.role_id}
            style={{ alignSelf: 'flex-start' }}
            data-testid="user-assign-role-save"
          >
            {t('role.assign')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
