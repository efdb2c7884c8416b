import {
  Card,
  Checkbox,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { PermissionInfo } from '@contract/replies';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useNamedOptions } from './data/local';
import { PermissionLabel } from './PermissionLabel';
import { moduleAreas, type UserDraft } from './userFields';

/** Role, home location, allowed locations, modules and the user's own extra permissions. */
export function AccessSection({
  form,
  permissions,
  disabled,
}: {
  form: UseFormReturnType<UserDraft>;
  permissions: PermissionInfo[];
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('people-users');
  const lang = i18n.resolvedLanguage ?? 'en';
  const { locations } = useActiveLocation();
  const roles = useNamedOptions('roles');
  const locationOptions = locations.map((l) => ({ value: l.id, label: locationName(l, lang) }));
  const combobox = { withinPortal: true } as const;

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={4}>{t('form.access')}</Title>
          <Text size="sm" c="dimmed">
            {t('form.accessHelp')}
          </Text>
        </Stack>
        <Switch
          label={t('fields.is_admin')}
          description={t('help.is_admin')}
          disabled={disabled}
          data-testid="user-is_admin"
          {...form.getInputProps('is_admin', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('fields.role')}
            description={t('help.role')}
            placeholder={t('form.noRole')}
            data={roles}
            clearable
            searchable
            disabled={disabled}
            comboboxProps={combobox}
            data-testid="user-role"
            {...form.getInputProps('role_id')}
          />
          <Select
            label={t('fields.location')}
            description={t('help.location')}
            data={locationOptions}
            clearable
            disabled={disabled}
            comboboxProps={combobox}
            data-testid="user-location"
            {...form.getInputProps('location_id')}
          />
        </SimpleGrid>
        <MultiSelect
          label={t('fields.allow_locations')}
          description={t('help.allow_locations')}
          data={locationOptions}
          disabled={disabled}
          comboboxProps={combobox}
          data-testid="user-allow-locations"
          {...form.getInputProps('allow_locations')}
        />
        <MultiSelect
          label={t('fields.modules')}
          description={t('help.modules')}
          data={moduleAreas.map(({ area, module }) => ({
            value: String(module),
            label: t(`areas.${area}`),
          }))}
          value={form.values.modules.map(String)}
          onChange={(values) => form.setFieldValue('modules', values.map(Number))}
          error={form.errors.modules}
          disabled={disabled}
          comboboxProps={combobox}
          data-testid="user-modules"
        />
        <Checkbox.Group
          label={t('fields.permissions')}
          description={t('help.permissions')}
          data-testid="user-permissions"
          {...form.getInputProps('permissions')}
        >
          <SimpleGrid cols={{ base: 1, md: 2 }} mt="xs" spacing="xs">
            {permissions.map((p) => (
              <Checkbox
                key={p.key}
                value={p.key}
                disabled={disabled}
                data-testid={`user-permission-${p.key}`}
                label={<PermissionLabel permission={p} />}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      </Stack>
    </Card>
  );
}
