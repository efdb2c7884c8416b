import { IconSunHigh } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { TodayScreen } from '@/features/dashboard/today/TodayScreen';
import { todaySearch } from '@/features/dashboard/today/todaySearch';
import { loadedComponent } from '@/shared/loadedComponent';

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

/**
 * The menu's count, loaded once the menu shows: the routes' menu entries load with the app, the
 * sign-in page included, and the count reads the device's outbox (Dexie), which a signed-out page
 * has no use for. Code that cannot load leaves the number out, never the screen.
 */
const TodayNavCount = loadedComponent(() =>
  import('@/features/dashboard/today/TodayNavCount').then((m) => m.TodayNavCount),
);

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
