import { createFileRoute } from '@tanstack/react-router';
import { DemoVerifyCodePage } from '@/app/auth/demo/DemoVerifyCodePage';

export const Route = createFileRoute('/auth-demo/verify-code/modern')({
  component: () => <DemoVerifyCodePage variant="modern" />,
});
