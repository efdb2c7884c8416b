import { oneOf, searchReader } from '@/app/routing/searchParams';

/** `/dashboard/supplier?tab=materials`: which list is open. */
export const suppliersSearch = searchReader({ tab: oneOf(['suppliers', 'materials'] as const) });
