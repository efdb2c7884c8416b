import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InvoiceLink } from '@/components/reports/InvoiceLink';
import { moneyFormat, type MoneyFormat } from '@/lib/money';
import { dateTimeFormat } from '@/lib/formats';
import type { CrmDetail } from './data/calls';

/** A customer's latest invoices, newest first, each a link to its detail. */
export function RecentInvoices({
  invoices,
  money,
}: {
  invoices: CrmDetail['recent_invoices'];
  money: MoneyFormat;
}) {
  const { t, i18n } = useTranslation('people-crm');
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap={6}>
      <Title order={4}>{t('invoices.title')}</Title>
      {invoices.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('invoices.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped data-testid="crm-invoices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.when')}</Table.Th>
                <Table.Th>{t('invoices.number')}</Table.Th>
                <Table.Th>{t('invoices.status')}</Table.Th>
                <Table.Th ta="end">{t('invoices.net')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>
                    <bdi>{format.format(new Date(invoice.created_at))}</bdi>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <InvoiceLink invoiceId={invoice.id} fromElsewhere dir="ltr">
                      {invoice.number}
                    </InvoiceLink>
                  </Table.Td>
                  <Table.Td>
                    {invoice.kind === 'refund'
                      ? t('invoices.refund')
                      : t(`invoices.statuses.${invoice.status}`, { defaultValue: invoice.status })}
                  </Table.Td>
                  <Table.Td ta="end">
                    {invoice.currency && invoice.currency !== money.currency
                      ? moneyFormat(money.lang, invoice.currency, money.decimals).format(
                          invoice.net,
                        )
                      : money.format(invoice.net)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
