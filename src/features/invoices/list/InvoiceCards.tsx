import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InvoiceBadges } from '../InvoiceBadges';
import { InvoiceLink } from '@/components/reports/InvoiceLink';
import classes from './invoiceList.module.css';
import { dateAndTime, openUnlessLink, timeOnly, type InvoiceRowsProps } from './InvoiceTable';

/** The invoices as cards, on phones: number, status and total first, the rest under them. */
export function InvoiceCards({ rows, names, format, withDate, onOpen }: InvoiceRowsProps) {
  const { t } = useTranslation('invoices');
  return (
    <Stack gap="xs" data-testid="invoice-cards">
      {rows.map((row) => {
        const details = [
          names.channel(row.channel_id),
          names.orderType(row.order_type_id),
          names.cashier(row.cashier_id)
            ? t('list.byCashier', { name: names.cashier(row.cashier_id) })
            : null,
        ].filter(Boolean);
        return (
          <Card
            key={row.id}
            withBorder
            radius="md"
            p="sm"
            className={classes.row}
            onClick={openUnlessLink(() => onOpen(row.id))}
            data-testid="invoice-row"
            data-number={row.number}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <InvoiceLink invoiceId={row.id} fw={600} dir="ltr" truncate="end">
                {row.number}
              </InvoiceLink>
              <Text fw={700} className={classes.amount}>
                {format.money.format(row.totals.due)}
              </Text>
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="xs" mt={6}>
              <Text size="xs" c="dimmed" truncate="end">
                {[format.time(row.created_at, withDate ? dateAndTime : timeOnly), ...details].join(
                  ' · ',
                )}
              </Text>
              <InvoiceBadges status={row.status} kind={row.kind} />
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
