import { Group, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityScreen } from '@/components/entity/EntityScreen';
import { AsOf } from '@/components/reports/AsOf';
import { useActiveMoney } from '@/shared/location/useMoney';
import type { LocalRow } from '@/data/db';
import { useCrmRows } from './data/calls';
import { crmEntity } from './crmEntity';
import { CrmDetails } from './CrmDetails';

/**
 * The diners the business knows: the generic list (search, filters, add and edit offline, import,
 * export) with their visits, spend and loyalty from the server; a row opens its details, where its
 * invoices, loyalty and merging are.
 */
export function CrmScreen() {
  const { t } = useTranslation('people-crm');
  const money = useActiveMoney();
  const { local, rows, read } = useCrmRows();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = useCallback((row: LocalRow) => setOpenId(row.id), []);
  const opened = openId ? (local?.find((r) => r.id === openId) ?? null) : null;

  return (
    <Stack gap="xs">
      <EntityScreen
        config={crmEntity}
        rows={rows}
        money={{ currency: money.currency, decimals: money.decimals }}
        onOpenRow={open}
      />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
      </Group>
      {opened ? (
        <CrmDetails
          row={opened}
          others={local ?? []}
          onClose={() => setOpenId(null)}
          onMerged={read.refetch}
        />
      ) : null}
    </Stack>
  );
}
