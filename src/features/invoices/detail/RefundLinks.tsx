import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconReceiptRefund } from '@tabler/icons-react';
import type { InvoiceDetail } from '@contract/sales';
import { useTranslation } from 'react-i18next';
import { InvoiceBadges } from '../InvoiceBadges';
import { InvoiceLink } from '@/components/reports/InvoiceLink';
import type { LocationFormat } from '../useLocationFormat';

interface RefundLinksProps {
  invoice: InvoiceDetail;
  format: LocationFormat;
}

/** A refund links to the sale it gives back; a sale lists its refunds. Each opens that invoice. */
export function RefundLinks({ invoice, format }: RefundLinksProps) {
  const { t } = useTranslation('invoices');
  const sale = invoice.refunds_invoice;
  return (
    <>
      {invoice.kind === 'refund' ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconArrowBackUp size={18} />}
          title={t('refunds.refundTitle')}
          data-testid="refund-of"
        >
          {sale ? (
            <Text size="sm">
              {t('refunds.refundOf')}{' '}
              <InvoiceLink invoiceId={sale.id} fw={600} data-testid="refund-of-link">
                <bdi>{sale.number}</bdi>
              </InvoiceLink>{' '}
              <Text span size="sm" c="dimmed">
                ({format.time(sale.created_at)} · {format.money.format(sale.totals.due)})
              </Text>
            </Text>
          ) : (
            <Text size="sm">{t('refunds.saleUnknown')}</Text>
          )}
        </Alert>
      ) : null}
      {invoice.refunded_by.length > 0 ? (
        <Card withBorder radius="md" p="md" data-testid="refunded-by">
          <Group gap="xs" mb="sm">
            <IconReceiptRefund size={18} />
            <Title order={3} size="h4">
              {t('refunds.refundedBy', { count: invoice.refunded_by.length })}
            </Title>
          </Group>
          <Stack gap={6}>
            {invoice.refunded_by.map((refund) => (
              <Group key={refund.id} justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <InvoiceLink
                    invoiceId={refund.id}
                    fw={600}
                    size="sm"
                    data-testid="refunded-by-link"
                  >
                    <bdi>{refund.number}</bdi>
                  </InvoiceLink>
                  <Text size="xs" c="dimmed">
                    {format.time(refund.created_at)}
                  </Text>
                </Stack>
                <Stack gap={2} align="flex-end">
                  <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {format.money.format(refund.totals.due)}
                  </Text>
                  <InvoiceBadges status={refund.status} kind="sale" />
                </Stack>
              </Group>
            ))}
          </Stack>
        </Card>
      ) : null}
    </>
  );
}
