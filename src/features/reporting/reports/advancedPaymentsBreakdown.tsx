import type { CallReply } from '@contract/call';
import { advancedPaymentCalls } from '@contract/frameReportCalls';
import { Card, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyFigures, ReadState } from '@/components/reports/ReadState';
import type { ReportColumn, ReportReply } from '../frame/definition';
import { pageInMemory } from '../frame/inMemory';
import { nextSort } from '../frame/reportSearch';
import { ReportTable } from '../frame/ReportTable';
import type { ReportSlot } from '../frame/slot';
import { useAdvancedRead } from './advancedPaymentsSummary';
import { figure } from './columns';

type BreakdownReply = CallReply<typeof advancedPaymentCalls.paymentBreakdown>;
type BreakdownRow = BreakdownReply['items'][number];

const columns: readonly ReportColumn<BreakdownRow>[] = [
  {
    key: 'payment_method_id',
    label: 'columns.payment_method_id',
    kind: 'ref',
    ref: 'paymentMethods',
    sortable: true,
  },
  {
    key: 'location_id',
    label: 'columns.location_id',
    kind: 'ref',
    ref: 'locations',
    sortable: true,
  },
  figure<BreakdownRow>('payments_count', 'count'),
  figure<BreakdownRow>('amount'),
  figure<BreakdownRow>('refunded'),
  figure<BreakdownRow>('net'),
  figure<BreakdownRow>('tips'),
];

/**
 * What each payment method took in at each location. The period's rows come at once (methods
 * times locations) and are sorted here, so a click on a header does not read again.
 */
export function PaymentBreakdown<Row, Reply extends ReportReply<Row>>({
  slot,
}: {
  slot: ReportSlot<Row, Reply>;
}) {
  const { t } = useTranslation('reporting');
  const breakdown = useAdvancedRead(slot, advancedPaymentCalls.paymentBreakdown, {
    sort: 'net',
    dir: 'desc',
  });
  const [sort, setSort] = useState<{ key: string; dir: 'asc' | 'desc' }>({
    key: 'net',
    dir: 'desc',
  });
  const items = breakdown.data?.items;
  const rows = useMemo(
    () =>
      items ? pageInMemory(items, { sort, page: 1, limit: Math.max(1, items.length) }).items : [],
    [items, sort],
  );
  const title = t('advanced.breakdown');
  return (
    <Card withBorder radius="md" padding="sm" data-testid="payments-breakdown">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <ReadState read={breakdown} height={160}>
          {(reply) =>
            reply.items.length === 0 ? (
              <EmptyFigures />
            ) : (
              <ReportTable
                caption={title}
                columns={columns}
                rows={rows}
                totals={reply.totals}
                rowKey={(row) => `${row.payment_method_id}:${row.location_id}`}
                ctx={slot.ctx}
                sort={sort}
                onSort={(key, firstDir) => setSort(nextSort(sort, key, firstDir))}
              />
            )
          }
        </ReadState>
      </Stack>
    </Card>
  );
}
