import { Badge, Group } from '@mantine/core';
import type { InvoiceStatus } from '@contract/sales';
import { useTranslation } from 'react-i18next';
import type { InvoiceKind } from './invoiceSearch';

const statusColors: Record<InvoiceStatus, string> = {
  completed: 'green',
  pending: 'yellow',
  preparing: 'blue',
  ready: 'cyan',
  void: 'gray',
};

/** An invoice's status, and "Refund" when it gives back a sale. */
export function InvoiceBadges({ status, kind }: { status: InvoiceStatus; kind: InvoiceKind }) {
  const { t } = useTranslation('invoices');
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
      <Badge
        size="sm"
        variant="light"
        color={statusColors[status]}
        data-testid="invoice-status"
        data-status={status}
      >
        {t(`status.${status}`)}
      </Badge>
      {kind === 'refund' ? (
        <Badge size="sm" variant="light" color="orange" data-testid="invoice-refund-badge">
          {t('kind.refund')}
        </Badge>
      ) : null}
    </Group>
  );
}
