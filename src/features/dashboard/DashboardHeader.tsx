import { Group } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { StillSegmentedControl } from '@/components/StillSegmentedControl';
import { PageHeader } from '@/components/PageHeader';
import { PeriodPicker } from '@/components/reports/PeriodPicker';
import type { Period } from '@/components/reports/periods';
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
          {canSeeAll ? (
            <StillSegmentedControl
              aria-label={t('reports:scope.label')}
              value={scope}
              onChange={(value) => onScopeChange(value as 'all' | 'location')}
              data={[
                { value: 'location', label: t('reports:scope.one') },
                { value: 'all', label: t('reports:scope.all') },
              ]}
              data-testid="dashboard-scope"
            />
          ) : null}
          <PeriodPicker value={period} today={today} onChange={onPeriodChange} />
        </Group>
      }
    />
  );
});
