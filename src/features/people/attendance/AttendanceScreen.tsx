import { SegmentedControl, Stack } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { attendanceSearch, type AttendanceSearch } from './attendanceView';
import { MonthPanel } from './MonthPanel';
import { TodayPanel } from './TodayPanel';

/**
 * `/dashboard/attendence` (SPEC's spelling): today at the active location (who is in, since when,
 * late or not, who left) and one person's month (days, hours, late arrivals, overtime), with
 * corrections and an .xlsx export. Both are server reads kept on the device, so they open offline
 * with their "as of" time.
 */
export function AttendanceScreen() {
  const { t } = useTranslation('people-attendance');
  const search = attendanceSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const choose = (patch: Partial<AttendanceSearch>) =>
    void navigate({ to: '.', search: (prev) => ({ ...prev, ...patch }), replace: true });
  const view = search.view ?? 'today';

  return (
    <Stack gap="md" data-testid="attendance-screen">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <SegmentedControl
            value={view}
            onChange={(value) => choose({ view: value as AttendanceSearch['view'] })}
            data={[
              { value: 'today', label: t('views.today') },
              { value: 'month', label: t('views.month') },
            ]}
            data-testid="attendance-view"
          />
        }
      />
      {view === 'today' ? (
        <TodayPanel onOpenMonth={(user) => choose({ view: 'month', user })} />
      ) : (
        <MonthPanel
          userId={search.user ?? null}
          month={search.month ?? null}
          onChange={(patch) => choose(patch)}
        />
      )}
    </Stack>
  );
}
