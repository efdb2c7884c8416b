import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '@/app/auth/LoginPage';
import { safeRedirect } from '@/app/auth/safeRedirect';
import { useSignInAndGo } from '@/app/auth/useSignInAndGo';
import { optionalText } from '@/shared/searchParams';

export const Route = createFileRoute('/auth/jwt/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: optionalText(search.redirect),
  }),
  beforeLoad: ({ context, search }) => {
    if (context.backhouse.session.getState().isSignedIn) {
      throw redirect({ href: safeRedirect(search.redirect), replace: true });
    }
  },
  component: Login,
});

function Login() {
  const { redirect: to } = Route.useSearch();
  return <LoginPage signIn={useSignInAndGo(to)} />;
}
