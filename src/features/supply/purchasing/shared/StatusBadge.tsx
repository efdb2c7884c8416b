import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SupplierInvoiceStatus, SupplierOrderStatus } from '@contract/purchasing';

const orderColors: Record<SupplierOrderStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  accepted: 'indigo',
  declined: 'red',
  partly_received: 'yellow',
  received: 'teal',
  closed: 'dark',
  cancelled: 'gray',
};

const invoiceColors: Record<SupplierInvoiceStatus, string> = {
  draft: 'gray',
  approved: 'teal',
  disputed: 'orange',
  paid: 'green',
  cancelled: 'gray',
};

export function OrderStatusBadge({ status }: { status: SupplierOrderStatus }) {
  const { t } = useTranslation('purchasing');
  return (
    <Badge color={orderColors[status]} variant="light" data-testid="order-status">
      {t(`orderStatus.${status}`)}
    </Badge>
  );
}

export function InvoiceStatusBadge({ status }: { status: SupplierInvoiceStatus }) {
  const { t } = useTranslation('purchasing');
  return (
    <Badge color={invoiceColors[status]} variant="light" data-testid="invoice-status">
      {t(`invoiceStatus.${status}`)}
    </Badge>
  );
}
