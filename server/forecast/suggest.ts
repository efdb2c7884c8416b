import { daysBetween } from '@contract/businessDay';
import type { ForecastSuggestion, ForecastSuggestionSummary } from '@contract/forecast';
import type { SuggestionLine } from '@contract/purchasing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { round3 } from '../supply/documents';
import { computeForecast } from './compute';
import { forecastInputs } from './inputs';
import { forecastLine, orderWindow } from './order';

/** The supplier's part of an order by forecast: when it delivers. */
export interface DeliveryTerms {
  delivery_days: readonly number[];
  lead_time_days: number;
}

/**
 * The order by forecast beside the par suggestion (`GET /supplier-orders/suggestions`): each line's
 * forecast suggestion and the order's summary. Today is the location's business date at `now`.
 */
export async function forecastSuggestions(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  terms: DeliveryTerms,
  lines: readonly SuggestionLine[],
  figures: { threshold: number; minimumOrder: number },
  now: number,
): Promise<{ lines: Map<string, ForecastSuggestion>; summary: ForecastSuggestionSummary }> {
  const none = (unavailable: ForecastSuggestionSummary['unavailable']) => ({
    lines: new Map<string, ForecastSuggestion>(),
    summary: { next_delivery: null, cover_until: null, total: 0, below_minimum: 0, unavailable },
  });
  if (terms.delivery_days.length === 0) return none('no_delivery_days');
  const inputs = await forecastInputs(db, customerId, locationId, now);
  if (inputs.items.length === 0) return none('no_history');
  const window = orderWindow(inputs.today, terms.lead_time_days, terms.delivery_days);
  if (!window) return none('no_delivery_days');
  const forecast = computeForecast(inputs);
  const days = Math.min(forecast.days.length, daysBetween(inputs.today, window.cover_until));
  const out = new Map<string, ForecastSuggestion>();
  for (const line of lines) {
    const material = forecast.materials.get(line.material_id);
    const use = material ? material.ahead.slice(0, days).reduce((s, q) => s + q, 0) : 0;
    out.set(
      line.material_id,
      forecastLine({
        use,
        error: material?.error ?? null,
        locationError: forecast.error,
        onHand: line.on_hand,
        onOrder: line.on_order,
        packSize: line.pack_size,
        threshold: figures.threshold,
        price: line.price,
      }),
    );
  }
  const total = round3([...out.values()].reduce((s, l) => s + l.line_total, 0));
  return {
    lines: out,
    summary: {
      ...window,
      total,
      below_minimum: round3(Math.max(0, figures.minimumOrder - total)),
      unavailable: null,
    },
  };
}
