import { areas, moduleOf, type Area } from '@contract/access';
import { roleFields } from '@contract/resources/config';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Code,
  Fieldset,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodValidate } from '@/shared/zodValidate';
import { useValidationMessage } from '@/shared/validationMessage';
import { toast } from '@/shared/toast';
import { useAction } from '@/shared/useAction';
import {
  permissionGroups,
  usePermissionList,
  useRoleWrites,
  type PermissionInfo,
  type RoleFields,
  type RoleRow,
} from './data/calls';
import { roleRefusal } from './data/refusals';

interface RoleFormProps {
  /** The role to change, or null to add one. */
  role: RoleRow | null;
  readOnly?: boolean;
  onDone: (saved: RoleRow | null) => void;
}

const valuesOf = (role: RoleRow | null): RoleFields => ({
  name: role?.name ?? '',
  description: role?.description ?? '',
  permissions: [...(role?.permissions ?? [])],
  modules: [...(role?.modules ?? [])],
});

/**
 * A role's name, description, modules and permissions, saved straight to the server (see
 * data/calls.ts).
 * Permissions are grouped by area with what each allows; ticking one also opens its area's module,
 * without which it would allow nothing.
 */
export function RoleForm({ role, readOnly = false, onDone }: RoleFormProps) {
  const { t } = useTranslation('people-roles');
  const writes = useRoleWrites();
  const validation = useValidationMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const permissions = usePermissionList();
  const form = useForm<RoleFields>({
    mode: 'controlled',
    initialValues: valuesOf(role),
    validate: zodValidate(roleFields, validation),
  });
  const values = form.getValues();

  const togglePermission = (permission: PermissionInfo, on: boolean) => {
    const rest = values.permissions.filter((p) => p !== permission.key);
    form.setFieldValue('permissions', on ? [...rest, permission.key] : rest);
    const module = moduleOf[permission.area];
    if (on && permission.built_in && !values.modules.includes(module)) {
      form.setFieldValue('modules', [...values.modules, module]);
    }
  };

  // Both toasts are said by hand, with the test ids useAction's own do not carry; the reason of a
  // refusal is said in place, so the change is not lost from view.
  const failed = t(role ? 'toast.updateFailed' : 'toast.createFailed');
  const save = useAction(
    async (body: RoleFields) => {
      try {
        const saved = role
          ? await writes.update(role.id, role.version, body)
          : await writes.create(body);
        toast.success(t(role ? 'toast.updated' : 'toast.created'), {
          'data-testid': 'role-saved-toast',
        });
        onDone(saved);
      } catch (error) {
        setProblem(roleRefusal(error, t));
        toast.error(failed, { title: undefined, 'data-testid': 'role-failed-toast' });
      }
    },
    { failed },
  );
  const saving = save.busy;
  const submit = form.onSubmit(async (body) => {
    setProblem(null);
    await save.run(body);
  });

  const groups = permissionGroups(permissions.data?.data ?? []);
  return (
    <form onSubmit={submit} noValidate data-testid="role-form">
      <Stack gap="lg">
        {problem ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {problem}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.name')}
            required
            disabled={readOnly}
            data-testid="role-name"
            {...form.getInputProps('name')}
          />
          <Textarea
            label={t('fields.description')}
            autosize
            minRows={1}
            disabled={readOnly}
            data-testid="role-description"
            {...form.getInputProps('description')}
          />
        </SimpleGrid>
        <Stack gap="xs">
          <Text fw={600}>{t('fields.modules')}</Text>
          <Text size="sm" c="dimmed">
            {t('modulesHelp')}
          </Text>
          <Chip.Group
            multiple
            value={values.modules.map(String)}
            onChange={(next) => form.setFieldValue('modules', next.map(Number))}
          >
            <Group gap="xs">
              {areas.map((area) => (
                <Chip
                  key={area}
                  value={String(moduleOf[area])}
                  disabled={readOnly}
                  size="sm"
                  data-testid={`role-module-${area}`}
                >
                  {t(`areas.${area}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <Stack gap="sm">
          <Text fw={600}>{t('fields.permissions')}</Text>
          {permissions.loading && groups.length === 0 ? <Skeleton h={120} /> : null}
          {permissions.error && groups.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('permissionsUnavailable')}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {groups.map(({ group, permissions: list }) => (
              <Fieldset
                key={group}
                legend={group === 'custom' ? t('customGroup') : t(`areas.${group as Area}`)}
                data-testid={`role-group-${group}`}
              >
                <Stack gap="sm">
                  {list.map((p) => (
                    <Checkbox
                      key={p.key}
                      checked={values.permissions.includes(p.key)}
                      disabled={readOnly}
                      onChange={(event) => togglePermission(p, event.currentTarget.checked)}
                      data-testid={`role-permission-${p.key}`}
                      label={
                        <Stack gap={2}>
                          <Text size="sm" dir="auto">
                            {p.built_in
                              ? t(`permissionNames.${p.key}`, { defaultValue: p.description })
                              : p.description}
                          </Text>
                          <Code dir="ltr" fz="xs" style={{ alignSelf: 'flex-start' }}>
                            {p.key}
                          </Code>
                        </Stack>
                      }
                    />
                  ))}
                </Stack>
              </Fieldset>
            ))}
          </SimpleGrid>
        </Stack>
        {readOnly ? null : (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onDone(null)} data-testid="role-cancel">
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              loading={saving}
              leftSection={<IconDeviceFloppy size={18} />}
              data-testid="role-save"
            >
              {t('save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
