import { createFileRoute } from '@tanstack/react-router';
import { DemoLoginPage } from '@/app/auth/demo/DemoLoginPage';

export const Route = createFileRoute('/auth-demo/login/modern')({
  component: () => <DemoLoginPage variant="modern" />,
});
