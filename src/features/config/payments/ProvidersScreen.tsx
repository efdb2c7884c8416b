import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import type { PaymentProvider } from '@contract/paymentProviders';
import { useGrant } from '@/shared/access';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { PageHeader } from '@/components/PageHeader';
import { ReadTable } from '@/components/ReadTable';
import { AsOf } from '@/components/reports/AsOf';
import { useProviders, useProviderStatus } from './data/calls';
import { useBrowserOnline, useNames } from './data/local';
import { ProviderDialog } from './ProviderDialog';

/** Editing: a provider, a new one (`null`), or nothing open. */
type Editing = PaymentProvider | null | undefined;

/**
 * `/dashboard/payments/payment-providers`: the card providers of each location, their payment methods
 * and credentials (masked: the server never sends a whole secret back).
 */
export function ProvidersScreen() {
  const { t, i18n } = useTranslation(['config-payments', 'errors']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const online = useBrowserOnline();
  const grant = useGrant();
  const mayWrite = grant ? can(grant, 'config.write') : false;
  const { locations } = useActiveLocation();
  const methods = useNames('paymentMethods');
  const read = useProviders();
  const status = useProviderStatus();
  const [editing, setEditing] = useState<Editing>(undefined);
  const names = new Map(locations.map((l) => [l.id, locationName(l, lang)]));

  return (
    <Stack gap="lg" data-testid="providers-screen">
      <PageHeader
        title={t('providers.title')}
        description={t('providers.description')}
        actions={
          <Group gap="xs">
            <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
            {mayWrite ? (
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => setEditing(null)}
                disabled={!online}
                data-testid="provider-add"
              >
                {t('providers.add')}
              </Button>
            ) : null}
          </Group>
        }
      />
      {status.data && !status.data.credentials_key ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconLock size={18} />}
          data-testid="provider-no-key"
        >
          {t('providers.noKey')}
        </Alert>
      ) : null}
      <ReadTable read={read} empty={t('providers.empty')} minWidth={640}>
        {(providers) => (
          <Table verticalSpacing="sm" highlightOnHover data-testid="provider-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('providers.fields.name')}</Table.Th>
                <Table.Th>{t('providers.fields.location')}</Table.Th>
                <Table.Th>{t('providers.fields.methods')}</Table.Th>
                <Table.Th>{t('providers.fields.credentials')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {providers.map((p) => (
                <Table.Tr key={p.id} data-testid={`provider-${p.id}`}>
                  <Table.Td>
                    <Stack gap={2}>
                      <Text fw={500} dir="auto">
                        {p.name}
                      </Text>
                      <Group gap={4}>
                        <Badge variant="light" size="sm">
                          {t(`providerNames.${p.provider}`)}
                        </Badge>
                        <Badge
                          variant="outline"
                          size="sm"
                          color={p.mode === 'live' ? 'green' : 'gray'}
                        >
                          {t(`providers.modes.${p.mode}`)}
                        </Badge>
                        {p.enabled ? null : (
                          <Badge variant="light" size="sm" color="gray">
                            {t('providers.disabled')}
                          </Badge>
                        )}
                      </Group>
                    </Stack>
                  </Table.Td>
                  <Table.Td dir="auto">{names.get(p.location_id) ?? ''}</Table.Td>
                  <Table.Td>
                    <Text size="sm" dir="auto">
                      {p.payment_method_ids.map((id) => methods.get(id) ?? '').join(', ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      {Object.entries(p.credentials).map(([field, masked]) => (
                        <Text key={field} size="xs" data-testid={`credential-${field}`}>
                          {t(`credentialFields.${field}`)}:{' '}
                          <Text span ff="monospace" size="xs" dir="ltr">
                            {masked}
                          </Text>
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="end">
                    {mayWrite ? (
                      <Button
                        variant="subtle"
                        size="xs"
                        onClick={() => setEditing(p)}
                        disabled={!online}
                        data-testid="provider-edit"
                      >
                        {t('providers.edit')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ReadTable>
      {editing !== undefined ? (
        <ProviderDialog
          provider={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            read.refetch();
          }}
        />
      ) : null}
    </Stack>
  );
}
