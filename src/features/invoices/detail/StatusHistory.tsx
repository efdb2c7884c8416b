import { Card, Text, Timeline, Title } from '@mantine/core';
import type { InvoiceDetail } from '@contract/sales';
import { useTranslation } from 'react-i18next';
import type { InvoiceNames } from '../data/useInvoiceNames';
import type { LocationFormat } from '../useLocationFormat';

interface StatusHistoryProps {
  invoice: InvoiceDetail;
  names: InvoiceNames;
  format: LocationFormat;
}

/** Each status the order went through, when (on the location's clock) and by whom. */
export function StatusHistory({ invoice, names, format }: StatusHistoryProps) {
  const { t } = useTranslation('invoices');
  const history = invoice.status_history;
  return (
    <Card withBorder radius="md" p="md" data-testid="status-history">
      <Title order={3} size="h4" mb="sm">
        {t('detail.history')}
      </Title>
      <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
        {history.map((change, i) => {
          const by = names.cashier(change.by);
          return (
            <Timeline.Item
              key={`${change.status}-${i}`}
              title={t(`status.${change.status}`)}
              data-testid="status-change"
            >
              <Text size="xs" c="dimmed">
                {format.time(change.at, { dateStyle: 'medium', timeStyle: 'medium' })}
                {by ? ` · ${t('list.byCashier', { name: by })}` : ''}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Card>
  );
}
