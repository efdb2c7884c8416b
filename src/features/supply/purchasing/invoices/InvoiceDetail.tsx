import { Alert, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import type { SupplierInvoiceStatus } from '@contract/purchasing';
import { useGrant } from '@/shared/access';
import { useActiveMoney } from '@/shared/location/useMoney';
import { PageHeader } from '@/components/PageHeader';
import { useAction } from '@/shared/useAction';
import { AsOf } from '@/components/reports/AsOf';
import { BackButton } from '../shared/BackButton';
import { Fact } from '../shared/Fact';
import { useFormats } from '../shared/formats';
import type { Purchasing } from '../data/lookups';
import {
  changeInvoice,
  useDocumentWriter,
  type LocalInvoice,
  type PurchasingWriter,
} from '../data/purchasingData';
import { useInvoiceDetail } from '../data/useInvoiceDetail';
import { InvoiceStatusBadge } from '../shared/StatusBadge';
import { useSearchPatch } from '../shared/useSearchPatch';
import type { OrderSearch } from '../orders/orderSearch';
import { MatchTable } from './MatchTable';

/** Where an invoice may go from each status (the server checks it again). */
const nextStatuses: Record<SupplierInvoiceStatus, SupplierInvoiceStatus[]> = {
  draft: ['approved', 'disputed', 'cancelled'],
  disputed: ['approved', 'draft', 'cancelled'],
  approved: ['paid'],
  paid: [],
  cancelled: [],
};

/**
 * One supplier invoice and its matching against the order (computed by the server: what was
 * ordered, received and invoiced, and the differences), approved with "accept differences" when
 * it differs.
 */
export function InvoiceDetail({
  invoiceId,
  purchasing,
}: {
  invoiceId: string;
  purchasing: Purchasing;
}) {
  const { t } = useTranslation('purchasing');
  const { invoice, pending, match } = useInvoiceDetail(invoiceId);
  const writer = useDocumentWriter();
  const grant = useGrant();
  const patch = useSearchPatch<OrderSearch>();
  const money = useActiveMoney();
  const f = useFormats();
  const [accept, setAccept] = useState(false);
  const change = useAction(
    async (w: PurchasingWriter, row: LocalInvoice, status: SupplierInvoiceStatus) => {
      await changeInvoice(w, row, {
        status,
        accept_differences: status === 'approved' && accept,
      });
      return status;
    },
    { failed: t('invoices.changeFailed'), done: (status) => t(`invoiceStatus.${status}`) },
  );
  const back = (
    <BackButton
      label={t('invoices.back')}
      onClick={() => patch({ invoice: undefined, view: 'invoices' })}
      data-testid="back-to-invoices"
    />
  );
  if (invoice === undefined) return null;
  if (invoice === null) {
    return (
      <>
        <PageHeader title={t('invoices.tab')} above={back} />
        <Alert color="orange" variant="light">
          {t('invoices.notHere')}
        </Alert>
      </>
    );
  }
  const matching = match.data?.matching;
  const differs = matching?.has_differences === true;
  const approver = grant !== null && can(grant, 'suppliers.approve');
  const writes = grant !== null && can(grant, 'suppliers.write');
  const allowed = nextStatuses[invoice.status].filter((s) =>
    s === 'approved' || s === 'paid' ? approver : writes,
  );
  const move = async (status: SupplierInvoiceStatus) => {
    if (writer) await change.run(writer, invoice, status);
  };
  return (
    <>
      <PageHeader
        above={back}
        title={t('invoices.detailTitle', {
          number: invoice.invoice_number || invoice.number || '—',
        })}
        description={purchasing.supplierName(invoice.supplier_id)}
        actions={allowed.map((s) => (
          <Button
            key={s}
            size="md"
            variant={s === 'approved' || s === 'paid' ? 'filled' : 'default'}
            color={s === 'cancelled' ? 'red' : s === 'disputed' ? 'orange' : undefined}
            disabled={s === 'approved' && (pending || !matching || (differs && !accept))}
            onClick={() => void move(s)}
            data-testid={`invoice-${s}`}
          >
            {t(`invoices.to.${s}`)}
          </Button>
        ))}
      />
      <Stack gap="md">
        <Card withBorder radius="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <Fact label={t('columns.status')}>
              <InvoiceStatusBadge status={invoice.status} />
            </Fact>
            <Fact label={t('columns.orderRef')}>{invoice.supplier_order_ref || '—'}</Fact>
            <Fact label={t('columns.invoiceDate')}>{f.date(invoice.invoice_date)}</Fact>
            <Fact label={t('columns.total')}>{money.format(invoice.total)}</Fact>
          </SimpleGrid>
        </Card>
        {pending ? (
          <Alert variant="light">{t('invoices.matchAfterSync')}</Alert>
        ) : (
          <Card withBorder radius="md" padding={0}>
            <Group justify="space-between" p="md" wrap="wrap">
              <Text fw={600}>{t('match.title')}</Text>
              <AsOf asOf={match.asOf} stale={match.stale} refreshing={match.refreshing} />
            </Group>
            {matching ? <MatchTable match={matching} purchasing={purchasing} /> : null}
            {differs && allowed.includes('approved') ? (
              <Checkbox
                m="md"
                color="orange"
                label={t('match.acceptDifferences')}
                checked={accept}
                onChange={(e) => setAccept(e.currentTarget.checked)}
                data-testid="accept-differences"
              />
            ) : null}
          </Card>
        )}
      </Stack>
    </>
  );
}
