import { createFileRoute } from '@tanstack/react-router';
import { DemoRegisterPage } from '@/app/auth/demo/DemoRegisterPage';

export const Route = createFileRoute('/auth-demo/register/modern')({
  component: () => <DemoRegisterPage variant="modern" />,
});
