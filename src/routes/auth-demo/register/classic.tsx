import { createFileRoute } from '@tanstack/react-router';
import { DemoRegisterPage } from '@/app/auth/demo/DemoRegisterPage';

export const Route = createFileRoute('/auth-demo/register/classic')({
  component: () => <DemoRegisterPage variant="classic" />,
});
