import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useToday } from './data/useToday';

/** The number beside "Today" in the menu: everything that waits, nothing when nothing does. */
export function TodayNavCount() {
  const { t } = useTranslation('today');
  const { total, counts } = useToday();
  if (total === 0) return null;
  const late = counts.some(
    ([kind]) => kind === 'changes_refused' || kind === 'count_entries_refused',
  );
  return (
    <Badge
      size="sm"
      circle={total < 10}
      color={late ? 'red' : 'blue'}
      aria-label={t('navCount', { count: total })}
      data-testid="today-nav-count"
    >
      {total > 99 ? '99+' : total}
    </Badge>
  );
}
