import { Group, SegmentedControl, Skeleton } from '@mantine/core';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { PageHeader } from '@/components/PageHeader';
import { PeriodPicker } from '@/components/reports/PeriodPicker';
import type { Period } from '@/components/reports/periods';
import classes from './dashboard.module.css';
import { datesText } from './periodText';

interface DashboardHeaderProps {
  period: Period;
  /** The active location's business date today. */
  today: string;
  scope: 'all' | 'location';
  /** The user may see more than one location. */
  canSeeAll: boolean;
  onPeriodChange: (period: Period) => void;
  onScopeChange: (scope: 'all' | 'location') => void;
}

/** The dashboard's title, what its figures cover (where, when), and the choices of both. */
export const DashboardHeader = memo(function DashboardHeader({
  period,
  today,
  scope,
  canSeeAll,
  onPeriodChange,
  onScopeChange,
}: DashboardHeaderProps) {
  const { t, i18n } = useTranslation(['dashboard', 'reports', 'shell']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const { location } = useActiveLocation();
  const place =
    scope === 'all'
      ? t('reports:scope.all')
      : location
        ? locationName(location, lang)
        : t('shell:location.own');
  const scopes = [
    { value: 'location', label: t('reports:scope.one') },
    { value: 'all', label: t('reports:scope.all') },
  ];
  // Mantine's segmented control measures where its pill goes as it mounts: in the commit that first
  // shows the dashboard, that measure lays the whole new page out inside the commit's task, the
  // longest of the start (Lighthouse's blocking time). The control comes one commit later, at a
  // lower priority; until then a placeholder of its size (its own labels, hidden) keeps its place,
  // so nothing under it moves.
  const withScope = useDeferredValue(true, false);
  return (
    <PageHeader
      title={t('dashboard:title')}
      description={
        <>
          <bdi data-testid="dashboard-location-name">{place}</bdi>
          {' · '}
          <span data-testid="dashboard-dates">{datesText(period.from, period.to, lang)}</span>
        </>
      }
      actions={
        <Group gap="xs" wrap="wrap">
          {canSeeAll && withScope ? (
            <SegmentedControl
              aria-label={t('reports:scope.label')}
              value={scope}
              onChange={(value) => onScopeChange(value as 'all' | 'location')}
              data={scopes}
              data-testid="dashboard-scope"
            />
          ) : canSeeAll ? (
            <Skeleton
              visible
              className={classes.scopePending}
              aria-hidden
              data-testid="dashboard-scope-pending"
            >
              {scopes.map(({ value, label }) => (
                <span key={value}>{label}</span>
              ))}
            </Skeleton>
          ) : null}
          <PeriodPicker value={period} today={today} onChange={onPeriodChange} />
        </Group>
      }
    />
  );
});
