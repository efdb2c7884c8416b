import { Alert, Badge, Button, Card, Loader, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import type { CardServiceConfig } from '@contract/payOrder';
import { useGrant } from '@/shared/access';
import { errorMessage } from '@/shared/errorMessage';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { usePayOrderConfigs } from './data/calls';
import { useBrowserOnline, useRowsAt } from './data/local';
import { PayOrderDialog } from './PayOrderDialog';

/** The row being edited: a table id, `null` for the location's default, or nothing open. */
type Editing = { tableId: string | null; config: CardServiceConfig | null } | undefined;

/**
 * `/dashboard/config/paygetorder`: pay-and-order at the table for the active location, as the card
 * payment service keeps it: the default for every table, and the tables that differ from it.
 */
export function PayOrderScreen() {
  const { t } = useTranslation(['config-payments', 'errors']);
  const online = useBrowserOnline();
  const grant = useGrant();
  const mayWrite = grant ? can(grant, 'config.write') : false;
  const { locationId, location } = useActiveLocation();
  const tables = useRowsAt('tables', locationId);
  const read = usePayOrderConfigs(locationId);
  const [editing, setEditing] = useState<Editing>(undefined);
  const configs = read.data?.location_id === locationId ? read.data.data : [];
  const byTable = new Map(configs.map((c) => [c.table_id, c]));
  const fallback = byTable.get(null) ?? null;

  const state = (config: CardServiceConfig | null, isDefault: boolean) => {
    if (config) {
      return config.enabled ? (
        <Badge color="green" variant="light">
          {t('payOrder.on')}
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          {t('payOrder.off')}
        </Badge>
      );
    }
    return (
      <Text size="sm" c="dimmed">
        {isDefault || !fallback ? t('payOrder.notSet') : t('payOrder.usesDefault')}
      </Text>
    );
  };

  const rows: { key: string; tableId: string | null; name: string }[] = [
    { key: 'default', tableId: null, name: t('payOrder.default') },
    ...tables
      .slice()
      .sort((a, b) =>
        String(a.name ?? '').localeCompare(String(b.name ?? ''), undefined, { numeric: true }),
      )
      .map((table) => ({ key: table.id, tableId: table.id, name: String(table.name ?? '') })),
  ];

  return (
    <Stack gap="lg" data-testid="pay-order-screen">
      <PageHeader
        title={t('payOrder.title')}
        description={t('payOrder.description', { location: location?.name ?? '' })}
        actions={<AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />}
      />
      {read.error ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          data-testid="pay-order-error"
        >
          {errorMessage(read.error, t)}
        </Alert>
      ) : null}
      {!read.data && !read.error ? (
        <Loader size="sm" />
      ) : read.data ? (
        <Card withBorder radius="md" padding={0}>
          <Table.ScrollContainer minWidth={340}>
            <Table verticalSpacing="sm" highlightOnHover data-testid="pay-order-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payOrder.table')}</Table.Th>
                  <Table.Th>{t('payOrder.state')}</Table.Th>
                  <Table.Th>{t('payOrder.fields.provider')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const config = byTable.get(row.tableId) ?? null;
                  return (
                    <Table.Tr key={row.key} data-testid={`pay-order-row-${row.key}`}>
                      <Table.Td dir="auto" fw={row.tableId === null ? 600 : undefined}>
                        {row.name}
                      </Table.Td>
                      <Table.Td>{state(config, row.tableId === null)}</Table.Td>
                      <Table.Td>
                        {config?.provider ? t(`providerNames.${config.provider}`) : ''}
                      </Table.Td>
                      <Table.Td ta="end">
                        {mayWrite ? (
                          <Button
                            variant="subtle"
                            size="xs"
                            disabled={!online}
                            onClick={() => setEditing({ tableId: row.tableId, config })}
                            data-testid="pay-order-edit"
                          >
                            {config ? t('payOrder.edit') : t('payOrder.configure')}
                          </Button>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ) : null}
      {editing && locationId ? (
        <PayOrderDialog
          locationId={locationId}
          tableId={editing.tableId}
          title={rows.find((r) => r.tableId === editing.tableId)?.name ?? ''}
          config={editing.config ?? (editing.tableId ? fallback : null)}
          isOwn={editing.config !== null}
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
