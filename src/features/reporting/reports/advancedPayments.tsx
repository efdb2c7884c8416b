import type { paymentTransactionsReply } from '@contract/reports';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAction } from '@/shared/useAction';
import { advancedPaymentCalls } from '@contract/frameReportCalls';
import type { ReportColumn, ReportDefinition } from '../frame/definition';
import { ReportScreen } from '../frame/ReportScreen';
import type { ReportSlot } from '../frame/slot';
import { PaymentBreakdown } from './advancedPaymentsBreakdown';
import { PaymentCategoriesPie, PaymentDaysChart } from './advancedPaymentsCharts';
import { useServerExport } from '../data/useServerExport';
import { isUnreachable } from '../data/reportErrors';
import { PaymentSummaryCards } from './advancedPaymentsSummary';
import { figure } from './columns';

type TransactionsReply = z.infer<typeof paymentTransactionsReply>;
type TransactionRow = TransactionsReply['items'][number];
type Slot = ReportSlot<TransactionRow, TransactionsReply>;

/**
 * `/dashboard/reporting/advanced-payment-report`: the period's payments in detail; its table is
 * every payment, one row each. A refund's amount and tip are negative (money paid back), so the
 * rows add up to the period's net.
 */
export const advancedPaymentReport: ReportDefinition<TransactionRow, TransactionsReply> = {
  slug: 'advanced-payment-report',
  title: 'reports.advanced-payment-report.title',
  description: 'reports.advanced-payment-report.description',
  call: () => advancedPaymentCalls.transactions,
  filters: ['payment_method_id'],
  columns: ({ all }) => {
    const columns: (ReportColumn<TransactionRow> | false)[] = [
      { key: 'number', label: 'columns.number', kind: 'text', sortable: true },
      { key: 'created_at', label: 'columns.created_at', kind: 'datetime', sortable: true },
      all && { key: 'location_id', label: 'columns.location_id', kind: 'ref', ref: 'locations' },
      { key: 'kind', label: 'columns.kind', kind: 'enum', values: 'kind' },
      {
        key: 'payment_method_id',
        label: 'columns.payment_method_id',
        kind: 'ref',
        ref: 'paymentMethods',
      },
      { key: 'amount', label: 'columns.payment_amount', kind: 'money', sortable: true },
      figure<TransactionRow>('tip'),
    ];
    return columns.filter((c) => c !== false);
  },
  rowKey: (row) => `${row.invoice_id}:${row.payment_method_id}:${row.kind}:${row.amount}`,
  defaultSort: { key: 'created_at', dir: 'desc' },
  defaultPeriod: 'last_7_days',
  serverPaging: true,
  fileBase: 'advanced-payments-table',
};

/** Asks the server for the period's payments as .xlsx, in the screen's language. */
function ServerExport({ slot }: { slot: Slot }) {
  const { t, i18n } = useTranslation('reporting');
  const exportOnServer = useServerExport();
  const exporting = useAction(exportOnServer, {
    failed: t('advanced.exportFailed'),
    done: (name) => t('advanced.exported', { name }),
    why: (error) => (isUnreachable(error) ? t('advanced.exportOffline') : null),
  });
  return (
    <Button
      variant="light"
      leftSection={<IconCloudDownload size={16} />}
      loading={exporting.busy}
      disabled={slot.read.call === null}
      onClick={() => void exporting.run(slot.read.query, i18n.resolvedLanguage ?? 'en')}
      data-testid="server-export"
    >
      {t('advanced.export')}
    </Button>
  );
}

export function AdvancedPaymentReportScreen() {
  return (
    <ReportScreen
      definition={advancedPaymentReport}
      summary={(slot) => (
        <Stack gap="md">
          <Group justify="flex-end">
            <ServerExport slot={slot} />
          </Group>
          <PaymentSummaryCards slot={slot} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <PaymentCategoriesPie slot={slot} />
            <PaymentDaysChart slot={slot} />
          </SimpleGrid>
          <PaymentBreakdown slot={slot} />
        </Stack>
      )}
    />
  );
}
