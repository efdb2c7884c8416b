import { Table, Text } from '@mantine/core';
import type { InvoiceRow } from '@contract/sales';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceBadges } from '../InvoiceBadges';
import { InvoiceLink } from '@/components/reports/InvoiceLink';
import type { InvoiceNames } from '../data/useInvoiceNames';
import type { LocationFormat } from '../useLocationFormat';
import classes from './invoiceList.module.css';

export interface InvoiceRowsProps {
  rows: readonly InvoiceRow[];
  names: InvoiceNames;
  format: LocationFormat;
  /** The period covers more than one day: times show their date too. */
  withDate: boolean;
  onOpen: (invoiceId: string) => void;
}

export const timeOnly = { timeStyle: 'short' } as const;
export const dateAndTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** A click anywhere on a row opens it; the number itself is a real link (new tab, keyboard). */
export const openUnlessLink = (open: () => void) => (event: MouseEvent) => {
  if (!(event.target as HTMLElement).closest('a')) open();
};

/** The invoices as a table, on tablets and desktops (it scrolls sideways when space runs out). */
export function InvoiceTable({ rows, names, format, withDate, onOpen }: InvoiceRowsProps) {
  const { t } = useTranslation('invoices');
  const dash = (
    <Text span c="dimmed">
      –
    </Text>
  );
  return (
    <Table.ScrollContainer minWidth={760} data-testid="invoice-table">
      <Table highlightOnHover verticalSpacing="xs" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.number')}</Table.Th>
            <Table.Th>{t('columns.time')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.channel')}</Table.Th>
            <Table.Th>{t('columns.orderType')}</Table.Th>
            <Table.Th>{t('columns.cashier')}</Table.Th>
            <Table.Th ta="end">{t('columns.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              className={classes.row}
              onClick={openUnlessLink(() => onOpen(row.id))}
              data-testid="invoice-row"
              data-number={row.number}
            >
              <Table.Td className={classes.nowrap}>
                <InvoiceLink invoiceId={row.id} fw={600} size="sm" dir="ltr">
                  {row.number}
                </InvoiceLink>
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                {format.time(row.created_at, withDate ? dateAndTime : timeOnly)}
              </Table.Td>
              <Table.Td>
                <InvoiceBadges status={row.status} kind={row.kind} />
              </Table.Td>
              <Table.Td>{names.channel(row.channel_id) ?? dash}</Table.Td>
              <Table.Td>{names.orderType(row.order_type_id) ?? dash}</Table.Td>
              <Table.Td>{names.cashier(row.cashier_id) ?? dash}</Table.Td>
              <Table.Td ta="end" className={classes.amount}>
                {format.money.format(row.totals.due)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
