import type { CallReply } from '@contract/call';
import { invoiceReportCalls } from '@contract/frameReportCalls';
import type { balanceReply } from '@contract/reports';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ReadState } from '@/components/reports/ReadState';
import { useCallRead } from '@/components/reports/useServerRead';
import type { ReportColumn, ReportDefinition } from '../frame/definition';
import { cellText } from '../frame/format';
import { withoutPaging } from '../frame/inMemory';
import { ReportScreen } from '../frame/ReportScreen';
import type { ReportSlot } from '../frame/slot';
import { figure } from './columns';
import classes from './reports.module.css';

type BalanceReply = z.infer<typeof balanceReply>;
type BalanceRow = BalanceReply['items'][number];
type LocationBalance = CallReply<typeof invoiceReportCalls.totalBalance>['items'][number];

/** `/dashboard/reporting/balance`: orders not fully paid, with what each still owes. */
export const balanceReport: ReportDefinition<BalanceRow, BalanceReply> = {
  slug: 'balance',
  title: 'reports.balance.title',
  description: 'reports.balance.description',
  call: () => invoiceReportCalls.balance,
  filters: [],
  columns: ({ all }) => {
    const columns: (ReportColumn<BalanceRow> | false)[] = [
      { key: 'number', label: 'columns.number', kind: 'text', sortable: true },
      { key: 'created_at', label: 'columns.created_at', kind: 'datetime', sortable: true },
      all && { key: 'location_id', label: 'columns.location_id', kind: 'ref', ref: 'locations' },
      { key: 'status', label: 'columns.status', kind: 'enum', values: 'status' },
      figure<BalanceRow>('total'),
      figure<BalanceRow>('paid'),
      figure<BalanceRow>('balance'),
    ];
    return columns.filter((c) => c !== false);
  },
  rowKey: (row) => row.id,
  defaultSort: { key: 'balance', dir: 'desc' },
  defaultPeriod: 'last_30_days',
  serverPaging: true,
  fileBase: 'balance-report',
};

const locationColumns: readonly ReportColumn<LocationBalance>[] = [
  { key: 'location_id', label: 'columns.location_id', kind: 'ref', ref: 'locations' },
  { key: 'invoices', label: 'columns.orders', kind: 'count' },
  { key: 'balance', label: 'columns.balance', kind: 'money' },
];

/**
 * What each location read is still owed over the period: a second read of the same period and
 * place, kept for offline use like the report itself.
 */
function LocationBalances({ slot }: { slot: ReportSlot<BalanceRow, BalanceReply> }) {
  const { t } = useTranslation('reporting');
  const { read, view, ctx } = slot;
  const totals = useCallRead(
    invoiceReportCalls.totalBalance,
    { query: { ...withoutPaging(read.query), sort: 'balance', dir: 'desc', limit: 100 } },
    { enabled: read.call !== null, day: read.query.from === undefined ? view.today : undefined },
  );
  const [location, invoices, balance] = locationColumns;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="balance-locations">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('balance.perLocation')}
        </Title>
        <ReadState read={totals} height={80}>
          {(reply) => (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
              {reply.items.map((row) => (
                <Card
                  key={row.location_id}
                  withBorder
                  radius="md"
                  padding="sm"
                  className={classes.figure}
                  data-testid="balance-location"
                >
                  <Stack gap={2}>
                    <Text size="sm" fw={500} truncate dir="auto">
                      {cellText(location!, row, ctx)}
                    </Text>
                    <Text className={classes.figureValue} data-testid="balance-location-amount">
                      {cellText(balance!, row, ctx)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('balance.orders', {
                        count: row.invoices,
                        n: cellText(invoices!, row, ctx),
                      })}
                    </Text>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </ReadState>
      </Stack>
    </Card>
  );
}

export function BalanceReportScreen() {
  return (
    <ReportScreen definition={balanceReport} summary={(slot) => <LocationBalances slot={slot} />} />
  );
}
