import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/errors/ErrorPages';

export const Route = createFileRoute('/404')({ component: NotFoundPage });
