import { Badge, Card, Divider, Stack, Text, Title } from '@mantine/core';
import { Fragment, memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadBody } from '@/components/reports/useServerRead';
import type { DashboardInvoice, LatestTransactions } from './data/dashboardReads';
import { InvoiceLink } from '@/components/reports/InvoiceLink';
import { ReadState } from '@/components/reports/ReadState';
import type { DashboardMoney } from './useDashboardMoney';
import type { LocationLookup } from './data/useLocationLookup';
import classes from './dashboard.module.css';

/** Colours of an invoice's status where it is not simply a completed sale. */
export const statusColor: Record<string, string> = {
  pending: 'yellow',
  preparing: 'blue',
  ready: 'teal',
  void: 'gray',
};

interface InvoiceLineProps {
  invoice: DashboardInvoice;
  money: DashboardMoney;
  places: LocationLookup;
  /** Name the store (rows of several locations). */
  withPlace: boolean;
  /** What the second line starts with (the time of the sale, how long an order has waited). */
  when: string;
}

/**
 * One invoice as the dashboard lists it: number, status, when, where, how paid, and its total. Plain
 * elements with the dashboard's classes, not Mantine's Group, Stack and Text: a list of them renders
 * with every dashboard, and those were ten components a line.
 */
export function InvoiceLine({ invoice, money, places, withPlace, when }: InvoiceLineProps) {
  const { t } = useTranslation('dashboard');
  const refund = invoice.kind === 'refund';
  // A Deliveroo order paid through Deliveroo names Deliveroo once.
  const paid = invoice.payment_methods.filter((method) => method !== invoice.channel);
  const details = [
    when,
    withPlace ? places.name(invoice.location_id) : null,
    invoice.channel,
    paid.join(', ') || null,
  ].filter(Boolean);
  return (
    <div className={classes.invoiceLine} data-testid="invoice-line">
      <div className={classes.invoiceText}>
        <div className={classes.invoiceHead}>
          <InvoiceLink
            invoiceId={invoice.id}
            fromElsewhere
            fw={600}
            size="sm"
            data-testid="invoice-link"
          >
            <bdi>{invoice.number}</bdi>
          </InvoiceLink>
          {refund ? (
            <Badge size="xs" color="red" variant="light" radius="sm">
              {t('invoices.refund')}
            </Badge>
          ) : null}
          {invoice.status !== 'completed' ? (
            <Badge
              size="xs"
              color={statusColor[invoice.status] ?? 'gray'}
              variant="light"
              radius="sm"
            >
              {t(`invoices.status.${invoice.status}`)}
            </Badge>
          ) : null}
        </div>
        <p className={classes.invoiceDetails}>{details.join(' · ')}</p>
      </div>
      <p className={classes.invoiceTotal} data-refund={refund || undefined}>
        {money.formatIn(refund ? -invoice.total : invoice.total, invoice.currency)}
      </p>
    </div>
  );
}

interface LatestTransactionsCardProps {
  read: ReadBody<LatestTransactions>;
  money: DashboardMoney;
  places: LocationLookup;
  withPlace: boolean;
  /** The dashboard shows a period other than today: the card says it does not follow it. */
  otherPeriod: boolean;
}

/**
 * The newest invoices, whatever their date, each a link to its detail. With another period than
 * today chosen, it says that it lists the newest sales and dates every line, so today's sales are
 * not read as the period's.
 */
export const LatestTransactionsCard = memo(function LatestTransactionsCard({
  read,
  money,
  places,
  withPlace,
  otherPeriod,
}: LatestTransactionsCardProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Card withBorder radius="md" padding="md" h="100%" data-testid="latest-transactions">
      <Title order={3} size="h4" mb={otherPeriod ? 2 : 'sm'}>
        {t('invoices.latestTitle')}
      </Title>
      {otherPeriod ? (
        <Text size="xs" c="dimmed" mb="sm" data-testid="latest-any-period">
          {t('invoices.latestAnyPeriod')}
        </Text>
      ) : null}
      <ReadState read={read} height={240}>
        {(reply) =>
          reply.data.length === 0 ? (
            <Text size="sm" c="dimmed" py="lg" ta="center">
              {t('invoices.none')}
            </Text>
          ) : (
            <Stack gap={8}>
              {reply.data.map((invoice, i) => (
                <Fragment key={invoice.id}>
                  {i > 0 ? <Divider /> : null}
                  <InvoiceLine
                    invoice={invoice}
                    money={money}
                    places={places}
                    withPlace={withPlace}
                    when={places.localTime(invoice.location_id, invoice.created_at, otherPeriod)}
                  />
                </Fragment>
              ))}
            </Stack>
          )
        }
      </ReadState>
    </Card>
  );
});
