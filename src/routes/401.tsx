import { createFileRoute } from '@tanstack/react-router';
import { UnauthorizedPage } from '@/app/errors/ErrorPages';

export const Route = createFileRoute('/401')({ component: UnauthorizedPage });
