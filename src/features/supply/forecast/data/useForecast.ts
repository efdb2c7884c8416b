import { forecastCalls } from '@contract/forecast';
import { useCallRead } from '@/components/reports/useServerRead';

/**
 * What each product will sell at a location for the next days, and why (kept for offline with its
 * "as of", like every server read).
 */
export const useForecastProducts = (locationId: string | null) =>
  useCallRead(
    forecastCalls.products,
    { query: { loc: locationId ?? '' } },
    { enabled: locationId !== null },
  );
