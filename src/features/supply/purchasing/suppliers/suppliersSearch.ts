import { oneOf, searchReader } from '@/shared/searchParams';

/** `/dashboard/supplier?tab=materials`: which list is open. */
export const suppliersSearch = searchReader({ tab: oneOf(['suppliers', 'materials'] as const) });
