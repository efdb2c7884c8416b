import { Card, DataList, Text, Title } from '@mantine/core';
import type { InvoiceDetail } from '@contract/sales';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/lib/formats';
import { InvoiceBadges } from '../InvoiceBadges';
import type { InvoiceNames } from '../data/useInvoiceNames';
import type { LocationFormat } from '../useLocationFormat';

interface InvoiceFactsProps {
  invoice: InvoiceDetail;
  names: InvoiceNames;
  format: LocationFormat;
}

/** Where, when, how and by whom the sale was made. */
export function InvoiceFacts({ invoice, names, format }: InvoiceFactsProps) {
  const { t } = useTranslation('invoices');
  const facts: Array<[string, ReactNode]> = [
    ['number', <bdi key="n">{invoice.number}</bdi>],
    ['status', <InvoiceBadges key="s" status={invoice.status} kind={invoice.kind} />],
    ['time', format.time(invoice.created_at, { dateStyle: 'medium', timeStyle: 'medium' })],
    ['businessDate', format.date(invoice.business_date)],
    ['location', names.location(invoice.location_id)],
    ['channel', names.channel(invoice.channel_id)],
    ['orderType', names.orderType(invoice.order_type_id)],
    ['table', names.table(invoice.table_id)],
    ['cashier', names.cashier(invoice.cashier_id)],
    ['guests', invoice.guests === null ? null : numberFormat(format.lang).format(invoice.guests)],
    ['otterId', invoice.otter_id ? <bdi key="o">{invoice.otter_id}</bdi> : null],
  ];
  return (
    <Card withBorder radius="md" p="md" data-testid="invoice-facts">
      <Title order={3} size="h4" mb="sm">
        {t('detail.facts')}
      </Title>
      <DataList size="sm" gap={8} labelWidth="8.5rem" withDivider>
        {facts
          .filter(([, value]) => value !== null && value !== '')
          .map(([key, value]) => (
            <DataList.Item key={key} data-testid={`fact-${key}`}>
              <DataList.ItemLabel>
                <Text span size="sm" c="dimmed">
                  {t(`detail.fields.${key}`)}
                </Text>
              </DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
      </DataList>
    </Card>
  );
}
