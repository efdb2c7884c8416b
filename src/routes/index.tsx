import { createFileRoute, redirect } from '@tanstack/react-router';

/** The index route: sign-in, or the dashboard for someone already signed in (SPEC section 2). */
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    throw redirect({
      to: context.backhouse.session.getState().isSignedIn ? '/dashboard' : '/auth/jwt/login',
      replace: true,
    });
  },
});
