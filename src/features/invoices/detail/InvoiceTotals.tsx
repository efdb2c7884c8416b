import { Card, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { InvoiceDetail } from '@contract/sales';
import { useTranslation } from 'react-i18next';
import type { InvoiceNames } from '../data/useInvoiceNames';
import type { LocationFormat } from '../useLocationFormat';
import classes from './detail.module.css';

interface InvoiceTotalsProps {
  invoice: InvoiceDetail;
  names: InvoiceNames;
  format: LocationFormat;
}

/** The invoice's totals as the server stored them, and how it was paid (tips on top). */
export function InvoiceTotals({ invoice, names, format }: InvoiceTotalsProps) {
  const { t } = useTranslation('invoices');
  const money = format.money.format;
  const { totals } = invoice;
  const rows: Array<{ key: string; amount: string; strong?: boolean; hint?: boolean }> = [
    { key: 'gross', amount: money(totals.gross) },
    ...(totals.discounts ? [{ key: 'discounts', amount: `−${money(totals.discounts)}` }] : []),
    ...(totals.complimentary
      ? [{ key: 'complimentary', amount: `−${money(totals.complimentary)}` }]
      : []),
    { key: 'tax', amount: money(totals.tax) },
    ...(totals.vat ? [{ key: 'vat', amount: money(totals.vat), hint: true }] : []),
    { key: 'due', amount: money(totals.due), strong: true },
    { key: 'paid', amount: money(totals.paid) },
    ...(totals.tips ? [{ key: 'tips', amount: money(totals.tips) }] : []),
  ];
  return (
    <Card withBorder radius="md" p="md" data-testid="invoice-totals">
      <Title order={3} size="h4" mb="sm">
        {t('detail.totals')}
      </Title>
      <Stack gap={6}>
        {rows.map((row) => (
          <Group
            key={row.key}
            justify="space-between"
            wrap="nowrap"
            ps={row.hint ? 'md' : 0}
            data-testid={`total-${row.key}`}
          >
            <Text
              size={row.hint ? 'xs' : 'sm'}
              c={row.hint ? 'dimmed' : undefined}
              fw={row.strong ? 700 : 400}
            >
              {t(`totals.${row.key}`)}
            </Text>
            <Text
              size={row.hint ? 'xs' : 'sm'}
              c={row.hint ? 'dimmed' : undefined}
              fw={row.strong ? 700 : 500}
              className={classes.amount}
            >
              {row.amount}
            </Text>
          </Group>
        ))}
      </Stack>
      <Divider my="md" />
      <Title order={4} size="h5" mb="xs">
        {t('detail.payments')}
      </Title>
      {invoice.payments.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-payments">
          {t('payments.none')}
        </Text>
      ) : (
        <Table verticalSpacing={4} className={classes.table} data-testid="invoice-payments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payments.method')}</Table.Th>
              <Table.Th ta="end">{t('payments.amount')}</Table.Th>
              <Table.Th ta="end">{t('payments.tip')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.payments.map((p, i) => (
              <Table.Tr key={`${p.payment_method_id}-${i}`} data-testid="invoice-payment">
                <Table.Td>
                  {names.paymentMethod(p.payment_method_id) ?? t('payments.unknown')}
                </Table.Td>
                <Table.Td ta="end" className={classes.amount}>
                  {money(p.amount)}
                </Table.Td>
                <Table.Td ta="end" className={classes.amount}>
                  {p.tip ? money(p.tip) : '–'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
