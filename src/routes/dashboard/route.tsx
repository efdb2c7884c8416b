import { createFileRoute, Outlet, redirect, retainSearchParams } from '@tanstack/react-router';
import { AppLayout } from '@/app/shell/AppLayout';
import { useSignedInGuard } from '@/app/shell/useSignedInGuard';
import { locationParam } from '@/app/routing/searchParams';
import { DatesLocale } from '@/app/theme/DatesLocale';

/** `loc` picks the active location (SPEC section 4); see `locationParam`. */
const dashboardSearch = (search: Record<string, unknown>): { loc?: string | number } => ({
  loc: locationParam(search.loc),
});

export const Route = createFileRoute('/dashboard')({
  validateSearch: dashboardSearch,
  search: { middlewares: [retainSearchParams(['loc'])] },
  beforeLoad: ({ context, location }) => {
    if (!context.backhouse.session.getState().isSignedIn) {
      throw redirect({ to: '/auth/jwt/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: DashboardLayout,
});

/** The signed-in area; its date pickers (none before sign-in) speak the screen's language. */
function DashboardLayout() {
  useSignedInGuard();
  return (
    <DatesLocale>
      <AppLayout>
        <Outlet />
      </AppLayout>
    </DatesLocale>
  );
}
