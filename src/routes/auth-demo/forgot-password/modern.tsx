import { createFileRoute } from '@tanstack/react-router';
import { DemoForgotPasswordPage } from '@/app/auth/demo/DemoForgotPasswordPage';

export const Route = createFileRoute('/auth-demo/forgot-password/modern')({
  component: () => <DemoForgotPasswordPage variant="modern" />,
});
