import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorPage } from '@/app/errors/ErrorPages';

export const Route = createFileRoute('/500')({ component: () => <ServerErrorPage /> });
