import { forecastCalls } from '@contract/forecast';
import { useCallRead } from '@/components/reports/useServerRead';

/**
 * The forecast's backtest at a location (issue 27): the same read as the forecast screen's, so the
 * report and the screen show one reply, kept for offline with its "as of".
 */
export const useForecastBacktest = (locationId: string | null) =>
  useCallRead(
    forecastCalls.backtest,
    { query: { loc: locationId ?? '' } },
    { enabled: locationId !== null },
  );
