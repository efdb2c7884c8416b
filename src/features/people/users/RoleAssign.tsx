import { Alert, Button, Card, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import type { UserRecord } from '@contract/users';
import { useGrant } from '@/app/access';
import { errorMessage } from '@/app/errors/errorMessage';
import { toast } from '@/app/toast';
import { useBrowserOnline, useRows } from '@/data/live';
import type { LocalRow } from '@/data/db';
import { useBackhouse } from '@/data/react';
import { assignRole, serverFieldErrors, unreachable } from './calls';

type RoleRow = LocalRow & { name?: unknown };

/** Gives the user another role at once (`POST /users/assign-role`); their devices sign in again. */
export function RoleAssign({ user, onSaved }: { user: UserRecord; onSaved: () => void }) {
  const { t } = useTranslation(['people-users', 'errors', 'validation']);
  const { api } = useBackhouse();
  const grant = useGrant();
  const online = useBrowserOnline();
  const roles = (useRows<RoleRow>('roles') ?? []).filter((r) => !r.deleted_at);
  const [role, setRole] = useState<string | null>(user.role_id);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const mayWrite = grant ? can(grant, 'people.write') : false;

  const assign = async () => {
    setSaving(true);
    setProblem(null);
    try {
      await assignRole(api, user.id, role);
      toast.success(t('role.assigned'));
      onSaved();
    } catch (error) {
      const fields = serverFieldErrors(error, t);
      setProblem(unreachable(error) ? t('offline') : (fields.role_id ?? errorMessage(error, t)));
    } finally {
      setSaving(false);
    }
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
          data={roles.map((r) => ({ value: r.id, label: String(r.name ?? '') }))}
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
