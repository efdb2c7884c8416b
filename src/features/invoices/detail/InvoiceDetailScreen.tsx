import {
  Alert,
  Button,
  Grid,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  useDirection,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/errorMessage';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { useFilterOptions } from '../data/useFilterOptions';
import { useInvoiceDetail } from '../data/useInvoiceDetail';
import { InvoiceLink } from '@/components/reports/InvoiceLink';
import { useInvoiceNames } from '../data/useInvoiceNames';
import { useLocationFormat } from '../useLocationFormat';
import { InvoiceFacts } from './InvoiceFacts';
import { InvoiceLines } from './InvoiceLines';
import { InvoiceTotals } from './InvoiceTotals';
import { PayloadCard } from './PayloadCard';
import { RefundLinks } from './RefundLinks';
import { StatusHistory } from './StatusHistory';

/**
 * One invoice (`?invoice=<id>` on the list's path): its lines, totals and payments, its refunds or
 * the sale it refunds, its status history and its raw order. Readable offline once opened.
 */
export function InvoiceDetailScreen({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation(['invoices', 'reports']);
  const { dir } = useDirection();
  const detail = useInvoiceDetail(invoiceId);
  const invoice = detail.data?.id === invoiceId ? detail.data : undefined;
  const options = useFilterOptions(invoice?.location_id, Boolean(invoice));
  const names = useInvoiceNames(options.data);
  const format = useLocationFormat(invoice?.location_id ?? null);
  const Back = dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  const back = (
    <InvoiceLink invoiceId={null} size="sm" data-testid="invoice-back">
      <Group gap={4} wrap="nowrap" component="span">
        <Back size={14} />
        {t('detail.back')}
      </Group>
    </InvoiceLink>
  );

  if (!invoice) {
    const { missing } = detail;
    return (
      <>
        <PageHeader title={t('detail.loadingTitle')} above={back} />
        {detail.loading || (detail.refreshing && !detail.error) ? (
          <Group justify="center" p="xl">
            <Loader size="sm" />
          </Group>
        ) : (
          <Alert
            color={missing ? 'gray' : 'red'}
            variant="light"
            title={missing ? t('detail.notFound') : t('detail.error')}
            data-testid="invoice-detail-error"
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                {missing ? t('detail.notFoundHint') : errorMessage(detail.error, t)}
              </Text>
              {missing ? null : (
                <Button size="xs" variant="light" color="red" onClick={detail.refetch}>
                  {t('reports:retry')}
                </Button>
              )}
            </Group>
          </Alert>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        above={back}
        title={t('detail.title', { number: invoice.number })}
        description={[
          names.location(invoice.location_id),
          format.time(invoice.created_at, { dateStyle: 'full', timeStyle: 'short' }),
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={<AsOf asOf={detail.asOf} stale={detail.stale} refreshing={detail.refreshing} />}
      />
      <Grid gap="md" data-testid="invoice-detail" data-invoice={invoice.id}>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <RefundLinks invoice={invoice} format={format} />
            <InvoiceLines invoice={invoice} format={format} />
            <InvoiceTotals invoice={invoice} names={names} format={format} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 1 }} spacing="md" style={{ alignItems: 'start' }}>
            <InvoiceFacts invoice={invoice} names={names} format={format} />
            <StatusHistory invoice={invoice} names={names} format={format} />
          </SimpleGrid>
        </Grid.Col>
        <Grid.Col span={12}>
          <PayloadCard invoice={invoice} names={names} format={format} />
        </Grid.Col>
      </Grid>
    </>
  );
}
