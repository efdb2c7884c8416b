import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CountStatus } from '@contract/counts';

const colors: Record<CountStatus, string> = {
  counting: 'blue',
  submitted: 'yellow',
  approved: 'green',
  sent_back: 'orange',
};

export function CountStatusBadge({ status }: { status: CountStatus }) {
  const { t } = useTranslation('counts');
  return (
    <Badge color={colors[status]} variant="light" data-testid="count-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
