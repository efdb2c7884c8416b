import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderRequestStatus, TransferStatus } from '@contract/transfers';

const requestColors: Record<OrderRequestStatus, string> = {
  pending: 'yellow',
  accepted: 'blue',
  sent: 'violet',
  completed: 'green',
  declined: 'red',
  cancelled: 'gray',
};

const transferColors: Record<TransferStatus, string> = {
  draft: 'gray',
  sent: 'violet',
  received: 'green',
  cancelled: 'red',
};

export function RequestStatusBadge({ status }: { status: OrderRequestStatus }) {
  const { t } = useTranslation('transfers');
  return (
    <Badge color={requestColors[status]} variant="light" data-testid="request-status">
      {t(`requestStatus.${status}`)}
    </Badge>
  );
}

/** A sent transfer is "in transit": the stock has left and not yet arrived. */
export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  const { t } = useTranslation('transfers');
  return (
    <Badge
      color={transferColors[status]}
      variant={status === 'sent' ? 'filled' : 'light'}
      data-testid="transfer-status"
    >
      {t(`transferStatus.${status}`)}
    </Badge>
  );
}
