import { searchReader } from '@/shared/searchParams';
import { periodParams } from '@/components/reports/periodPresets';

/** The stock overview's period as it lives in the URL (`/dashboard/inventory/overview`). */
export const overviewSearch = searchReader(periodParams);
export type OverviewSearch = ReturnType<typeof overviewSearch>;
