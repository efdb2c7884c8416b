import type { QueryClient } from '@tanstack/react-query';
import type { Backhouse } from '@/data/backhouse';

/** What every route's `beforeLoad` and `loader` receive (`createRootRouteWithContext`). */
export interface RouterContext {
  queryClient: QueryClient;
  backhouse: Backhouse;
}
