import { can } from '@contract/access';
import { Card, Modal, Select, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrant } from '@/shared/access';
import { PageHeader } from '@/components/PageHeader';
import { RoleForm } from './RoleForm';
import { useRoles } from './data/useRoles';

/**
 * `/dashboard/roles/role-management` (SPEC sections 4 and 8): choosing a role in the dropdown
 * prompts to update its details and permissions; saving says 'Role updated successfully' or
 * 'Failed to update role'.
 */
export function RoleManagementScreen() {
  const { t } = useTranslation('people-roles');
  const grant = useGrant();
  const mayWrite = grant ? can(grant, 'people.write') : false;
  const roles = useRoles();
  const [chosen, setChosen] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const role = roles?.find((r) => r.id === chosen) ?? null;

  return (
    <>
      <PageHeader title={t('management.title')} description={t('management.description')} />
      <Card withBorder padding="lg" maw={560}>
        <Stack gap="sm">
          <Select
            label={t('management.choose')}
            placeholder={t('management.placeholder')}
            leftSection={<IconShieldLock size={16} />}
            data={(roles ?? []).map((r) => ({ value: r.id, label: r.name }))}
            value={chosen}
            onChange={(id) => {
              setChosen(id);
              setOpen(id !== null);
            }}
            searchable
            nothingFoundMessage={t('list.noMatch')}
            data-testid="role-management-select"
          />
          <Text size="sm" c="dimmed">
            {mayWrite ? t('management.help') : t('management.readOnly')}
          </Text>
        </Stack>
      </Card>
      <Modal
        opened={open && role !== null}
        onClose={() => setOpen(false)}
        title={t('management.prompt', { name: role?.name ?? '' })}
        size="xl"
        data-testid="role-management-modal"
      >
        {role ? (
          <RoleForm
            key={`${role.id}:${role.version}`}
            role={role}
            readOnly={!mayWrite}
            onDone={() => setOpen(false)}
          />
        ) : null}
      </Modal>
    </>
  );
}
