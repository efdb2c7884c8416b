import { Badge, Button, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resources, type ResourceDef } from '@contract/registry';
import { EntityForm } from '@/components/entity/EntityForm';
import { mayWrite } from '@/components/entity/EntityScreen';
import { useEntityTexts } from '@/components/entity/useEntityTexts';
import { useLookups } from '@/components/entity/useLookups';
import { AsOf } from '@/components/reports/AsOf';
import { useGrant } from '@/shared/access';
import { useActiveMoney } from '@/shared/location/useMoney';
import type { LocalRow } from '@/data/db';
import { dateTimeFormat, numberFormat } from '@/lib/formats';
import { moneyFormat } from '@/lib/money';
import { useCrmDetail } from './data/calls';
import { crmEntity } from './crmEntity';
import { LoyaltyForm } from './LoyaltyForm';
import { MergeForm } from './MergeForm';
import { RecentInvoices } from './RecentInvoices';

const crm = resources.crmCustomers as unknown as ResourceDef;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * One customer: contact details, what their invoices say, their latest invoices, loyalty and
 * merging a duplicate into them. Figures come from the server (kept for offline); a customer made
 * on this device and not yet sent has none yet.
 */
export function CrmDetails({
  row,
  others,
  onClose,
  onMerged,
}: {
  row: LocalRow;
  /** Every customer on the device: the merge picker offers the others. */
  others: readonly LocalRow[];
  onClose: () => void;
  /** After a merge or a loyalty change, so the list's figures are read again. */
  onMerged: () => void;
}) {
  const { t, i18n } = useTranslation('people-crm');
  const lang = i18n.language;
  const texts = useEntityTexts('crmCustomers');
  const lookups = useLookups(['locations']);
  const canWrite = mayWrite(useGrant(), crm);
  const money = useActiveMoney();
  const [editing, setEditing] = useState(false);
  const read = useCrmDetail(row.id);
  const detail = read.data;
  const stats = detail?.stats;
  // Spend is told in the customer's main currency, which may not be the screen's.
  const spendMoney =
    stats?.currency && stats.currency !== money.currency
      ? moneyFormat(money.lang, stats.currency, money.decimals)
      : money;
  const count = numberFormat(lang);
  const when = (iso: string | null | undefined) =>
    iso ? dateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(iso)) : '—';
  const changed = () => {
    read.refetch();
    onMerged();
  };
  const tags = (row.tags as string[] | undefined) ?? [];

  if (editing) {
    return (
      <EntityForm
        config={crmEntity}
        def={crm}
        row={row}
        readOnly={!canWrite}
        texts={texts}
        lookups={lookups}
        onClose={() => setEditing(false)}
      />
    );
  }
  return (
    <Drawer
      opened
      onClose={onClose}
      position={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size="lg"
      title={<Text fw={700}>{String(row.name)}</Text>}
    >
      <Stack gap="md" data-testid="crm-details">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Stack gap={2}>
            {row.phone ? <Text dir="ltr">{String(row.phone)}</Text> : null}
            {row.email ? <Text dir="ltr">{String(row.email)}</Text> : null}
            <Group gap={4}>
              {tags.map((tag) => (
                <Badge key={tag} variant="light" size="sm">
                  {tag}
                </Badge>
              ))}
              <Badge variant="outline" color={row.marketing_consent ? 'teal' : 'gray'} size="sm">
                {row.marketing_consent ? t('consent.yes') : t('consent.no')}
              </Badge>
            </Group>
          </Stack>
          {canWrite ? (
            <Button
              variant="light"
              leftSection={<IconPencil size={16} />}
              onClick={() => setEditing(true)}
              data-testid="crm-edit"
            >
              {t('details.edit')}
            </Button>
          ) : null}
        </Group>

        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Figure
            label={t('stats.visits')}
            value={count.format(stats?.visits ?? 0)}
            testId="crm-visits"
          />
          <Figure
            label={t('stats.spend')}
            value={spendMoney.format(stats?.spend ?? 0)}
            testId="crm-spend"
          />
          <Figure
            label={t('stats.averageTicket')}
            value={spendMoney.format(stats?.average_ticket ?? 0)}
            testId="crm-average"
          />
          <Figure
            label={t('stats.lastVisit')}
            value={when(stats?.last_visit)}
            testId="crm-last-visit"
          />
        </SimpleGrid>
        {read.error && !detail ? (
          <Text size="sm" c="dimmed">
            {t('details.notOnServer')}
          </Text>
        ) : (
          <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
        )}

        <RecentInvoices invoices={detail?.recent_invoices ?? []} money={money} />
        <LoyaltyForm
          customerId={row.id}
          balance={stats?.loyalty_points ?? 0}
          entries={detail?.loyalty ?? []}
          canWrite={canWrite}
          onChanged={changed}
        />
        {canWrite ? (
          <MergeForm
            kept={row}
            others={others}
            onMerged={() => {
              changed();
            }}
          />
        ) : null}
      </Stack>
    </Drawer>
  );
}
