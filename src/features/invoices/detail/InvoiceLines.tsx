import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { InvoiceDetail } from '@contract/sales';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/lib/formats';
import type { LocationFormat } from '../useLocationFormat';
import classes from './detail.module.css';
import { ComplimentaryBadge, LineItems } from './LineItems';

interface InvoiceLinesProps {
  invoice: InvoiceDetail;
  format: LocationFormat;
}

/**
 * What was sold: each line with its extras, discount and tax, complimentary lines marked. The
 * amount is the line's value as the server stored it (quantity x price and extras, tax excluded).
 */
export function InvoiceLines({ invoice, format }: InvoiceLinesProps) {
  const { t } = useTranslation('invoices');
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Card withBorder radius="md" p="md" data-testid="invoice-lines">
      <Title order={3} size="h4" mb="sm">
        {t('detail.lines', { count: invoice.lines.length })}
      </Title>
      {phone ? (
        <LineItems invoice={invoice} format={format} />
      ) : (
        <LinesTable invoice={invoice} format={format} />
      )}
    </Card>
  );
}

/** The lines as a table, on tablets and desktops. */
function LinesTable({ invoice, format }: InvoiceLinesProps) {
  const { t } = useTranslation('invoices');
  const qty = numberFormat(format.lang, { maximumFractionDigits: 3 });
  const money = format.money.format;
  const none = (
    <Text span c="dimmed">
      –
    </Text>
  );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lines.item')}</Table.Th>
            <Table.Th ta="end" className={classes.nowrap}>
              {t('lines.quantity')}
            </Table.Th>
            <Table.Th ta="end" className={classes.nowrap}>
              {t('lines.unitPrice')}
            </Table.Th>
            <Table.Th ta="end" className={classes.nowrap}>
              {t('lines.discount')}
            </Table.Th>
            <Table.Th ta="end" className={classes.nowrap}>
              {t('lines.tax')}
            </Table.Th>
            <Table.Th ta="end" className={classes.nowrap}>
              {t('lines.amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((line) => (
            <Table.Tr
              key={line.line_no}
              data-testid="invoice-line"
              data-complimentary={line.is_complimentary || undefined}
            >
              <Table.Td>
                <Stack gap={2}>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" fw={500}>
                      {line.name}
                    </Text>
                    {line.is_complimentary ? <ComplimentaryBadge /> : null}
                  </Group>
                  {line.modifiers.map((m) => (
                    <Text
                      key={m.modifier_item_id}
                      size="xs"
                      c="dimmed"
                      data-testid="invoice-modifier"
                    >
                      {t('lines.modifier', {
                        name: m.name,
                        quantity: qty.format(m.quantity),
                        price: money(m.unit_price),
                      })}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td ta="end" className={classes.amount}>
                {qty.format(line.quantity)}
              </Table.Td>
              <Table.Td ta="end" className={classes.amount}>
                {money(line.unit_price)}
              </Table.Td>
              <Table.Td ta="end" className={classes.amount}>
                {line.discount > 0 ? `−${money(line.discount)}` : none}
              </Table.Td>
              <Table.Td ta="end" className={classes.amount}>
                {money(line.tax)}
                {line.vat > 0 && line.vat !== line.tax ? (
                  <Text size="xs" c="dimmed">
                    {t('lines.vat', { amount: money(line.vat) })}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td
                ta="end"
                className={classes.amount}
                td={line.is_complimentary ? 'line-through' : undefined}
              >
                {money(line.gross)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
