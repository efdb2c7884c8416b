import { createFileRoute } from '@tanstack/react-router';
import { DemoResetPasswordPage } from '@/app/auth/demo/DemoResetPasswordPage';

export const Route = createFileRoute('/auth-demo/reset-password/modern')({
  component: () => <DemoResetPasswordPage variant="modern" />,
});
