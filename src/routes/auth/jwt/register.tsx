import { createFileRoute, redirect } from '@tanstack/react-router';
import { RegisterPage } from '@/app/auth/RegisterPage';

export const Route = createFileRoute('/auth/jwt/register')({
  beforeLoad: ({ context }) => {
    if (context.backhouse.session.getState().isSignedIn) {
      throw redirect({ to: '/dashboard', replace: true });
    }
  },
  component: RegisterPage,
});
