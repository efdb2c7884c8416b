import { createFileRoute, Outlet, redirect, retainSearchParams } from '@tanstack/react-router';
import { AppBadge } from '@/app/pwa/AppBadge';
import { AppLayout } from '@/app/shell/AppLayout';
import { ShellLoading } from '@/app/shell/ShellLoading';
import { useSignedInGuard } from '@/app/shell/useSignedInGuard';
import { locationParam } from '@/shared/searchParams';
import { DatesLocale } from '@/app/theme/DatesLocale';

/**
 * `loc` picks the active location (SPEC section 4); see `locationParam`. `sync=open` opens the sync
 * panel over any screen (Today links the device's waiting and refused changes there).
 */
const dashboardSearch = (
  search: Record<string, unknown>,
): { loc?: string | number; sync?: 'open' } => ({
  loc: locationParam(search.loc),
  sync: search.sync === 'open' ? 'open' : undefined,
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
  // The address changes as soon as a navigation starts, before the shell's code has loaded: the
  // page that is leaving (the sign-in form, still live) would stay under the new address until it
  // had. The shell's loading state takes its place at once instead.
  pendingComponent: ShellLoading,
  pendingMs: 0,
  pendingMinMs: 0,
});

/** The signed-in area; its date pickers (none before sign-in) speak the screen's language. */
function DashboardLayout() {
  useSignedInGuard();
  return (
    <DatesLocale>
      <AppLayout>
        <Outlet />
      </AppLayout>
      <AppBadge />
    </DatesLocale>
  );
}
