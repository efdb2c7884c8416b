import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WorkOrderStatus } from '@contract/workOrders';

const colors: Record<WorkOrderStatus, string> = {
  planned: 'blue',
  confirmed: 'teal',
  cancelled: 'gray',
};

export function StatusBadge({ status }: { status: WorkOrderStatus }) {
  const { t } = useTranslation('production');
  return (
    <Badge color={colors[status]} variant="light" data-testid="work-order-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
