import { IconSunHigh } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { TodayNavCount } from '@/features/dashboard/today/TodayNavCount';
import { TodayScreen } from '@/features/dashboard/today/TodayScreen';
import { todaySearch } from '@/features/dashboard/today/todaySearch';

function TodayRoute() {
  const { kind } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TodayScreen
      kind={kind}
      onKindChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, kind: next }), replace: true })
      }
    />
  );
}

/** `/dashboard/today`: what waits for the signed-in user today (issue 26). */
export const Route = createFileRoute('/dashboard/today')({
  staticData: {
    namespaces: ['today', 'reports'],
    nav: {
      section: 'dashboard',
      labelKey: 'today:nav',
      icon: IconSunHigh,
      area: 'dashboard',
      order: 1,
      count: TodayNavCount,
    },
  },
  validateSearch: todaySearch,
  component: TodayRoute,
});
